/**
 * The gsplat trainer's Node side (spawn, progress lines, the .ply read back, failures) against a fake
 * trainer script, since gsplat itself needs a CUDA GPU; and the real Python script's COLMAP reader and
 * .ply writer through its --init-only mode where python3 with numpy exists.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPlyElement, readPlyHeader } from '#formats/gaussian-ply.ts';
import { viewsToColmap, writeColmapBinary } from '../trainer/colmap-write.ts';
import { STRIDE } from '../trainer/layout.ts';
import { encodePly, PLY_PROPERTIES } from '../trainer/ply.ts';
import { holdOut } from '../trainer/schedule.ts';
import { ringCameras, surfacePoints } from '../trainer/synthetic.ts';
import {
  GSPLAT_SCRIPT,
  type GsplatProgress,
  parseTrainerLine,
  plyVertexCount,
  trainWithGsplat,
} from './gsplat-trainer.ts';

const root = mkdtempSync(join(tmpdir(), 'worker-gsplat-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Prints what train_gsplat.py prints (plus noise) and writes a small PLY; its first argument is a mode.
const FAKE = `
import { writeFileSync } from 'node:fs';
const [mode, ...args] = process.argv.slice(2);
const arg = (name) => args[args.indexOf(name) + 1];
const iterations = Number(arg('--iterations'));
writeFileSync(arg('--out') + '.args.json', JSON.stringify(args));
console.log('Loaded 12 images, 4000 points');
if (mode === 'fail') { console.error('Traceback (most recent call last):\\n  ...'); console.error('no CUDA GPU is available for training'); process.exit(1); }
for (let i = 1; i <= iterations; i += iterations / 4)
  console.log('ATRIUM_PROGRESS ' + JSON.stringify({ iteration: i + iterations / 4 - 1, iterations, loss: 0.1 / i, psnr: 20 + i / 100, gaussians: 4000 + i }));
console.log('ATRIUM_PROGRESS {not json');
const props = ${JSON.stringify(PLY_PROPERTIES)};
const count = 5;
const header = 'ply\\nformat binary_little_endian 1.0\\nelement vertex ' + count + '\\n' + props.map((p) => 'property float ' + p + '\\n').join('') + 'end_header\\n';
const body = new Float32Array(count * props.length).map((_, i) => i / 10);
if (mode !== 'no-ply') {
  const bytes = Buffer.concat([Buffer.from(header, 'latin1'), Buffer.from(body.buffer)]);
  writeFileSync(arg('--out'), mode === 'truncated' ? bytes.subarray(0, bytes.length - 40) : bytes);
}
const scores = { heldOut: { psnr: 29.1, ssim: 0.9, frames: 8 }, train: { psnr: 31.2, ssim: 0.93, frames: 50 }, gaussians: count, iterations };
process.stdout.write('ATRIUM_DONE ' + JSON.stringify({ gaussians: count, psnr: 27.5, ply: arg('--out'), scores }));
`;
const fake = join(root, 'fake-trainer.mjs');
writeFileSync(fake, FAKE);

function options(mode: string, name: string) {
  return {
    sparseDir: join(root, 'sparse'),
    imagesDir: join(root, 'images'),
    outPath: join(root, `${name}.ply`),
    iterations: 400,
    command: [process.execPath, fake, mode],
  };
}

describe('parseTrainerLine', () => {
  it('reads progress and done lines and leaves everything else as output', () => {
    expect(parseTrainerLine('ATRIUM_PROGRESS {"iteration":100,"iterations":3000,"psnr":24.5}')).toEqual({
      kind: 'progress',
      progress: { iteration: 100, iterations: 3000, psnr: 24.5 },
    });
    expect(parseTrainerLine('ATRIUM_DONE {"gaussians":12,"psnr":30}')).toEqual({
      kind: 'done',
      done: { gaussians: 12, psnr: 30 },
    });
    // The measured quality comes through when it is whole, and is left out when it is not.
    const scores = {
      heldOut: { psnr: 28, ssim: 0.88, frames: 3 },
      train: { psnr: 30, ssim: 0.9, frames: 21 },
      gaussians: 12,
      iterations: 3000,
    };
    expect(parseTrainerLine(`ATRIUM_DONE ${JSON.stringify({ gaussians: 12, psnr: 30, scores })}`)).toEqual({
      kind: 'done',
      done: { gaussians: 12, psnr: 30, scores },
    });
    expect(
      parseTrainerLine(`ATRIUM_DONE ${JSON.stringify({ gaussians: 12, psnr: 30, scores: { heldOut: 1 } })}`),
    ).toEqual({ kind: 'done', done: { gaussians: 12, psnr: 30 } });
    for (const line of [
      'ATRIUM_PROGRESS {oops',
      'ATRIUM_PROGRESS {"iteration":"7"}',
      'step 100 loss 0.1',
      '',
    ])
      expect(parseTrainerLine(line).kind).toBe('other');
  });
});

describe('trainWithGsplat', () => {
  it('passes the model, reports each progress line and returns the .ply the script wrote', async () => {
    const seen: GsplatProgress[] = [];
    const logged: string[] = [];
    const result = await trainWithGsplat({
      ...options('ok', 'ok'),
      onProgress: (p) => seen.push(p),
      log: (line) => logged.push(line),
    });
    expect(seen.map((p) => p.iteration)).toEqual([100, 200, 300, 400]);
    expect(seen.every((p) => p.iterations === 400)).toBe(true);
    expect(result.gaussians).toBe(5);
    expect(result.trainPsnr).toBe(27.5);
    expect(result.scores?.heldOut).toEqual({ psnr: 29.1, ssim: 0.9, frames: 8 });
    const header = readPlyHeader(result.ply);
    expect(readPlyElement(result.ply, header, 'vertex').count).toBe(5);
    expect(header.elements[0]?.properties.map((p) => p.name)).toEqual(PLY_PROPERTIES);
    expect(logged).toContain('Loaded 12 images, 4000 points');
    expect(logged).toContain('ATRIUM_PROGRESS {not json');
    const args = JSON.parse(readFileSync(`${join(root, 'ok.ply')}.args.json`, 'utf8')) as string[];
    expect(args).toEqual([
      '--sparse',
      join(root, 'sparse'),
      '--images',
      join(root, 'images'),
      '--out',
      join(root, 'ok.ply'),
      '--iterations',
      '400',
    ]);
  });

  it("fails with the script's last error line as the reason", async () => {
    await expect(trainWithGsplat(options('fail', 'fail'))).rejects.toThrow(
      expect.objectContaining({
        name: 'BuildFailure',
        message: 'Training on the GPU failed: no CUDA GPU is available for training',
      }),
    );
  });

  it('fails when the script exits cleanly without a usable .ply', async () => {
    for (const mode of ['no-ply', 'truncated'])
      await expect(trainWithGsplat(options(mode, mode))).rejects.toThrow(
        'Training on the GPU finished without writing a usable scene file.',
      );
  });

  it('fails readably when the trainer cannot start', async () => {
    await expect(
      trainWithGsplat({ ...options('ok', 'missing'), command: [join(root, 'no-such-python')] }),
    ).rejects.toThrow(/^The GPU trainer could not start/);
  });

  it('stops a trainer that runs past its time limit', async () => {
    const slow = join(root, 'slow.mjs');
    writeFileSync(slow, 'setTimeout(() => {}, 60_000);');
    await expect(
      trainWithGsplat({ ...options('ok', 'slow'), command: [process.execPath, slow], timeoutMs: 300 }),
    ).rejects.toThrow('Training on the GPU took too long and was stopped.');
  });
});

describe('plyVertexCount', () => {
  it('is 0 for anything but a complete 3DGS PLY', () => {
    expect(plyVertexCount(Buffer.from('not a ply'))).toBe(0);
    expect(
      plyVertexCount(
        Buffer.from('ply\nformat binary_little_endian 1.0\nelement vertex 2\nproperty float x\nend_header\n'),
      ),
    ).toBe(0);
    // Complete, but no Gaussian-splat scene: nothing a viewer could draw.
    expect(
      plyVertexCount(
        Buffer.concat([
          Buffer.from(
            'ply\nformat binary_little_endian 1.0\nelement vertex 2\nproperty float x\nend_header\n',
          ),
          Buffer.alloc(8),
        ]),
      ),
    ).toBe(0);
    const complete = encodePly(new Float32Array(2 * STRIDE), 2);
    expect(plyVertexCount(complete)).toBe(2);
    expect(plyVertexCount(complete.subarray(0, complete.length - 4))).toBe(0);
  });
});

/**
 * The first python3 with numpy: ATRIUM_GSPLAT_PYTHON, the one on PATH, then Debian's, where
 * `infra/local/system-deps.sh numpy` installs it (a pyenv python3 on PATH may lack it).
 */
