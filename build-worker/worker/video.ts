/**
 * Video input: ffprobe tells whether a file is a video (and its duration and size); ffmpeg extracts
 * frames with the `fps` filter (so variable frame rates work), the long side scaled to about 960 px.
 * ffmpeg applies the rotation tag itself.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
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
      else
        reject(
          new BuildFailure(
            signal
              ? `${command} took too long and was stopped`
              : `${command} failed: ${stderr.trim().split('\n').at(-1) ?? ''}`,
          ),
        );
    });
  });
}

export interface VideoInfo {
  durationS: number;
  width: number;
  height: number;
  codec: string;
  /** Average frames per second of the source (0 when unknown). */
  fps: number;
}

function rate(value: string | undefined): number {
  const [num, den] = (value ?? '').split('/').map(Number);
  return num && den ? num / den : 0;
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
        'stream=codec_name,width,height,avg_frame_rate:format=duration',
        '-of',
        'json',
        path,
      ],
      60_000,
    ));
  } catch {
    throw new BuildFailure(`${displayName} is not a video that can be read.`);
  }
  const parsed = JSON.parse(output) as {
    streams?: { codec_name?: string; width?: number; height?: number; avg_frame_rate?: string }[];
    format?: { duration?: string };
  };
  const stream = parsed.streams?.[0];
  const durationS = Number(parsed.format?.duration ?? 0);
  if (!stream?.width || !stream.height) throw new BuildFailure(`${displayName} has no video track.`);
  if (!(durationS > 0.5)) throw new BuildFailure(`${displayName} is too short to build a tour from.`);
  return {
    durationS,
    width: stream.width,
    height: stream.height,
    codec: stream.codec_name ?? '',
    fps: rate(stream.avg_frame_rate),
  };
}

/** Extracts about `targetFrames` frames spread over the video into outDir as PNGs; answers how many. */
export async function extractFrames(
  path: string,
  info: VideoInfo,
  outDir: string,
  opts: { targetFrames: number; longSide: number; prefix: string },
): Promise<number> {
  mkdirSync(outDir, { recursive: true });
  // Never above the source's own rate: repeated frames add matching time and no new views.
  const wanted = Math.max(0.1, opts.targetFrames / info.durationS);
  const fps = info.fps > 0 ? Math.min(wanted, info.fps) : wanted;
  const scale =
    info.width >= info.height ? `scale='min(${opts.longSide},iw)':-2` : `scale=-2:'min(${opts.longSide},ih)'`;
  await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-i',
      path,
      '-vf',
      `fps=${fps.toFixed(4)},${scale}`,
      '-frames:v',
      String(opts.targetFrames),
      join(outDir, `${opts.prefix}%04d.png`),
    ],
    30 * 60_000,
  );
  return readdirSync(outDir).filter((f) => f.startsWith(opts.prefix)).length;
}
