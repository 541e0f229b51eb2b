import { describe, expect, it } from 'vitest';
import { decodeFileParam } from '#protocol/index.ts';
import { chooseViewerPage, isMobileBrowser, viewerUrl } from './viewer-choice.ts';

describe('viewer page choice', () => {
  it('sends WebGPU desktops to the WebGPU page and everything else to the WebGL page', () => {
    expect(chooseViewerPage({ hasWebGPU: true, isMobile: false })).toBe('/splat-viewer.html');
    expect(chooseViewerPage({ hasWebGPU: false, isMobile: false })).toBe('/webgl-splat-viewer.html');
    expect(chooseViewerPage({ hasWebGPU: true, isMobile: true })).toBe('/webgl-splat-viewer.html');
    expect(chooseViewerPage({ hasWebGPU: false, isMobile: true })).toBe('/webgl-splat-viewer.html');
  });

  it('recognises phones and tablets', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
    expect(isMobileBrowser({ userAgent: iphone, maxTouchPoints: 5 })).toBe(true);
    expect(isMobileBrowser({ userAgent: ipad, maxTouchPoints: 5 })).toBe(true);
    expect(isMobileBrowser({ userAgent: ipad, maxTouchPoints: 0 })).toBe(false);
    expect(isMobileBrowser({ userAgent: desktop, maxTouchPoints: 0 })).toBe(false);
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
