/**
 * Reads a 3DGS training `.ply` (binary of either byte order or ASCII; x y z, f_dc_*, f_rest_*, opacity,
 * scale_*, rot_* in any order, any numeric property types, other properties and elements ignored) into raw
 * Gaussian parameters — what the compact writers (spz.ts, compressed-ply.ts) encode — and writes them
 * back. The one PLY reader and writer: plain TypeScript over a Uint8Array, so the viewer, the build
 * worker, the trainer and the tests share it.
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

type Reader = (view: DataView, offset: number, littleEndian: boolean) => number;

/**
 * PLY scalar types (both spellings), their sizes and readers. A Map: a header's type name such as
 * `constructor` must find nothing, not an inherited property.
 */
const TYPES = new Map<string, { size: number; read: Reader }>();
for (const [names, size, read] of [
  [['char', 'int8'], 1, (v, o) => v.getInt8(o)],
  [['uchar', 'uint8'], 1, (v, o) => v.getUint8(o)],
  [['short', 'int16'], 2, (v, o, le) => v.getInt16(o, le)],
  [['ushort', 'uint16'], 2, (v, o, le) => v.getUint16(o, le)],
  [['int', 'int32'], 4, (v, o, le) => v.getInt32(o, le)],
  [['uint', 'uint32'], 4, (v, o, le) => v.getUint32(o, le)],
  [['float', 'float32'], 4, (v, o, le) => v.getFloat32(o, le)],
  [['double', 'float64'], 8, (v, o, le) => v.getFloat64(o, le)],
] as [string[], number, Reader][]) {
  for (const name of names) TYPES.set(name, { size, read });
}

function typeOf(type: string): { size: number; read: Reader } {
  const found = TYPES.get(type);
  if (!found) throw new PlyReadError(`Unsupported PLY property type ${type}`);
  return found;
}

export type PlyEncoding = 'binary_little_endian' | 'binary_big_endian' | 'ascii';

export interface PlyProperty {
  name: string;
  /** The scalar type, or for a list property its item type. */
  type: string;
  /** For a list property: the type of its length prefix. */
  countType?: string;
}

export interface PlyHeader {
  encoding: PlyEncoding;
  /** The header's lines end in CR LF (as some Windows tools write them). */
  crlf: boolean;
  headerBytes: number;
  elements: { name: string; count: number; properties: PlyProperty[] }[];
}

const ENCODINGS: readonly string[] = ['binary_little_endian', 'binary_big_endian', 'ascii'];

/** Parses the header of a PLY file: any of the three encodings, LF or CR LF line endings. */
export function readPlyHeader(bytes: Uint8Array): PlyHeader {
  const limit = Math.min(bytes.length, 64 * 1024);
  const text = new TextDecoder('latin1').decode(bytes.subarray(0, limit));
  const crlf = text.startsWith('ply\r\n');
  const match = /(^|\n)end_header\r?\n/.exec(text);
  if (!(crlf || text.startsWith('ply\n')) || !match) throw new PlyReadError('This is not a PLY file');
  const elements: PlyHeader['elements'] = [];
  let encoding: PlyEncoding | null = null;
  for (const line of text.slice(0, match.index).split('\n')) {
    const words = line.trim().split(/\s+/);
    if (words[0] === 'format') {
      if (!ENCODINGS.includes(words[1] ?? ''))
        throw new PlyReadError(`PLY format ${words[1]} is not supported`);
      encoding = words[1] as PlyEncoding;
    }
    if (words[0] === 'element')
      elements.push({ name: words[1] ?? '', count: Number(words[2]), properties: [] });
    if (words[0] === 'property') {
      const element = elements.at(-1);
      if (!element) throw new PlyReadError('PLY property outside an element');
      if (words[1] === 'list') {
        element.properties.push({ countType: words[2] ?? '', type: words[3] ?? '', name: words[4] ?? '' });
      } else {
        element.properties.push({ type: words[1] ?? '', name: words[2] ?? '' });
      }
    }
  }
  if (!encoding) throw new PlyReadError('The PLY header has no format line');
  for (const element of elements) {
    if (!Number.isInteger(element.count) || element.count < 0)
      throw new PlyReadError(`The PLY element ${element.name} has no valid count`);
    for (const property of element.properties) {
      typeOf(property.type);
      if (property.countType !== undefined) typeOf(property.countType);
    }
  }
  return { encoding, crlf, headerBytes: match.index + match[0].length, elements };
}

