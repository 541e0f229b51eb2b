/**
 * Reads a 3DGS training `.ply` (binary little-endian; x y z, f_dc_*, f_rest_*, opacity, scale_*, rot_*
 * in any order, any numeric property types) into raw Gaussian parameters — what the compact writers
 * (spz.ts, compressed-ply.ts) encode. Plain TypeScript over a Uint8Array, so the browser, the build
 * worker and the tests share it.
 */
export interface Gaussians {
  count: number;
  /** x, y, z per Gaussian. */
  positions: Float32Array;
  /** Spherical-harmonics DC term per channel (f_dc_0..2). */
  dc: Float32Array;
  /** Degree of the higher-order SH terms (0–3). */
  shDegree: number;
  /** Higher-order SH terms, (degree+1)²−1 per channel, channel-major as in the .ply (f_rest_*). */
  shRest: Float32Array;
  /** Opacity as a logit. */
  opacities: Float32Array;
  /** Log scale per axis. */
  logScales: Float32Array;
  /** Rotation quaternion w, x, y, z (not necessarily normalised). */
  rotations: Float32Array;
}

/**
 * The standard 3DGS vertex properties, in the order the reference trainer writes them: position, a zero
 * normal, the SH DC term, `restCount` higher-order SH terms, opacity, log scales, rotation (w x y z).
 */
export function gaussianPlyProperties(restCount: number): string[] {
  return [
    ...['x', 'y', 'z', 'nx', 'ny', 'nz', 'f_dc_0', 'f_dc_1', 'f_dc_2'],
    ...Array.from({ length: restCount }, (_, i) => `f_rest_${i}`),
    ...['opacity', 'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3'],
  ];
}

export class PlyReadError extends Error {
  override name = 'PlyReadError';
}

type Reader = (view: DataView, offset: number) => number;

/**
 * PLY scalar types (both spellings), their sizes and little-endian readers. A Map: a header's type
 * name such as `constructor` must find nothing, not an inherited property.
 */
const TYPES = new Map<string, { size: number; read: Reader }>();
for (const [names, size, read] of [
  [['char', 'int8'], 1, (v, o) => v.getInt8(o)],
  [['uchar', 'uint8'], 1, (v, o) => v.getUint8(o)],
  [['short', 'int16'], 2, (v, o) => v.getInt16(o, true)],
  [['ushort', 'uint16'], 2, (v, o) => v.getUint16(o, true)],
  [['int', 'int32'], 4, (v, o) => v.getInt32(o, true)],
  [['uint', 'uint32'], 4, (v, o) => v.getUint32(o, true)],
  [['float', 'float32'], 4, (v, o) => v.getFloat32(o, true)],
  [['double', 'float64'], 8, (v, o) => v.getFloat64(o, true)],
] as [string[], number, Reader][]) {
  for (const name of names) TYPES.set(name, { size, read });
}

function typeOf(type: string): { size: number; read: Reader } {
  const found = TYPES.get(type);
  if (!found) throw new PlyReadError(`Unsupported PLY property type ${type}`);
  return found;
}

interface PlyHeader {
  headerBytes: number;
  elements: { name: string; count: number; properties: { name: string; type: string }[] }[];
}

/** Parses the ASCII header of a binary little-endian PLY. */
export function readPlyHeader(bytes: Uint8Array): PlyHeader {
  const limit = Math.min(bytes.length, 64 * 1024);
  const text = new TextDecoder('latin1').decode(bytes.subarray(0, limit));
  const end = text.indexOf('end_header\n');
  if (!text.startsWith('ply\n') || end < 0) throw new PlyReadError('This is not a PLY file');
  const elements: PlyHeader['elements'] = [];
  for (const line of text.slice(0, end).split('\n')) {
    const words = line.trim().split(/\s+/);
    if (words[0] === 'format' && words[1] !== 'binary_little_endian')
      throw new PlyReadError(`PLY format ${words[1]} is not supported (binary_little_endian only)`);
    if (words[0] === 'element')
      elements.push({ name: words[1] ?? '', count: Number(words[2]), properties: [] });
    if (words[0] === 'property') {
      if (words[1] === 'list') throw new PlyReadError('PLY list properties are not supported');
      const element = elements.at(-1);
      if (!element) throw new PlyReadError('PLY property outside an element');
      element.properties.push({ type: words[1] ?? '', name: words[2] ?? '' });
    }
  }
  return { headerBytes: end + 'end_header\n'.length, elements };
}

/** Reads every row of one element into Float64 columns by property name. */
export function readPlyElement(
  bytes: Uint8Array,
  header: PlyHeader,
  name: string,
): { count: number; column(property: string): Float64Array | undefined } {
  let offset = header.headerBytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const element of header.elements) {
    const stride = element.properties.reduce((sum, p) => sum + typeOf(p.type).size, 0);
    if (element.name !== name) {
      offset += stride * element.count;
      continue;
    }
    if (offset + stride * element.count > bytes.length)
      throw new PlyReadError(`The PLY file is shorter than its header says (${name})`);
    const columns = new Map<string, Float64Array>();
    let field = 0;
    for (const property of element.properties) {
      const { read, size } = typeOf(property.type);
      const column = new Float64Array(element.count);
      for (let i = 0, o = offset + field; i < element.count; i++, o += stride) column[i] = read(view, o);
      columns.set(property.name, column);
      field += size;
    }
    return { count: element.count, column: (property) => columns.get(property) };
  }
  throw new PlyReadError(`The PLY file has no ${name} element`);
}

/** Higher-order SH coefficients per colour channel for SH degrees 0–3. */
export const REST_PER_DEGREE = [0, 3, 8, 15];

export function readGaussianPly(bytes: Uint8Array): Gaussians {
  const header = readPlyHeader(bytes);
  const vertex = readPlyElement(bytes, header, 'vertex');
  const count = vertex.count;
  const need = (name: string): Float64Array => {
    const column = vertex.column(name);
    if (!column) throw new PlyReadError(`The PLY file is not a Gaussian-splat scene (no ${name})`);
    return column;
  };
  const interleave = (names: string[]): Float32Array => {
    const columns = names.map(need);
    const out = new Float32Array(count * names.length);
    for (let i = 0; i < count; i++)
      for (let k = 0; k < names.length; k++)
        out[i * names.length + k] = (columns[k] as Float64Array)[i] as number;
    return out;
  };
  let restCount = 0;
  while (vertex.column(`f_rest_${restCount}`)) restCount++;
  const shDegree = Math.max(
    0,
    REST_PER_DEGREE.findLastIndex((n) => n * 3 <= restCount),
  );
  const rest = REST_PER_DEGREE[shDegree] as number;
  return {
    count,
    positions: interleave(['x', 'y', 'z']),
    dc: interleave(['f_dc_0', 'f_dc_1', 'f_dc_2']),
    shDegree,
    shRest: interleave(Array.from({ length: rest * 3 }, (_, i) => `f_rest_${i}`)),
    opacities: interleave(['opacity']),
    logScales: interleave(['scale_0', 'scale_1', 'scale_2']),
    rotations: interleave(['rot_0', 'rot_1', 'rot_2', 'rot_3']),
  };
}

export const SH_C0 = 0.28209479177387814;
export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
export const clampByte = (x: number) => Math.max(0, Math.min(255, Math.round(x)));
