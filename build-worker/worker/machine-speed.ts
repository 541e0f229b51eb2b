/**
 * How fast this machine is against the reference machine the build's time figures were measured on:
 * a fixed synthetic training workload (a few seconds), measured once per machine and remembered in
 * `<data dir>/machine-speed.json`, so every build's first estimate comes from this machine's speed
 * rather than from the first stage's rate. A file for another CPU or thread count, or an unreadable
 * one, is measured again.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { dirname, resolve } from 'node:path';
import type { StepCost } from '../trainer/cost-model.ts';
import { Engine } from '../trainer/engine.ts';
import { logit } from '../trainer/fastmath.ts';
import { initFromPoints } from '../trainer/init.ts';
import { P_OPACITY, P_SCALE, STRIDE } from '../trainer/layout.ts';
import { Rng } from '../trainer/rng.ts';
import { lookAt, surfacePoints } from '../trainer/synthetic.ts';

export interface MachineSpeed {
  /** This machine's time for the calibration workload over the reference machine's (2: half as fast). */
  slowness: number;
  /** CPU model × cores and the trainer's threads: a file measured elsewhere does not count. */
  machine: string;
  measuredAt: string;
}

/**
 * The calibration workload's seconds on the reference machine (the shared 2-core development VM,
 * 2 threads), where the cost model's figures (REFERENCE_STEP_COST) and progress.ts's stage constants
 * were measured: docs/tour-build.md, "Estimates".
 */
const REFERENCE_WORKLOAD_SECONDS = 0.29;

/**
 * One training step on real photos on the reference machine, fitted to the figurine's runs (CPU time
 * over 2 × 0.85; half and quarter resolution, 1.4k to 13.5k Gaussians: docs/tour-build.md). A trained
 * Gaussian costs far more than the synthetic bench's (it covers many pixels). The synthetic workload
 * only says how much faster or slower another machine is.
 */
const REFERENCE_STEP_COST: StepCost = { secondsPerPixel: 0.93e-6, secondsPerGaussian: 5.5e-6 };

/** A training step's cost on a machine of this speed. */
export function stepCostOf(speed: Pick<MachineSpeed, 'slowness'>): StepCost {
  return {
    secondsPerPixel: REFERENCE_STEP_COST.secondsPerPixel * speed.slowness,
    secondsPerGaussian: REFERENCE_STEP_COST.secondsPerGaussian * speed.slowness,
  };
}

function machineName(threads: number): string {
  return `${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, ${threads} threads`;
}

/**
 * Share of its threads' CPU time a step turns into wall time on a free machine (2 threads on the
 * reference machine: the serial binning and the hand-overs between phases keep it under 1).
 */
const PARALLEL_EFFICIENCY = 0.85;

/**
 * Median seconds of one step with `count` synthetic Gaussians at width × height: `free`, as a free
 * machine would take (CPU time of all threads over the threads, so a machine busy with other work when
 * it is measured is not written down as a slow one), and `wall`, as it took now.
 */
async function stepTime(
  threads: number,
  width: number,
  height: number,
  count: number,
  steps = 7,
): Promise<{ free: number; wall: number }> {
  const engine = await Engine.create({ threads });
  const parallel = Math.max(1, Math.min(threads, availableParallelism()));
  try {
    // Gaussians on the synthetic scene's surfaces with trained-like opacities and sizes.
    const params = initFromPoints(surfacePoints(count, 11, 'detailed', 0.002));
    const rng = new Rng(4);
    for (let g = 0; g < count; g++) {
      const o = g * STRIDE;
      params[o + P_OPACITY] = logit(rng.range(0.05, 0.95));
      for (let k = 0; k < 3; k++)
        params[o + P_SCALE + k] = (params[o + P_SCALE + k] as number) + rng.range(-1, 0.5);
    }
    engine.setGaussians(params, count);
    const target = new Float32Array(3 * width * height).fill(0.4);
    const lr = new Array<number>(STRIDE).fill(1e-4);
    const free: number[] = [];
    const wall: number[] = [];
    for (let s = 0; s < steps; s++) {
      const a = (s / 7) * 2 * Math.PI;
      const u = engine.uniforms(
        lookAt([4.2 * Math.cos(a), 0.8, 4.2 * Math.sin(a)], [0.2, -0.3, 0.1], width, height, 0.9 * width),
        {
          shDegree: 0,
        },
      );
      u.lr = lr;
      u.step = s + 1;
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await engine.forward(u);
      await engine.loss(u, target);
      await engine.backward(u, true);
      const c = process.cpuUsage(c0);
      // The first two warm the code and the memory up.
      if (s < 2) continue;
      free.push((c.user + c.system) / 1e6 / (parallel * PARALLEL_EFFICIENCY));
      wall.push((performance.now() - t0) / 1000);
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)] as number;
    return { free: median(free), wall: median(wall) };
  } finally {
    await engine.close();
  }
}

/** The calibration workload: a step at 320×180 with few and with many Gaussians (seconds, summed). */
async function measureWorkload(threads: number): Promise<number> {
  return (await stepTime(threads, 320, 180, 5_000)).free + (await stepTime(threads, 320, 180, 60_000)).free;
}

/**
 * How much longer than on a free machine things take right now, because other work shares the CPU
 * (1: nothing else runs; 3: a third of the CPU is ours): a second of steps, measured at each build's
 * start. The remembered speed is the machine's; this is the moment's.
 */
export async function measureContention(threads: number): Promise<number> {
  const t = await stepTime(threads, 320, 180, 20_000, 6);
  return Math.min(20, Math.max(1, t.wall / t.free));
}

/** The data folder's speed file (ATRIUM_DATA_DIR, else .data/ where the worker runs: the repository). */
function speedFile(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.ATRIUM_DATA_DIR ?? '.data', 'machine-speed.json');
}

function read(file: string, machine: string): MachineSpeed | null {
  if (!existsSync(file)) return null;
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<MachineSpeed>;
    if (saved.machine === machine && typeof saved.slowness === 'number' && saved.slowness > 0)
      return saved as MachineSpeed;
  } catch {
    // Unreadable: measured again below.
  }
  return null;
}

/** This machine's speed as remembered, or null when it has not been measured here yet. */
export function rememberedMachineSpeed(threads: number, file = speedFile()): MachineSpeed | null {
  return read(file, machineName(threads));
}

/** This machine's speed: remembered, or measured now (a few seconds) and written down. */
export async function machineSpeed(opts: {
  threads: number;
  file?: string;
  measure?: (threads: number) => Promise<number>;
}): Promise<MachineSpeed> {
  const file = opts.file ?? speedFile();
  const machine = machineName(opts.threads);
  const known = read(file, machine);
  if (known) return known;
  const seconds = await (opts.measure ?? measureWorkload)(opts.threads);
  const speed: MachineSpeed = {
    slowness: seconds / REFERENCE_WORKLOAD_SECONDS,
    machine,
    measuredAt: new Date().toISOString(),
  };
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(speed, null, 2)}\n`);
  } catch {
    // A read-only disk (a container): measured again next time.
  }
  return speed;
}
