import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readGaussianPly, readPlyHeader } from '#formats/gaussian-ply.ts';
import { main } from './cli.ts';
import { qvecToRotation } from './colmap.ts';
import { rotationToQvec, viewsToColmap, writeColmapBinary, writeColmapText } from './colmap-write.ts';
import { encodePng } from './png.ts';
import { makeSyntheticScene } from './synthetic.ts';

const root = mkdtempSync(join(tmpdir(), 'trainer-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  const error = vi
    .spyOn(console, 'error')
    .mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  try {
    const code = await main(args);
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

describe('npm run train (CLI)', () => {
  const scene = makeSyntheticScene({ width: 64, height: 48, views: 10, points: 800, seed: 3 });
  const images = join(root, 'images');
  mkdirSync(images, { recursive: true });
  for (const v of [...scene.train, ...scene.test])
    writeFileSync(join(images, v.name), encodePng({ width: 64, height: 48, data: v.image }));
  const model = viewsToColmap([...scene.train, ...scene.test], scene.points);
  writeColmapText(join(root, 'sparse-txt'), model);
  writeColmapBinary(join(root, 'sparse-bin'), model);

  it('converts rotations to COLMAP quaternions and back', () => {
    const R = scene.train[1]?.camera.R as number[];
    for (const [i, v] of qvecToRotation(rotationToQvec(R)).entries())
      expect(v).toBeCloseTo(R[i] as number, 12);
  });

  it.each(['sparse-txt', 'sparse-bin'])(
    'trains from a %s model and writes a .ply',
    async (dir) => {
      const out = join(root, `${dir}.ply`);
      const r = await run([
        '--colmap',
        join(root, dir),
        '--images',
        images,
        '--out',
        out,
        '--iterations',
        '100',
        '--threads',
        '1',
        '--scale',
        '0.5',
        '--test-every',
        '5',
      ]);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).toContain('10 images (32×24), 800 points');
      // The Gaussian budget (half a view's pixels, run-schedule.ts) is under the model's 800 points at
      // 32×24, so this run may not grow past them; that short runs densify is run-schedule.test.ts's.
      const progress = /\[100\/100\] loss \d\.\d{4} {2}PSNR \d+\.\d\d dB {2}Gaussians (\d+)/.exec(r.out);
      expect(Number(progress?.[1])).toBeGreaterThan(0);
      expect(Number(progress?.[1])).toBeLessThanOrEqual(800);
      expect(r.out).toMatch(
        /Quality \(held out\): \d+\.\d\d dB PSNR, SSIM 0\.\d{3} on 2 views never trained on\n/,
      );
      expect(r.out).toMatch(
        /Quality \(training views\): \d+\.\d\d dB PSNR, SSIM 0\.\d{3} on 8 views trained on/,
      );
      const ply = readFileSync(out);
      const written = /Wrote .*: (\d+) Gaussians/.exec(r.out);
      expect(readGaussianPly(ply).count).toBe(Number(written?.[1]));
      expect(readPlyHeader(ply).elements[0]?.properties).toHaveLength(62);
    },
    60_000,
  );

  it("reads the images/ + sparse/0 layout of 3DGS's convert.py with --dataset", async () => {
    const ds = join(root, '3dgs');
    writeColmapBinary(join(ds, 'sparse', '0'), model);
    cpSync(images, join(ds, 'images'), { recursive: true });
    const out = join(root, '3dgs.ply');
    const r = await run(['--dataset', ds, '--out', out, '--iterations', '10', '--threads', '1', '--quiet']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Loaded BIN model: 10 images (64×48), 800 points');
    expect(readGaussianPly(readFileSync(out)).count).toBe(800);
  });

  it('explains a missing or malformed model', async () => {
    const missing = await run([
      '--colmap',
      join(root, 'nope'),
      '--images',
      images,
      '--out',
      join(root, 'x.ply'),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.err).toBe(`error: COLMAP model folder not found: ${join(root, 'nope')}`);
    const bad = join(root, 'bad');
    writeColmapText(bad, model);
    writeFileSync(join(bad, 'images.txt'), '1 0.5 0.5 x 0.5 0 0 0 1 view_000.png\n\n');
    const malformed = await run(['--colmap', bad, '--images', images, '--out', join(root, 'x.ply')]);
    expect(malformed.code).toBe(1);
    expect(malformed.err).toBe('error: Malformed images.txt line 1: QY is "x"');
    const usage = await run(['--colmap', bad]);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('--colmap and --images (or --dataset), and --out are required');
    expect(existsSync(join(root, 'x.ply'))).toBe(false);
  });
});