/** Bytes per row of a binary element; throws for an element with list properties (rows vary). */
function strideOf(element: PlyHeader['elements'][number]): number {
  let stride = 0;
  for (const property of element.properties) {
    if (property.countType !== undefined)
      throw new PlyReadError(`PLY list properties before the ${element.name} data are not supported`);
    stride += typeOf(property.type).size;
  }
  return stride;
}

export interface PlyElement {
  count: number;
  column(property: string): Float64Array | undefined;
}

function columnsOf(element: PlyHeader['elements'][number], columns: Map<string, Float64Array>): PlyElement {
  return { count: element.count, column: (property) => columns.get(property) };
}

/** Reads every row of one element into Float64 columns by property name (list properties are skipped). */
export function readPlyElement(bytes: Uint8Array, header: PlyHeader, name: string): PlyElement {
  if (header.encoding === 'ascii') return readAsciiElement(bytes, header, name);
  const littleEndian = header.encoding === 'binary_little_endian';
  let offset = header.headerBytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const element of header.elements) {
    if (element.name !== name) {
      // An empty element (a point cloud's `face 0`) takes no bytes, lists or not.
      if (element.count > 0) offset += strideOf(element) * element.count;
      continue;
    }
    const stride = strideOf(element);
    if (offset + stride * element.count > bytes.length)
      throw new PlyReadError(`The PLY file is shorter than its header says (${name})`);
    const columns = new Map<string, Float64Array>();
    let field = 0;
    for (const property of element.properties) {
      const { read, size } = typeOf(property.type);
      const column = new Float64Array(element.count);
      for (let i = 0, o = offset + field; i < element.count; i++, o += stride)
        column[i] = read(view, o, littleEndian);
      columns.set(property.name, column);
      field += size;
    }
    return columnsOf(element, columns);
  }
  throw new PlyReadError(`The PLY file has no ${name} element`);
}

/** The ASCII encoding: whitespace-separated numbers, one row per line, a list as its length then items. */
function readAsciiElement(bytes: Uint8Array, header: PlyHeader, name: string): PlyElement {
  const tokens = new TextDecoder('latin1').decode(bytes.subarray(header.headerBytes)).trim().split(/\s+/);
  let p = 0;
  const next = (): number => {
    const token = tokens[p++];
    const value = token === undefined ? Number.NaN : Number(token);
    if (Number.isNaN(value) && token !== 'nan' && token !== 'NaN')
      throw new PlyReadError(`The PLY file is shorter than its header says (${name})`);
    return value;
  };
  for (const element of header.elements) {
    const target = element.name === name;
    const columns = new Map<string, Float64Array>();
    if (target)
      for (const property of element.properties) columns.set(property.name, new Float64Array(element.count));
    for (let i = 0; i < element.count; i++) {
      for (const property of element.properties) {
        if (property.countType !== undefined) {
          const n = next();
          for (let k = 0; k < n; k++) next();
          continue;
        }
        const value = next();
        if (target) (columns.get(property.name) as Float64Array)[i] = value;
      }
    }
    if (target) return columnsOf(element, columns);
  }
  throw new PlyReadError(`The PLY file has no ${name} element`);
}

/** The properties a plain `.ply` needs to be a Gaussian-splat scene. */
export const REQUIRED_PLY_PROPERTIES = [
  'x',
  'y',
  'z',
  'f_dc_0',
  'f_dc_1',
  'f_dc_2',
  'opacity',
  'scale_0',
  'scale_1',
  'scale_2',
  'rot_0',
  'rot_1',
  'rot_2',
  'rot_3',
];

/**
 * Checks, without reading the rows, that a plain `.ply` is one a renderer can draw: a vertex element with
 * every Gaussian property, and (binary files) as many bytes as the header promises. GaussianSplats3D draws
 * nothing and says nothing for a torn file, so the viewer asks this first, with the header it has read.
 * Throws PlyReadError.
 */
export function checkGaussianPly(bytes: Uint8Array, header: PlyHeader): PlyHeader {
  let offset = header.headerBytes;
  for (const element of header.elements) {
    if (element.name === 'vertex') {
      const names = new Set(element.properties.map((p) => p.name));
      for (const name of REQUIRED_PLY_PROPERTIES) {
        if (!names.has(name))
          throw new PlyReadError(`The PLY file is not a Gaussian-splat scene (no ${name})`);
      }
      if (element.count <= 0) throw new PlyReadError('The PLY file holds no splats');
      if (header.encoding !== 'ascii' && offset + strideOf(element) * element.count > bytes.length)
        throw new PlyReadError('The PLY file is shorter than its header says (vertex)');
      return header;
    }
    if (header.encoding !== 'ascii' && element.count > 0) offset += strideOf(element) * element.count;
  }
  throw new PlyReadError('The PLY file has no vertex element');
}

