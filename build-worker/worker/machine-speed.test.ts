/** The machine's speed: measured once, remembered in the data folder, measured again on another machine. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { machineSpeed, rememberedMachineSpeed, stepCostOf } from './machine-speed.ts';

const root = mkdtempSync(join(tmpdir(), 'machine-speed-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('machineSpeed', () => {
  it('measures once and remembers it in the data folder', async () => {
    const file = join(root, 'data', 'machine-speed.json');
    let measured = 0;
    const measure = async () => {
      measured++;
      return 0.4;
    };
    // Nothing remembered yet: the build's first estimate uses the reference machine's speed.
    expect(rememberedMachineSpeed(2, file)).toBeNull();
    const first = await machineSpeed({ threads: 2, file, measure });
    // Remembered: the next build's first estimate uses it without measuring.
    expect(rememberedMachineSpeed(2, file)).toEqual(first);
    expect(rememberedMachineSpeed(1, file)).toBeNull();
    const again = await machineSpeed({ threads: 2, file, measure });
    expect(measured).toBe(1);
    expect(again).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    // Twice the reference machine's time for the same workload: twice as slow a step.
    const half = await machineSpeed({ threads: 2, file: join(root, 'half.json'), measure: async () => 0.8 });
    expect(half.slowness).toBeCloseTo(2 * first.slowness, 9);
    expect(stepCostOf(half).secondsPerPixel).toBeCloseTo(2 * stepCostOf(first).secondsPerPixel, 15);
  });

  it('measures again for another machine, another thread count, or a file it cannot read', async () => {
    const file = join(root, 'other.json');
    let measured = 0;
    const measure = async () => {
      measured++;
      return 0.3;
    };
    writeFileSync(
      file,
      JSON.stringify({ slowness: 1, machine: 'another CPU × 64, 8 threads', measuredAt: '' }),
    );
    await machineSpeed({ threads: 2, file, measure });
    expect(measured).toBe(1);
    await machineSpeed({ threads: 1, file, measure });
    expect(measured).toBe(2);
    writeFileSync(file, '{ not json');
    await machineSpeed({ threads: 1, file, measure });
    expect(measured).toBe(3);
  });
});
