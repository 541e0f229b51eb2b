/**
 * The trainer's working memory: named typed arrays over SharedArrayBuffers, so worker threads see the
 * same memory. Arrays grow (never shrink) when a larger scene or image needs it; `version` changes
 * whenever a buffer is replaced so the pool knows to hand the new ones to its workers.
 */
import type { FloatArray } from './types.ts';

type Kind = 'float' | 'f32' | 'f64' | 'i32' | 'u8';

export interface Views {
  params: FloatArray;
  grads: FloatArray;
  adamM: FloatArray;
  adamV: FloatArray;
  pre: FloatArray;
  cov2d: FloatArray;
  flags: Uint8Array;
  instOffset: Int32Array;
  tileRect: Int32Array;
  order: Int32Array;
  depthKey: Uint32Array;
  sortTmpA: Int32Array;
  sortTmpK: Uint32Array;
  bucket: Int32Array;
  bucketGauss: Int32Array;
  instRec: FloatArray;
  instGrad: FloatArray;
  tileRange: Int32Array;
  image: FloatArray;
  finalT: FloatArray;
  lastContrib: Int32Array;
  target: FloatArray;
  dImage: FloatArray;
  gMu: FloatArray;
  gM11: FloatArray;
  gM12: FloatArray;
  rowStats: Float64Array;
  gradAccum: Float32Array;
  denom: Float32Array;
  maxRadii: Float32Array;
  ctrl: Int32Array;
}

export type BufferName = keyof Views;

const KINDS: Record<BufferName, Kind> = {
  params: 'float',
  grads: 'float',
  adamM: 'float',
  adamV: 'float',
  pre: 'float',
  cov2d: 'float',
  flags: 'u8',
  instOffset: 'i32',
  tileRect: 'i32',
  order: 'i32',
  depthKey: 'i32',
  sortTmpA: 'i32',
  sortTmpK: 'i32',
  bucket: 'i32',
  bucketGauss: 'i32',
  instRec: 'float',
  instGrad: 'float',
  tileRange: 'i32',
  image: 'float',
  finalT: 'float',
  lastContrib: 'i32',
  target: 'float',
  dImage: 'float',
  gMu: 'float',
  gM11: 'float',
  gM12: 'float',
  rowStats: 'f64',
  gradAccum: 'f32',
  denom: 'f32',
  maxRadii: 'f32',
  ctrl: 'i32',
};

export type Shared = Record<BufferName, SharedArrayBuffer>;

function bytesPer(kind: Kind, float64: boolean): number {
  if (kind === 'u8') return 1;
  if (kind === 'f64' || (kind === 'float' && float64)) return 8;
  return 4;
}

/** Typed-array views over shared buffers (used by the owner and by every worker). */
export function makeViews(shared: Shared, float64: boolean): Views {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(KINDS) as BufferName[]) {
    const sab = shared[name];
    const kind = KINDS[name];
    if (kind === 'u8') out[name] = new Uint8Array(sab);
    else if (kind === 'i32')
      out[name] = name === 'depthKey' || name === 'sortTmpK' ? new Uint32Array(sab) : new Int32Array(sab);
    else if (kind === 'f32') out[name] = new Float32Array(sab);
    else if (kind === 'f64' || float64) out[name] = new Float64Array(sab);
    else out[name] = new Float32Array(sab);
  }
  return out as unknown as Views;
}

export class Arena {
  readonly shared: Shared;
  views: Views;
  version = 0;

  constructor(readonly float64: boolean) {
    const shared: Record<string, SharedArrayBuffer> = {};
    for (const name of Object.keys(KINDS) as BufferName[]) shared[name] = new SharedArrayBuffer(8);
    this.shared = shared as Shared;
    this.views = makeViews(this.shared, float64);
  }

  /** Makes `name` hold at least `length` elements, keeping its contents when `keep`; grows by 1.5×. */
  ensure(name: BufferName, length: number, keep = false): void {
    const bytes = bytesPer(KINDS[name], this.float64);
    if (this.shared[name].byteLength >= length * bytes) return;
    const grown = Math.max(length, Math.ceil((this.shared[name].byteLength / bytes) * 1.5));
    const sab = new SharedArrayBuffer(grown * bytes);
    if (keep) new Uint8Array(sab).set(new Uint8Array(this.shared[name]));
    this.shared[name] = sab;
    this.views = makeViews(this.shared, this.float64);
    this.version++;
  }
}
