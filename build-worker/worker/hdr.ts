/**
 * HDR phone video (HLG or PQ transfer, BT.2020 primaries, usually 10-bit HEVC) read as if it were
 * SDR BT.709 looks grey and flat. This module recognises such streams and builds the ffmpeg filter
 * chain that tone-maps them to SDR BT.709 before frames are scaled and written.
 */
import { execFileSync } from 'node:child_process';

export type HdrKind = 'hlg' | 'pq';

/** The HDR kind of an ffprobe `color_transfer`, or null for SDR (or unknown) transfers. */
export function hdrKind(colorTransfer: string | undefined): HdrKind | null {
  if (colorTransfer === 'arib-std-b67') return 'hlg';
  if (colorTransfer === 'smpte2084') return 'pq';
  return null;
}

let filterNames: Set<string> | undefined;

/** Filters this ffmpeg was built with (read once per process). */
export function ffmpegFilters(): Set<string> {
  if (!filterNames) {
    let listing = '';
    try {
      listing = execFileSync('ffmpeg', ['-hide_banner', '-filters'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      // No ffmpeg: extraction fails later with its own readable reason.
    }
    filterNames = new Set(
      listing
        .split('\n')
        .map((line) => /^\s*[A-Z.|]{3}\s+(\S+)\s/.exec(line)?.[1])
        .filter((name): name is string => name !== undefined),
    );
  }
  return filterNames;
}

export interface ColorTags {
  colorTransfer?: string | undefined;
  colorPrimaries?: string | undefined;
  colorSpace?: string | undefined;
}

/**
 * Filters that turn an HDR stream into SDR BT.709 (empty for SDR). With zscale (libzimg): linearise,
 * convert the primaries to BT.709, compress highlights with `mobius` (keeps the mid-tones as they are,
 * unlike hable, which darkens the whole frame) and encode BT.709. Without zscale, ffmpeg's
 * `colorspace` filter at least maps the BT.2020 gamut to BT.709 (it has no HLG/PQ curves).
 */
export function toneMapFilters(tags: ColorTags, filters: Set<string> = ffmpegFilters()): string[] {
  if (!hdrKind(tags.colorTransfer)) return [];
  const primaries = tags.colorPrimaries && tags.colorPrimaries !== 'unknown' ? tags.colorPrimaries : 'bt2020';
  const matrix = tags.colorSpace && tags.colorSpace !== 'unknown' ? tags.colorSpace : 'bt2020nc';
  if (filters.has('zscale') && filters.has('tonemap')) {
    return [
      // zscale reads the frames' own colour tags; setparams states them so a container that
      // carries them only in the stream header still converts.
      `setparams=color_primaries=${primaries}:color_trc=${tags.colorTransfer}:colorspace=${matrix}`,
      'zscale=t=linear:npl=100',
      'format=gbrpf32le',
      'zscale=p=bt709',
      'tonemap=tonemap=mobius:desat=0',
      'zscale=t=bt709:m=bt709:r=tv',
      'format=yuv420p',
    ];
  }
  if (filters.has('colorspace')) return ['colorspace=all=bt709:iall=bt2020:format=yuv420p'];
  return [];
}
