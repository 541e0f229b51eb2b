import { describe, expect, it } from 'vitest';
import { decodeFileParam } from '#protocol/index.ts';
import { chooseViewerPage, viewerUrl } from './viewer-choice.ts';

describe('viewer page choice', () => {
  it('sends WebGPU desktops to the WebGPU page and everything else to the WebGL page', () => {
    expect(chooseViewerPage({ hasWebGPU: true, isMobile: false })).toBe('/splat-viewer.html');
    expect(chooseViewerPage({ hasWebGPU: false, isMobile: false })).toBe('/webgl-splat-viewer.html');
    expect(chooseViewerPage({ hasWebGPU: true, isMobile: true })).toBe('/webgl-splat-viewer.html');
    expect(chooseViewerPage({ hasWebGPU: false, isMobile: true })).toBe('/webgl-splat-viewer.html');
  });

  it('builds the viewer address with the file base64-encoded and the spec parameters', () => {
    const url = new URL(
      viewerUrl('/splat-viewer.html', {
        fileUrl: 'dev/alice/p1/scene.ply',
        picking: true,
        venue: true,
        settings: { fov: 50 },
      }),
      'https://atrium.example',
    );
    expect(url.pathname).toBe('/splat-viewer.html');
    expect(decodeFileParam(url.searchParams.get('file') ?? '', 'https://atrium.example')).toBe(
      'https://atrium.example/dev/alice/p1/scene.ply',
    );
    expect(url.searchParams.get('picking')).toBe('true');
    expect(url.searchParams.get('venue')).toBe('true');
    expect(url.searchParams.get('fov')).toBe('50');
    expect(url.searchParams.has('tools')).toBe(false);
  });

  it('never lets a stored viewer setting replace a parameter the link sets', () => {
    const url = new URL(
      viewerUrl('https://atrium.example/splat-viewer.html', {
        fileUrl: 'https://atrium.example/published/1/hall.ply',
        username: 'guest-42',
        settings: { username: 'someone-else', file: 'x', fov: '70' },
      }),
    );
    expect(url.origin + url.pathname).toBe('https://atrium.example/splat-viewer.html');
    expect(url.searchParams.get('username')).toBe('guest-42');
    expect(url.searchParams.getAll('file')).toHaveLength(1);
    expect(url.searchParams.get('fov')).toBe('70');
  });

  it('gives the hidden page a model as its gltf parameter', () => {
    const url = new URL(
      viewerUrl('/viewer-thumbnail.html', {
        gltf: '/catalogue/models/round table.glb',
        settings: { bg: '#E9EEFF' },
      }),
      'https://atrium.example',
    );
    expect(url.searchParams.get('gltf')).toBe('/catalogue/models/round table.glb');
    expect(url.searchParams.get('bg')).toBe('#E9EEFF');
    expect(url.searchParams.has('file')).toBe(false);
  });
});
