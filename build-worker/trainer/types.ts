/** Types shared by the trainer's modules (and by its callers). */

export type FloatArray = Float32Array | Float64Array;

/** A pinhole camera. R (row-major) and t map world to camera: x_cam = R·x_world + t (COLMAP's convention). */
export interface Camera {
  width: number;
  height: number;
  fx: number;
  fy: number;
  /** Principal point in COLMAP's pixel convention (the top-left pixel's centre is at 0.5, 0.5). */
  cx: number;
  cy: number;
  R: number[];
  t: number[];
}

/** A training view: a camera and its image as planar RGB in [0, 1] (3 planes of width × height). */
export interface View {
  name: string;
  camera: Camera;
  image: Float32Array;
}

/** Per-call constants the kernels read (sent to workers with every phase): the view's camera and more. */
export interface Uniforms extends Camera {
  n: number;
  tilesX: number;
  tilesY: number;
  campos: number[];
  shDegree: number;
  bg: number[];
  /** Fast exp approximation (float32 mode); false = Math.exp (float64 reference mode). */
  fast: boolean;
  ssimLambda: number;
  /** Adam: step number (1-based), per-parameter learning rates (length STRIDE), betas, epsilon. */
  step: number;
  lr: number[];
  beta1: number;
  beta2: number;
  eps: number;
  /** Accumulate densification statistics in the projection backward. */
  trackStats: boolean;
}

export interface ProgressEvent {
  iteration: number;
  iterations: number;
  loss: number;
  /** PSNR of the training view just rendered (dB). */
  psnr: number;
  gaussians: number;
  elapsedMs: number;
  etaMs: number;
}
