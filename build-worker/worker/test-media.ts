/** Test videos made with ffmpeg's lavfi sources, and the small readers the worker tests need. */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

export function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-nostdin', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Every frame of a video as raw RGB24 at the given size (small test videos only). */
export function rawRgbFrames(path: string, width: number, height: number, filters = ''): Uint8Array[] {
  const out = execFileSync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-nostdin',
      '-i',
      path,
      '-vf',
      `${filters}${filters ? ',' : ''}scale=${width}:${height}:flags=area,format=rgb24`,
      '-vsync',
      'passthrough',
      '-f',
      'rawvideo',
      'pipe:1',
    ],
    { maxBuffer: 512 * 1024 * 1024 },
  );
  const size = width * height * 3;
  const frames: Uint8Array[] = [];
  for (let o = 0; o + size <= out.length; o += size) frames.push(out.subarray(o, o + size));
  return frames;
}

/**
 * Sets the rotation of a .mov/.mp4's first track the way phones do: the track header's display
 * matrix (ffmpeg 5.1 can no longer write it from `-metadata rotate`). `degrees` is clockwise.
 */
export function setDisplayRotation(path: string, degrees: 90 | 180 | 270): void {
  const file = readFileSync(path);
  const at = file.indexOf('tkhd');
  if (at < 0) throw new Error(`${path} has no track header`);
  const version = file[at + 4];
  // tkhd body: version/flags, times, track id, reserved, duration, reserved, layer, group, volume, reserved.
  const matrixAt = at + 4 + 4 + (version === 1 ? 16 : 8) + 8 + (version === 1 ? 8 : 4) + 8 + 8;
  const one = 0x10000;
  const [a, b, c, d] =
    degrees === 90 ? [0, one, -one, 0] : degrees === 180 ? [-one, 0, 0, -one] : [0, -one, one, 0];
  const values = [a, b, 0, c, d, 0, 0, 0, 0x40000000];
  values.forEach((v, i) => {
    file.writeInt32BE(v, matrixAt + 4 * i);
  });
  writeFileSync(path, file);
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(path: string): [number, number] {
  const head = readFileSync(path).subarray(16, 24);
  return [head.readUInt32BE(0), head.readUInt32BE(4)];
}

/** Mean HSV saturation and mean level (0–255) of interleaved RGB24 pixels. */
export function colourStats(rgb: Uint8Array): { saturation: number; level: number } {
  let sat = 0;
  let level = 0;
  const n = rgb.length / 3;
  for (let i = 0; i < n; i++) {
    const r = rgb[3 * i] as number;
    const g = rgb[3 * i + 1] as number;
    const b = rgb[3 * i + 2] as number;
    const max = Math.max(r, g, b);
    sat += max > 0 ? (max - Math.min(r, g, b)) / max : 0;
    level += (r + g + b) / 3;
  }
  return { saturation: sat / n, level: level / n };
}

/** Mean absolute difference of two equally sized byte images. */
export function meanAbsDiff(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] as number) - (b[i] as number));
  return sum / a.length;
}