/** Higher-order SH coefficients per colour channel for SH degrees 0–3. */
export const REST_PER_DEGREE = [0, 3, 8, 15];

/** The Gaussians of a plain `.ply`; `header` when the caller has parsed it already. */
export function readGaussianPly(bytes: Uint8Array, header: PlyHeader = readPlyHeader(bytes)): Gaussians {
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
  // Channel-major: f_rest_0.. are red's coefficients, then green's, then blue's. A writer that stores an
  // odd count per channel keeps the bands that fit, taken from each channel's own run.
  const perChannel = Math.floor(restCount / 3);
  const shDegree = Math.max(
    0,
    REST_PER_DEGREE.findLastIndex((n) => n <= perChannel),
  );
  const rest = REST_PER_DEGREE[shDegree] as number;
  const restNames = [0, 1, 2].flatMap((c) =>
    Array.from({ length: rest }, (_, k) => `f_rest_${c * perChannel + k}`),
  );
  return {
    count,
    positions: interleave(['x', 'y', 'z']),
    dc: interleave(['f_dc_0', 'f_dc_1', 'f_dc_2']),
    shDegree,
    shRest: interleave(restNames),
    opacities: interleave(['opacity']),
    logScales: interleave(['scale_0', 'scale_1', 'scale_2']),
    rotations: interleave(['rot_0', 'rot_1', 'rot_2', 'rot_3']),
  };
}

export const SH_C0 = 0.28209479177387814;
export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
export const clampByte = (x: number) => Math.max(0, Math.min(255, Math.round(x)));

/**
 * Writes Gaussians as the reference trainer does: binary little-endian floats in the order of
 * `gaussianPlyProperties` (the zero normals only when asked), which both renderers read as they are.
 * The one PLY writer: the trainer's output, the test scenes and the viewer's rewrites all come from here.
 */
export function writeGaussianPly(g: Gaussians, options: { normals?: boolean } = {}): Uint8Array {
  const rest = REST_PER_DEGREE[g.shDegree] ?? 0;
  const names = gaussianPlyProperties(rest * 3).filter(
    (name) => options.normals || !['nx', 'ny', 'nz'].includes(name),
  );
  const header = `ply\nformat binary_little_endian 1.0\nelement vertex ${g.count}\n${names
    .map((name) => `property float ${name}\n`)
    .join('')}end_header\n`;
  const head = new TextEncoder().encode(header);
  const out = new Uint8Array(head.length + g.count * names.length * 4);
  out.set(head);
  const view = new DataView(out.buffer, head.length);
  // Where each property's values lie: an array, its values per Gaussian, and this property's place.
  const noNormal = new Float32Array(1);
  const sources = new Map<string, [Float32Array, number, number]>([
    ['x', [g.positions, 3, 0]],
    ['y', [g.positions, 3, 1]],
    ['z', [g.positions, 3, 2]],
    ['nx', [noNormal, 0, 0]],
    ['ny', [noNormal, 0, 0]],
    ['nz', [noNormal, 0, 0]],
    ['opacity', [g.opacities, 1, 0]],
  ]);
  for (let k = 0; k < 3; k++) {
    sources.set(`f_dc_${k}`, [g.dc, 3, k]);
    sources.set(`scale_${k}`, [g.logScales, 3, k]);
  }
  for (let k = 0; k < 4; k++) sources.set(`rot_${k}`, [g.rotations, 4, k]);
  for (let k = 0; k < rest * 3; k++) sources.set(`f_rest_${k}`, [g.shRest, rest * 3, k]);
  const columns = names.map((name) => sources.get(name) as [Float32Array, number, number]);
  const arrays = columns.map((c) => c[0]);
  const strides = columns.map((c) => c[1]);
  const offsets = columns.map((c) => c[2]);
  let o = 0;
  for (let i = 0; i < g.count; i++) {
    for (let p = 0; p < columns.length; p++) {
      const array = arrays[p] as Float32Array;
      view.setFloat32(o, array[i * (strides[p] as number) + (offsets[p] as number)] as number, true);
      o += 4;
    }
  }
  return out;
}
