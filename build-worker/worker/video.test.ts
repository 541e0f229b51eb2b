/**
 * Frame extraction on videos generated with ffmpeg: the sharpest candidate per window, HDR tone
 * mapping, rotated .mov files (H.264 and HEVC), and readable reasons for files that are no video.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ffmpegFilters } from './hdr.ts';
import { colourStats, ffmpeg, meanAbsDiff, pngSize, rawRgbFrames, setDisplayRotation } from './test-media.ts';
import { extractFrames, probeVideo, windowOf } from './video.ts';

const root = mkdtempSync(join(tmpdir(), 'worker-video-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const pngs = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort()
    .map((f) => join(dir, f));

describe('extractFrames: the sharpest frame per window', () => {
  it('never keeps a blurred frame when its window has a sharp one', async () => {
    // 96 frames at 24 fps; in every 12-frame (0.5 s) stretch only frames 6–8 are sharp, the rest
    // box-blurred — 3 in 4 frames are blurred, as in a shaky walkthrough.
    const video = join(root, 'blur.mp4');
    ffmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=24', '-t', '4'],
      ...['-vf', "boxblur=6:2:enable='not(between(mod(n,12),6,8))'"],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-crf', '18', video],
    ]);
    const info = await probeVideo(video, 'blur.mp4');
    const out = join(root, 'blur-frames');
    const result = await extractFrames(video, info, out, { targetFrames: 8, longSide: 320, prefix: 'f' });
    expect(result.frames).toBe(8);
    expect(result.candidates).toBeGreaterThanOrEqual(30); // 4 per window
    expect(result.candidates).toBeLessThanOrEqual(34);

    // Which source frame is each written frame? The one it matches pixel for pixel.
    const source = rawRgbFrames(video, 320, 240);
    expect(source.length).toBe(96);
    pngs(out).forEach((png, window) => {
      expect(pngSize(png)).toEqual([320, 240]);
      const [frame] = rawRgbFrames(png, 320, 240);
      const diffs = source.map((s) => meanAbsDiff(frame as Uint8Array, s));
      const n = diffs.indexOf(Math.min(...diffs));
      expect(diffs[n]).toBeLessThan(1);
      expect(n % 12, `frame ${n} (window ${window}) is a blurred one`).toBeGreaterThanOrEqual(6);
      expect(n % 12).toBeLessThanOrEqual(8);
      expect(Math.floor(n / 12)).toBe(window);
    });
  });
});

describe('extractFrames: a short clip', () => {
  it('keeps every source frame when fewer frames exist than are wanted', async () => {
    // 1.5 s at 10 fps asked for 45 frames: one window per source frame, none lost to rounding.
    const video = join(root, 'short.mp4');
    ffmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=10', '-t', '1.5'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', video],
    ]);
    const info = await probeVideo(video, 'short.mp4');
    const result = await extractFrames(video, info, join(root, 'short-frames'), {
      targetFrames: 45,
      longSide: 160,
      prefix: 's',
    });
    expect(result.frames).toBe(15);
  });

  it('maps candidates to windows without float error', () => {
    const windows = Array.from({ length: 15 }, (_, i) => windowOf(i, 10 * (1.5 / 15), 15));
    expect(windows).toEqual(Array.from({ length: 15 }, (_, i) => i));
    expect(windowOf(7, 4, 8)).toBe(1);
    expect(windowOf(99, 4, 8)).toBe(7);
  });
});

const canEncodeHlg = ffmpegFilters().has('zscale') && ffmpegFilters().has('tonemap');

describe.skipIf(!canEncodeHlg)('extractFrames: HDR', () => {
  it('detects an HLG HEVC .mov and tone-maps it close to the SDR original', async () => {
    // An SDR picture converted to HLG / BT.2020 and stored as 10-bit HEVC, as an iPhone records.
    const still = join(root, 'still.png');
    ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=320x180', '-frames:v', '1', still]);
    const video = join(root, 'hlg.mov');
    ffmpeg([
      ...['-loop', '1', '-framerate', '10', '-i', still, '-t', '1'],
      '-vf',
      'format=yuv420p,setparams=color_primaries=bt709:color_trc=bt709:colorspace=bt709:range=tv,' +
        'zscale=t=linear:npl=100,format=gbrpf32le,zscale=p=bt2020,zscale=t=arib-std-b67:m=bt2020nc:r=tv,format=yuv420p10le',
      ...['-c:v', 'libx265', '-x265-params', 'log-level=error', '-pix_fmt', 'yuv420p10le', '-tag:v', 'hvc1'],
      ...['-color_primaries', 'bt2020', '-color_trc', 'arib-std-b67', '-colorspace', 'bt2020nc', video],
    ]);
    const info = await probeVideo(video, 'hlg.mov');
    expect(info.codec).toBe('hevc');
    expect(info.hdr).toBe('hlg');
    expect(info.colorPrimaries).toBe('bt2020');

    const out = join(root, 'hlg-frames');
    const result = await extractFrames(video, info, out, { targetFrames: 3, longSide: 320, prefix: 'h' });
    expect(result.frames).toBe(3);
    const [original] = rawRgbFrames(still, 320, 180);
    const [mapped] = rawRgbFrames(pngs(out)[0] as string, 320, 180);
    // What the frames were before: the HLG signal read as if it were SDR (grey, flat colours).
    const [untonemapped] = rawRgbFrames(video, 320, 180);
    const ref = colourStats(original as Uint8Array);
    const tm = colourStats(mapped as Uint8Array);
    const raw = colourStats(untonemapped as Uint8Array);
    expect(raw.saturation).toBeLessThan(0.8 * ref.saturation); // the problem is real
    expect(tm.saturation).toBeGreaterThan(0.85 * ref.saturation);
    expect(tm.saturation).toBeGreaterThan(raw.saturation + 0.15);
    expect(Math.abs(tm.level - ref.level)).toBeLessThan(0.2 * ref.level);
    expect(meanAbsDiff(mapped as Uint8Array, original as Uint8Array)).toBeLessThan(
      0.6 * meanAbsDiff(untonemapped as Uint8Array, original as Uint8Array),
    );
  });
});

describe('.mov files with a rotation tag', () => {
  for (const [codec, rotation] of [
    ['libx264', 90],
    ['libx265', 270],
  ] as const) {
    it(`${codec} rotated ${rotation}°: probed as portrait and extracted upright`, async () => {
      const plain = join(root, `landscape-${codec}.mov`);
      ffmpeg([
        ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=10', '-t', '2'],
        ...[
          '-c:v',
          codec,
          '-pix_fmt',
          'yuv420p',
          ...(codec === 'libx265' ? ['-x265-params', 'log-level=error', '-tag:v', 'hvc1'] : []),
        ],
        plain,
      ]);
      const source = rawRgbFrames(plain, 320, 180, rotation === 90 ? 'transpose=clock' : 'transpose=cclock');
      const wrong = rawRgbFrames(plain, 320, 180, rotation === 90 ? 'transpose=cclock' : 'transpose=clock');
      const video = join(root, `portrait-${codec}.mov`);
      copyFileSync(plain, video);
      setDisplayRotation(video, rotation);

      const info = await probeVideo(video, 'portrait.mov');
      expect(info).toMatchObject({ width: 180, height: 320, rotation });
      const out = join(root, `portrait-${codec}-frames`);
      const result = await extractFrames(video, info, out, { targetFrames: 4, longSide: 160, prefix: 'p' });
      expect(result.frames).toBe(4);
      for (const png of pngs(out)) {
        expect(pngSize(png)).toEqual([90, 160]);
        // Upright: it matches the source turned the way the tag says, not the other way.
        const [frame] = rawRgbFrames(png, 180, 320);
        const best = (frames: Uint8Array[]) =>
          Math.min(...frames.map((s) => meanAbsDiff(frame as Uint8Array, s)));
        expect(best(source)).toBeLessThan(0.5 * best(wrong));
      }
    });
  }
});

describe('files that are not usable videos fail with a reason the user can read', () => {
  it('a text file named .mov', async () => {
    const path = join(root, 'notes.mov');
    writeFileSync(path, 'not a video at all\n'.repeat(100));
    await expect(probeVideo(path, 'notes.mov')).rejects.toThrow(
      expect.objectContaining({
        name: 'BuildFailure',
        message: 'notes.mov is not a video that can be read.',
      }),
    );
  });

  it('an audio-only file', async () => {
    const path = join(root, 'voice.m4a');
    ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:a', 'aac', path]);
    await expect(probeVideo(path, 'voice.m4a')).rejects.toThrow('voice.m4a has no video track.');
  });

  it('a video too short to use', async () => {
    const path = join(root, 'blink.mp4');
    ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=10', '-t', '0.3', '-pix_fmt', 'yuv420p', path]);
    await expect(probeVideo(path, 'blink.mp4')).rejects.toThrow(
      'blink.mp4 is too short to build a tour from.',
    );
  });
});
