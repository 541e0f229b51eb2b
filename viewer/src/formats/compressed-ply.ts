/**
 * The compressed `.ply` of PlayCanvas/SuperSplat: Gaussians in chunks of 256, each chunk storing the
 * min/max of its positions and log scales, each Gaussian four packed uint32 — position and scale as
 * 11/10/11-bit fractions of the chunk's range, rotation as "smallest three" (2 bits naming the largest
 * component, 3 × 10 bits), colour and opacity as 8 bits each. 16 bytes per Gaussian plus 48 per chunk.
 *
 * three's WebGPU loader reads only the plain 3DGS `.ply`, so the viewer decodes this format here, once,
 * into `.splat` bytes that both renderers draw. The writer exists for tests and benchmarks.
 */
import {
  clampByte,
  type Gaussians,
  type PlyHeader,
  readPlyElement,
  readPlyHeader,
  SH_C0,
  sigmoid,
} from './gaussian-ply.ts';
import { type SplatCloud, writeSplat } from './splat-cloud.ts';

const CHUNK = 256;
const CHUNK_PROPERTIES = [
  'min_x',
  'min_y',
  'min_z',
  'max_x',
  'max_y',
  'max_z',
  'min_scale_x',
  'min_scale_y',
  'min_scale_z',
  'max_scale_x',
  'max_scale_y',
  'max_scale_z',
];
const VERTEX_PROPERTIES = ['packed_position', 'packed_rotation', 'packed_scale', 'packed_color'];
const ROT_NORM = Math.SQRT1_2;

/**
 * A `.ply` whose header declares the chunk element and the packed vertex properties. It takes the header
 * the reader parsed, so that telling the layouts apart costs no second pass over the file.
 */
export function isCompressedPly(header: PlyHeader): boolean {
  const vertex = header.elements.find((element) => element.name === 'vertex');
  return (
    header.elements.some((element) => element.name === 'chunk') &&
    vertex?.properties.some((property) => property.name === 'packed_position') === true
  );
}

const packUnorm = (value: number, bits: number) => {
  const max = (1 << bits) - 1;
  return Math.max(0, Math.min(max, Math.floor(value * max + 0.5)));
};
const unpackUnorm = (value: number, bits: number) => {
  const max = (1 << bits) - 1;
  return (value & max) / max;
};
const fraction = (value: number, min: number, max: number) =>
  max - min > 0 ? (value - min) / (max - min) : 0;
const lerp = (a: number, b: number, t: number) => a * (1 - t) + b * t;

function pack111011(x: number, y: number, z: number): number {
  return ((packUnorm(x, 11) << 21) | (packUnorm(y, 10) << 11) | packUnorm(z, 11)) >>> 0;
}

function packRotation(q: number[]): number {
  const norm = Math.hypot(...q) || 1;
  const unit = q.map((v) => v / norm);
  let largest = 0;
  for (let k = 1; k < 4; k++)
    if (Math.abs(unit[k] as number) > Math.abs(unit[largest] as number)) largest = k;
  const sign = (unit[largest] as number) < 0 ? -1 : 1;
  let packed = largest;
  for (let k = 0; k < 4; k++) {
    if (k !== largest) packed = (packed << 10) | packUnorm((unit[k] as number) * sign * ROT_NORM + 0.5, 10);
  }
  return packed >>> 0;
}

function unpackRotation(packed: number): [number, number, number, number] {
  const a = (unpackUnorm(packed >>> 20, 10) - 0.5) / ROT_NORM;
  const b = (unpackUnorm(packed >>> 10, 10) - 0.5) / ROT_NORM;
  const c = (unpackUnorm(packed, 10) - 0.5) / ROT_NORM;
  const m = Math.sqrt(Math.max(0, 1 - (a * a + b * b + c * c)));
  switch (packed >>> 30) {
    case 0:
      return [m, a, b, c];
    case 1:
      return [a, m, b, c];
    case 2:
      return [a, b, m, c];
    default:
      return [a, b, c, m];
  }
}

