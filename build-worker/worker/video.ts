/**
 * Video input: ffprobe tells whether a file is a video (its duration, upright size, rotation and
 * colour tags); ffmpeg extracts frames with the `fps` filter (so variable frame rates work), keeping
 * the sharpest of a few candidates in each time window, tone-mapping HDR, with the long side scaled
 * to about 960 px. ffmpeg applies the rotation tag itself.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type HdrKind, hdrKind, toneMapFilters } from './hdr.ts';
import { laplacianVariance, SharpestPerWindow } from './sharpness.ts';
import { BuildFailure } from './task-record.ts';

function run(
  command: string,
  args: string[],
  timeoutMs: number,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-8000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new BuildFailure(`${command} could not run: ${error.message}`));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout, stderr });
      else reject(failure(command, signal, stderr));
    });
  });
}

function failure(command: string, signal: NodeJS.Signals | null, stderr: string): BuildFailure {
  return new BuildFailure(
    signal
      ? `${command} took too long and was stopped`
      : `${command} failed: ${stderr.trim().split('\n').at(-1) ?? ''}`,
  );
}

/**
 * Runs ffmpeg writing raw frames of `frameBytes` each to stdout and hands them to `onFrame` one at a
 * time, so a long video never sits in memory (one frame buffer, reused).
 */
