/**
 * The differentiable renderer: owns the working memory and the worker pool, and runs the phases of
 * one step — project, bin, composite, loss, and their backward passes — for a given camera.
 */
import { Arena } from './arena.ts';
import { binGaussians } from './binning.ts';
import { CTRL_BWD_TILE, CTRL_FWD_TILE } from './kernels.ts';
import { COV, IG, PRE, STRIDE, TILE } from './layout.ts';
import { type LossValue, lossValue } from './loss.ts';
import { Pool } from './pool.ts';
import type { Camera, FloatArray, Uniforms } from './types.ts';

export interface EngineOptions {
  threads: number;
  /** Reference mode: float64 storage and exact exp (for gradient checks). */
  float64?: boolean;
}

export interface StepSettings {
  shDegree: number;
  bg?: number[];
  ssimLambda?: number;
}

export interface Timings {
  project: number;
  bin: number;
  rasterFwd: number;
  loss: number;
  rasterBwd: number;
  projectBwd: number;
}

export function emptyTimings(): Timings {
  return { project: 0, bin: 0, rasterFwd: 0, loss: 0, rasterBwd: 0, projectBwd: 0 };
}

/** Camera centre in world space: −Rᵀ·t. */
export function cameraCenter(c: Camera): number[] {
  const R = c.R;
  const t = c.t;
  const out = [0, 0, 0];
  for (let i = 0; i < 3; i++) {
    out[i] = -(
      (R[i] as number) * (t[0] as number) +
      (R[3 + i] as number) * (t[1] as number) +
      (R[6 + i] as number) * (t[2] as number)
    );
  }
  return out;
}

export class Engine {
  n = 0;
  readonly timings: Timings = emptyTimings();

  private constructor(
    readonly arena: Arena,
    readonly pool: Pool,
  ) {}

  static async create(opts: EngineOptions): Promise<Engine> {
    const arena = new Arena(opts.float64 ?? false);
    arena.ensure('ctrl', 16);
    const pool = await Pool.create(arena, opts.threads);
    return new Engine(arena, pool);
  }

  get views() {
    return this.arena.views;
  }

  get float64(): boolean {
    return this.arena.float64;
  }

  /** Makes room for n Gaussians, keeping the first `this.n`. */
  reserve(n: number): void {
    for (const name of ['params', 'grads', 'adamM', 'adamV'] as const)
      this.arena.ensure(name, n * STRIDE, true);
    this.arena.ensure('pre', n * PRE);
    this.arena.ensure('cov2d', n * COV);
    this.arena.ensure('flags', n);
    for (const name of ['gradAccum', 'denom', 'maxRadii'] as const) this.arena.ensure(name, n, true);
  }

  /** Replaces all Gaussians (parameters in the STRIDE layout); clears optimiser state and statistics. */
  setGaussians(params: ArrayLike<number>, n: number): void {
    this.reserve(n);
    const v = this.views;
    v.params.set(
      params instanceof Float32Array || params instanceof Float64Array
        ? params.subarray(0, n * STRIDE)
        : Array.from(params).slice(0, n * STRIDE),
    );
    v.adamM.fill(0, 0, n * STRIDE);
    v.adamV.fill(0, 0, n * STRIDE);
    v.gradAccum.fill(0, 0, n);
    v.denom.fill(0, 0, n);
    v.maxRadii.fill(0, 0, n);
    this.n = n;
  }

  uniforms(cam: Camera, s: StepSettings): Uniforms {
    return {
      n: this.n,
      width: cam.width,
      height: cam.height,
      tilesX: Math.ceil(cam.width / TILE),
      tilesY: Math.ceil(cam.height / TILE),
      fx: cam.fx,
      fy: cam.fy,
      cx: cam.cx,
      cy: cam.cy,
      R: cam.R.slice(),
      t: cam.t.slice(),
      campos: cameraCenter(cam),
      shDegree: s.shDegree,
      bg: s.bg ?? [0, 0, 0],
      fast: !this.float64,
      ssimLambda: s.ssimLambda ?? 0.2,
      step: 1,
      lr: [],
      beta1: 0.9,
      beta2: 0.999,
      eps: 1e-15,
      trackStats: false,
    };
  }

  private ensureImage(u: Uniforms): void {
    const plane = u.width * u.height;
    for (const name of ['image', 'target', 'dImage', 'gMu', 'gM11', 'gM12'] as const)
      this.arena.ensure(name, 3 * plane);
    this.arena.ensure('finalT', plane);
    this.arena.ensure('lastContrib', plane);
    this.arena.ensure('rowStats', 3 * u.height);
  }

  /** Projection, binning and compositing: the rendered image lands in views.image (planar RGB). */
  async forward(u: Uniforms): Promise<{ visible: number; instances: number }> {
    this.ensureImage(u);
    let t = performance.now();
    await this.pool.run('project', u);
    let t2 = performance.now();
    this.timings.project += t2 - t;
    t = t2;
    const bins = binGaussians(this.arena, u.n, u.tilesX, u.tilesY);
    this.arena.ensure('instGrad', bins.instances * IG);
    t2 = performance.now();
    this.timings.bin += t2 - t;
    t = t2;
    Atomics.store(this.views.ctrl, CTRL_FWD_TILE, 0);
    await this.pool.run('rasterFwd', u);
    this.timings.rasterFwd += performance.now() - t;
    return bins;
  }

  /** Loss of views.image against `target` and its gradient in views.dImage. */
  async loss(u: Uniforms, target: ArrayLike<number>): Promise<LossValue> {
    const t = performance.now();
    const plane = u.width * u.height;
    (this.views.target as FloatArray).set(
      target instanceof Float32Array || target instanceof Float64Array
        ? target.subarray(0, 3 * plane)
        : Array.from(target),
    );
    await this.pool.run('lossFwd', u);
    // With λ = 0 the forward pass wrote the whole (L1) gradient: SSIM's backward blurs are skipped.
    if (u.ssimLambda !== 0) await this.pool.run('lossBwd', u);
    this.timings.loss += performance.now() - t;
    return lossValue(this.views, u);
  }

  /** Backward from views.dImage to views.grads; with `adam`, also applies the Adam step (u.lr, u.step). */
  async backward(u: Uniforms, adam: boolean): Promise<void> {
    let t = performance.now();
    Atomics.store(this.views.ctrl, CTRL_BWD_TILE, 0);
    await this.pool.run('rasterBwd', u);
    const t2 = performance.now();
    this.timings.rasterBwd += t2 - t;
    t = t2;
    await this.pool.run(adam ? 'projectBwdAdam' : 'projectBwd', u);
    this.timings.projectBwd += performance.now() - t;
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}