const pythonWithNumpy = [process.env.ATRIUM_GSPLAT_PYTHON, 'python3', '/usr/bin/python3'].find((python) => {
  if (!python) return false;
  try {
    execFileSync(python, ['-c', 'import numpy'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});

// Never skipped: a machine without numpy fails here, saying how to install it.
describe('train_gsplat.py --init-only (no GPU needed)', () => {
  it('has a python3 with numpy to run the script with', () => {
    expect(
      pythonWithNumpy,
      'no python3 with numpy: run `bash infra/local/system-deps.sh numpy`',
    ).toBeDefined();
  });

  it('reads a COLMAP BIN model and writes the standard 3DGS .ply of its points', async () => {
    const cams = ringCameras(4, 64, 48);
    const points = surfacePoints(300, 3, 'detailed');
    const sparse = join(root, 'model');
    writeColmapBinary(
      sparse,
      viewsToColmap(
        cams.map((camera, i) => ({ name: `f${i}.png`, camera, image: new Float32Array(0) })),
        points,
      ),
    );
    const seen: GsplatProgress[] = [];
    const result = await trainWithGsplat({
      sparseDir: sparse,
      imagesDir: root,
      outPath: join(root, 'init.ply'),
      iterations: 1,
      command: [pythonWithNumpy ?? 'python3', GSPLAT_SCRIPT, '--init-only'],
      onProgress: (p) => seen.push(p),
    });
    expect(seen).toHaveLength(1);
    expect(result.gaussians).toBe(300);
    const header = readPlyHeader(result.ply);
    expect(header.elements[0]?.properties.map((p) => p.name)).toEqual(PLY_PROPERTIES);
    const vertex = readPlyElement(result.ply, header, 'vertex');
    const at = (g: number, name: string) => vertex.column(name)?.[g] as number;
    for (const g of [0, 150, 299]) {
      for (const [k, axis] of ['x', 'y', 'z'].entries())
        expect(at(g, axis)).toBeCloseTo(points.xyz[3 * g + k] as number, 5);
      // f_dc holds the point's colour as the SH DC term: 0.5 + C0·f_dc = rgb / 255.
      expect(0.5 + 0.28209479 * at(g, 'f_dc_0')).toBeCloseTo((points.rgb[3 * g] as number) / 255, 4);
      expect([at(g, 'rot_0'), at(g, 'rot_1'), at(g, 'rot_2'), at(g, 'rot_3')]).toEqual([1, 0, 0, 0]);
      expect(1 / (1 + Math.exp(-at(g, 'opacity')))).toBeCloseTo(0.1, 5);
      expect(at(g, 'scale_0')).toBe(at(g, 'scale_2'));
      // The 3DGS initial size: root of the mean squared distance to the 3 nearest neighbours.
      const d2 = Array.from({ length: 300 }, (_, o) =>
        o === g
          ? Number.POSITIVE_INFINITY
          : [0, 1, 2].reduce(
              (s, k) => s + ((points.xyz[3 * o + k] as number) - (points.xyz[3 * g + k] as number)) ** 2,
              0,
            ),
      ).sort((a, b) => a - b);
      expect(Math.exp(at(g, 'scale_0'))).toBeCloseTo(
        Math.sqrt(d2.slice(0, 3).reduce((a, b) => a + b, 0) / 3),
        3,
      );
    }
  });

  it("holds out the same images as the CPU trainer, so both builds' quality is measured alike", () => {
    const cams = ringCameras(40, 32, 24);
    const views = cams.map((camera, i) => ({
      name: `f${String(i).padStart(2, '0')}.png`,
      camera,
      image: new Float32Array(0),
    }));
    const sparse = join(root, 'model-40');
    writeColmapBinary(sparse, viewsToColmap(views, surfacePoints(50, 3, 'detailed')));
    const out = execFileSync(pythonWithNumpy ?? 'python3', [
      GSPLAT_SCRIPT,
      '--init-only',
      ...['--sparse', sparse, '--images', root, '--out', join(root, 'init-40.ply')],
    ]).toString();
    const progress = JSON.parse(/^ATRIUM_PROGRESS (.*)$/m.exec(out)?.[1] ?? '{}') as { heldOut?: string[] };
    expect(progress.heldOut).toEqual(holdOut(views, 8).test.map((v) => v.name));
  });
});