function streamFrames(
  args: string[],
  frameBytes: number,
  timeoutMs: number,
  onFrame: (frame: Uint8Array, index: number) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const frame = new Uint8Array(frameBytes);
    let filled = 0;
    let index = 0;
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      let offset = 0;
      while (offset < chunk.length) {
        const n = Math.min(frameBytes - filled, chunk.length - offset);
        frame.set(chunk.subarray(offset, offset + n), filled);
        filled += n;
        offset += n;
        if (filled === frameBytes) {
          onFrame(frame, index++);
          filled = 0;
        }
      }
    });
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-8000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new BuildFailure(`ffmpeg could not run: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(index);
      else reject(failure('ffmpeg', signal, stderr));
    });
  });
}

/**
 * The time window of the index-th candidate, `perWindow` candidates per window. The epsilon keeps
 * float error from dropping a window: with one candidate per window, 3 / 10 / 0.1 is 2.9999999999999996.
 */
export function windowOf(index: number, perWindow: number, windows: number): number {
  return Math.min(windows - 1, Math.floor(index / perWindow + 1e-6));
}

export interface VideoInfo {
  durationS: number;
  /** Upright size: the rotation tag applied, as ffmpeg will deliver the frames. */
  width: number;
  height: number;
  codec: string;
  /** Average frames per second of the source (0 when unknown). */
  fps: number;
  /** Display rotation, clockwise degrees: 0, 90, 180 or 270. */
  rotation: number;
  colorTransfer?: string | undefined;
  colorPrimaries?: string | undefined;
  colorSpace?: string | undefined;
  /** HLG or PQ video, which extraction tone-maps to SDR. */
  hdr: HdrKind | null;
}

function rate(value: string | undefined): number {
  const [num, den] = (value ?? '').split('/').map(Number);
  return num && den ? num / den : 0;
}

interface ProbeStream {
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  color_transfer?: string;
  color_primaries?: string;
  color_space?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

export async function probeVideo(path: string, displayName: string): Promise<VideoInfo> {
  let output: string;
  try {
    ({ stdout: output } = await run(
      'ffprobe',
      [
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-show_entries',
        'stream=codec_name,width,height,avg_frame_rate,color_transfer,color_primaries,color_space:stream_tags=rotate:stream_side_data=rotation:format=duration',
        '-of',
        'json',
        path,
      ],
      60_000,
    ));
  } catch {
    throw new BuildFailure(`${displayName} is not a video that can be read.`);
  }
  const parsed = JSON.parse(output) as { streams?: ProbeStream[]; format?: { duration?: string } };
  const stream = parsed.streams?.[0];
  const durationS = Number(parsed.format?.duration ?? 0);
  if (!stream?.width || !stream.height) throw new BuildFailure(`${displayName} has no video track.`);
  if (!(durationS > 0.5)) throw new BuildFailure(`${displayName} is too short to build a tour from.`);
  // Phones record landscape sensor frames and tag the rotation: the display matrix (side data,
  // counter-clockwise degrees) in current ffmpeg, the `rotate` tag (clockwise) in older ones.
  const matrix = stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation;
  const clockwise = matrix !== undefined ? -matrix : Number(stream.tags?.rotate ?? 0);
  const rotation = (((Math.round(clockwise / 90) * 90) % 360) + 360) % 360;
  const quarter = rotation === 90 || rotation === 270;
  return {
    durationS,
    width: quarter ? stream.height : stream.width,
    height: quarter ? stream.width : stream.height,
    codec: stream.codec_name ?? '',
    fps: rate(stream.avg_frame_rate),
    rotation,
    colorTransfer: stream.color_transfer,
    colorPrimaries: stream.color_primaries,
    colorSpace: stream.color_space,
    hdr: hdrKind(stream.color_transfer),
  };
}

/** Even dimensions with the long side at most `longSide` (never upscaled). */
function fitLongSide(width: number, height: number, longSide: number): [number, number] {
  const s = Math.min(1, longSide / Math.max(width, height));
  const even = (v: number) => Math.max(2, 2 * Math.round((v * s) / 2));
  return [even(width), even(height)];
}

export interface ExtractOptions {
  targetFrames: number;
  longSide: number;
  prefix: string;
  /** Candidates decoded per window, the sharpest kept (default 4). */
  candidatesPerWindow?: number;
  /** Long side of the greyscale copies that are scored (default 480). */
  scoreLongSide?: number;
}

export interface ExtractResult {
  /** PNG frames written. */
  frames: number;
  /** Candidate frames scored. */
  candidates: number;
  /** Candidate indices (in the `fps` filter's output) that were kept. */
  picked: number[];
}

/**
 * Extracts about `targetFrames` frames spread over the video into outDir as PNGs: the video is cut
 * into that many equal windows, a few candidates per window are decoded small and grey and scored
 * by sharpness, and only the sharpest of each window is written at full size (a second decode).
 */
export async function extractFrames(
  path: string,
  info: VideoInfo,
  outDir: string,
  opts: ExtractOptions,
): Promise<ExtractResult> {
  mkdirSync(outDir, { recursive: true });
  // Never more windows than source frames: repeated frames add matching time and no new views.
  const sourceFrames = info.fps > 0 ? Math.floor(info.durationS * info.fps) : Number.POSITIVE_INFINITY;
  const windows = Math.max(1, Math.min(opts.targetFrames, sourceFrames));
  const windowS = info.durationS / windows;
  const wanted = (opts.candidatesPerWindow ?? 4) / windowS;
  const candidateFps = info.fps > 0 ? Math.min(wanted, info.fps) : wanted;
  const fpsFilter = `fps=${candidateFps.toFixed(6)}`;
  const input = ['-v', 'error', '-nostdin', '-i', path, '-an', '-sn', '-dn'];

  // Pass 1: small grey candidates to a pipe, scored as they arrive.
  const [sw, sh] = fitLongSide(info.width, info.height, Math.min(opts.scoreLongSide ?? 480, opts.longSide));
  const picker = new SharpestPerWindow(windows);
  const candidates = await streamFrames(
    [
      ...input,
      '-vf',
      `${fpsFilter},scale=${sw}:${sh}:flags=area,format=gray`,
      '-f',
      'rawvideo',
      '-pix_fmt',
      'gray',
      'pipe:1',
    ],
    sw * sh,
    30 * 60_000,
    (gray, index) => {
      const window = windowOf(index, candidateFps * windowS, windows);
      picker.offer(window, index, laplacianVariance(gray, sw, sh));
    },
  );
  const picked = picker.picks();
  if (picked.length === 0) return { frames: 0, candidates, picked };

  // Pass 2: the same `fps` filter numbers the frames identically; `select` keeps the picked ones,
  // which are tone-mapped (HDR) before scaling, as tone mapping needs the full-range signal.
  const [w, h] = fitLongSide(info.width, info.height, opts.longSide);
  const select = `select='${picked.map((i) => `eq(n,${i})`).join('+')}'`;
  const chain = [fpsFilter, select, ...toneMapFilters(info), `scale=${w}:${h}:flags=area`];
  await run(
    'ffmpeg',
    // -vsync vfr: write exactly the selected frames (the image muxer would otherwise fill the gaps).
    [...input, '-vf', chain.join(','), '-vsync', 'vfr', join(outDir, `${opts.prefix}%04d.png`)],
    30 * 60_000,
  );
  const frames = readdirSync(outDir).filter((f) => f.startsWith(opts.prefix)).length;
  return { frames, candidates, picked };
}