export function writeCompressedPly(g: Gaussians): Uint8Array {
  const chunks = Math.ceil(g.count / CHUNK);
  const header = [
    'ply',
    'format binary_little_endian 1.0',
    'comment written by Atrium',
    `element chunk ${chunks}`,
    ...CHUNK_PROPERTIES.map((p) => `property float ${p}`),
    `element vertex ${g.count}`,
    ...VERTEX_PROPERTIES.map((p) => `property uint ${p}`),
    'end_header',
    '',
  ].join('\n');
  const headerBytes = new TextEncoder().encode(header);
  const out = new Uint8Array(headerBytes.length + chunks * CHUNK_PROPERTIES.length * 4 + g.count * 16);
  out.set(headerBytes);
  const view = new DataView(out.buffer);
  const chunkBase = headerBytes.length;
  const vertexBase = chunkBase + chunks * CHUNK_PROPERTIES.length * 4;
  const logScale = (i: number) => Math.max(-20, Math.min(20, g.logScales[i] as number));
  for (let c = 0; c < chunks; c++) {
    const first = c * CHUNK;
    const last = Math.min(g.count, first + CHUNK);
    const extremes = new Float32Array(12);
    extremes.fill(Infinity, 0, 3).fill(-Infinity, 3, 6).fill(Infinity, 6, 9).fill(-Infinity, 9, 12);
    for (let i = first; i < last; i++) {
      for (let k = 0; k < 3; k++) {
        const p = g.positions[i * 3 + k] as number;
        const s = logScale(i * 3 + k);
        extremes[k] = Math.min(extremes[k] as number, p);
        extremes[3 + k] = Math.max(extremes[3 + k] as number, p);
        extremes[6 + k] = Math.min(extremes[6 + k] as number, s);
        extremes[9 + k] = Math.max(extremes[9 + k] as number, s);
      }
    }
    for (let k = 0; k < 12; k++) view.setFloat32(chunkBase + (c * 12 + k) * 4, extremes[k] as number, true);
    for (let i = first; i < last; i++) {
      const p = [0, 1, 2].map((k) =>
        fraction(g.positions[i * 3 + k] as number, extremes[k] as number, extremes[3 + k] as number),
      );
      const s = [0, 1, 2].map((k) =>
        fraction(logScale(i * 3 + k), extremes[6 + k] as number, extremes[9 + k] as number),
      );
      const colour = [0, 1, 2].map((k) => clampByte((0.5 + SH_C0 * (g.dc[i * 3 + k] as number)) * 255));
      const alpha = clampByte(sigmoid(g.opacities[i] as number) * 255);
      const o = vertexBase + i * 16;
      view.setUint32(o, pack111011(p[0] as number, p[1] as number, p[2] as number), true);
      view.setUint32(o + 4, packRotation(Array.from(g.rotations.subarray(i * 4, i * 4 + 4))), true);
      view.setUint32(o + 8, pack111011(s[0] as number, s[1] as number, s[2] as number), true);
      view.setUint32(
        o + 12,
        (((colour[0] as number) << 24) |
          ((colour[1] as number) << 16) |
          ((colour[2] as number) << 8) |
          alpha) >>>
          0,
        true,
      );
    }
  }
  return out;
}

/** Decodes a compressed `.ply` into a display-terms cloud (SH bands, when present, are dropped). */
export function readCompressedPly(bytes: Uint8Array, header: PlyHeader = readPlyHeader(bytes)): SplatCloud {
  const chunk = readPlyElement(bytes, header, 'chunk');
  const vertex = readPlyElement(bytes, header, 'vertex');
  const count = vertex.count;
  if (chunk.count < Math.ceil(count / CHUNK)) throw new Error('The compressed PLY has too few chunks');
  const col = (element: typeof chunk, name: string) => {
    const column = element.column(name);
    if (!column) throw new Error(`The compressed PLY has no ${name}`);
    return column;
  };
  const ext = CHUNK_PROPERTIES.map((name) => col(chunk, name));
  // Newer files also bound the colours per chunk; older ones store them as plain fractions.
  const colourExt = ['min_r', 'min_g', 'min_b', 'max_r', 'max_g', 'max_b'].map((name) => chunk.column(name));
  const [position, rotation, scale, colour] = VERTEX_PROPERTIES.map((name) =>
    col(vertex, name),
  ) as Float64Array[];
  const cloud: SplatCloud = {
    count,
    positions: new Float32Array(count * 3),
    scales: new Float32Array(count * 3),
    colors: new Uint8Array(count * 4),
    rotations: new Float32Array(count * 4),
  };
  const at = (k: number, c: number) => (ext[k] as Float64Array)[c] as number;
  for (let i = 0; i < count; i++) {
    const c = Math.floor(i / CHUNK);
    const p = position?.[i] as number;
    const s = scale?.[i] as number;
    const fractions = [unpackUnorm(p >>> 21, 11), unpackUnorm(p >>> 11, 10), unpackUnorm(p, 11)];
    const scaleFractions = [unpackUnorm(s >>> 21, 11), unpackUnorm(s >>> 11, 10), unpackUnorm(s, 11)];
    for (let k = 0; k < 3; k++) {
      cloud.positions[i * 3 + k] = lerp(at(k, c), at(3 + k, c), fractions[k] as number);
      cloud.scales[i * 3 + k] = Math.exp(lerp(at(6 + k, c), at(9 + k, c), scaleFractions[k] as number));
    }
    cloud.rotations.set(unpackRotation(rotation?.[i] as number), i * 4);
    const packed = colour?.[i] as number;
    for (let k = 0; k < 3; k++) {
      const t = unpackUnorm(packed >>> (24 - 8 * k), 8);
      const min = colourExt[k]?.[c];
      const max = colourExt[3 + k]?.[c];
      cloud.colors[i * 4 + k] = clampByte(
        (min !== undefined && max !== undefined ? lerp(min, max, t) : t) * 255,
      );
    }
    cloud.colors[i * 4 + 3] = packed & 0xff;
  }
  return cloud;
}

/** What the renderers draw from a compressed `.ply` whose header is already read. */
export function compressedPlyToSplat(bytes: Uint8Array, header: PlyHeader): Uint8Array {
  return writeSplat(readCompressedPly(bytes, header));
}
