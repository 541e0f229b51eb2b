/**
 * Per-frame exposure compensation: a phone's auto-exposure and white balance drift through a video, so
 * each training frame gets a gain and an offset per colour channel, learnt with the scene (Adam), that
 * the render passes through before the loss: the Gaussians learn one exposure instead of baking each
 * frame's into view-dependent colour and floaters. Held-out frames and the delivered scene use none.
 * In the spirit of the per-image appearance codes of NeRF-W and the affine colour correction of
 * Zip-NeRF / gsplat's `app_opt`, reduced to 6 numbers a frame.
 */
import type { FloatArray } from './types.ts';

const LR = 0.01;
const BETA1 = 0.9;
const BETA2 = 0.999;
const EPS = 1e-15;

export class ExposureCompensation {
  /** Per view and channel: gain (log, so it stays positive) and offset, with their Adam moments. */
  private readonly params: Float64Array;
  private readonly m: Float64Array;
  private readonly v: Float64Array;
  private readonly steps: Uint32Array;

  constructor(views: number) {
    this.params = new Float64Array(6 * views);
    this.m = new Float64Array(6 * views);
    this.v = new Float64Array(6 * views);
    this.steps = new Uint32Array(views);
  }

  gain(view: number, channel: number): number {
    return Math.exp(this.params[6 * view + channel] as number);
  }

  offset(view: number, channel: number): number {
    return this.params[6 * view + 3 + channel] as number;
  }

  /** The render as frame `view`'s camera saw it: gain · image + offset, in place (planar RGB). */
  apply(view: number, image: FloatArray, plane: number): void {
    for (let c = 0; c < 3; c++) {
      const g = this.gain(view, c);
      const b = this.offset(view, c);
      for (let i = c * plane; i < (c + 1) * plane; i++) image[i] = g * (image[i] as number) + b;
    }
  }

  /**
   * Given the loss's gradient w.r.t. the compensated image, updates the frame's gain and offset and
   * turns the gradient into the one w.r.t. the render (dImage · gain), in place.
   */
  backward(view: number, compensated: FloatArray, dImage: FloatArray, plane: number): void {
    const grads = new Float64Array(6);
    for (let c = 0; c < 3; c++) {
      const g = this.gain(view, c);
      const b = this.offset(view, c);
      let dg = 0;
      let db = 0;
      for (let i = c * plane; i < (c + 1) * plane; i++) {
        const d = dImage[i] as number;
        // The render before compensation, recovered: (I' − b) / g.
        dg += d * ((compensated[i] as number) - b);
        db += d;
        dImage[i] = d * g;
      }
      // d/d(log g) of g·I + b is g·I = I' − b.
      grads[c] = dg;
      grads[3 + c] = db;
    }
    const t = (this.steps[view] as number) + 1;
    this.steps[view] = t;
    const c1 = 1 - BETA1 ** t;
    const c2 = 1 - BETA2 ** t;
    for (let k = 0; k < 6; k++) {
      const i = 6 * view + k;
      const gk = grads[k] as number;
      this.m[i] = BETA1 * (this.m[i] as number) + (1 - BETA1) * gk;
      this.v[i] = BETA2 * (this.v[i] as number) + (1 - BETA2) * gk * gk;
      this.params[i] =
        (this.params[i] as number) -
        (LR * ((this.m[i] as number) / c1)) / (Math.sqrt((this.v[i] as number) / c2) + EPS);
    }
  }
}
