import { describe, expect, it } from 'vitest';
import { ffmpegFilters, hdrKind, toneMapFilters } from './hdr.ts';

describe('hdrKind', () => {
  it('recognises HLG and PQ and nothing else', () => {
    expect(hdrKind('arib-std-b67')).toBe('hlg');
    expect(hdrKind('smpte2084')).toBe('pq');
    expect(hdrKind('bt709')).toBeNull();
    expect(hdrKind(undefined)).toBeNull();
  });
});

describe('toneMapFilters', () => {
  const hlg = { colorTransfer: 'arib-std-b67', colorPrimaries: 'bt2020', colorSpace: 'bt2020nc' };

  it('adds nothing for SDR video', () => {
    expect(toneMapFilters({ colorTransfer: 'bt709' }, new Set(['zscale', 'tonemap']))).toEqual([]);
  });

  it('tone-maps with zscale + tonemap when both exist, ending in BT.709', () => {
    const chain = toneMapFilters(hlg, new Set(['zscale', 'tonemap', 'colorspace']));
    expect(chain[0]).toBe('setparams=color_primaries=bt2020:color_trc=arib-std-b67:colorspace=bt2020nc');
    expect(chain.some((f) => f.startsWith('tonemap='))).toBe(true);
    expect(chain.at(-2)).toBe('zscale=t=bt709:m=bt709:r=tv');
  });

  it('falls back to a gamut conversion with colorspace when zscale is missing', () => {
    expect(toneMapFilters(hlg, new Set(['tonemap', 'colorspace']))).toEqual([
      'colorspace=all=bt709:iall=bt2020:format=yuv420p',
    ]);
  });

  it('assumes BT.2020 when the tags are missing', () => {
    const chain = toneMapFilters({ colorTransfer: 'smpte2084' }, new Set(['zscale', 'tonemap']));
    expect(chain[0]).toBe('setparams=color_primaries=bt2020:color_trc=smpte2084:colorspace=bt2020nc');
  });

  it("reads this machine's ffmpeg filter list", () => {
    const filters = ffmpegFilters();
    expect(filters.has('fps')).toBe(true);
    expect(filters.has('scale')).toBe(true);
  });
});
