import { describe, expect, it } from 'vitest';
import { decodeFileParam } from '#protocol/index.ts';
import { embedCode, publicViewerUrl } from './publish-urls.ts';

const origin = 'https://atrium.example';

describe('public links of a published scene', () => {
  it('opens the WebGPU viewer page on the published file', () => {
    const url = new URL(
      publicViewerUrl({ origin, publishedPath: '/published/abc/hall.ply', includeVenueTools: false }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://atrium.example/splat-viewer.html');
    expect(decodeFileParam(url.searchParams.get('file') ?? '', origin)).toBe(
      'https://atrium.example/published/abc/hall.ply',
    );
    expect(url.searchParams.has('venue')).toBe(false);
    expect(url.searchParams.has('tools')).toBe(false);
  });

  it('adds venue tools, the viewer settings and the username when asked', () => {
    const url = publicViewerUrl({
      origin,
      publishedPath: '/published/abc/hall.ply',
      includeVenueTools: true,
      viewerSettings: { fov: '50', venue: 'false' },
      username: 'guest-42',
    });
    expect(url).toMatch(/venue=true&tools=true/);
    const params = new URL(url).searchParams;
    expect(params.get('venue')).toBe('true');
    expect(params.get('fov')).toBe('50');
    expect(params.get('username')).toBe('guest-42');
  });

  it('gives an embed snippet whose iframe opens the same address', () => {
    const url = publicViewerUrl({
      origin,
      publishedPath: '/published/abc/hall.ply',
      includeVenueTools: true,
    });
    const snippet = embedCode(url);
    expect(snippet).toMatch(/^<iframe src="[^"]+" width="100%" style="min-height: 600px; border: 0;"/);
    const src = /src="([^"]+)"/.exec(snippet)?.[1]?.replace(/&amp;/g, '&');
    expect(src).toBe(url);
    expect(snippet).toContain('allow="fullscreen; xr-spatial-tracking"');
  });
});
