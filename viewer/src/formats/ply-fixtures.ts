/**
 * Test support: writes one set of Gaussians as the plain `.ply` layouts other tools produce (the reference
 * trainer's, SuperSplat's, exports from Polycam and Luma, plyfile scripts), so the reader and both viewer
 * pages can be checked against each. No well-kept tool here writes big-endian, ASCII or double PLYs of
 * Gaussians, so this generic PLY writer does; the layouts splat-transform writes are committed files
 * (fixtures/README.md).
 */
import { type Gaussians, gaussianPlyProperties, type PlyEncoding, readGaussianPly } from './gaussian-ply.ts';
import { writePly } from './splat-cloud.ts';
import { syntheticScene } from './synthetic.ts';

export interface PlyLayout {
  encoding?: PlyEncoding;
  crlf?: boolean;
  comments?: string[];
  /** Vertex properties in file order; Gaussian ones take the Gaussians' values, others a filler. */
  properties: { name: string; type: string }[];
  /** An element with rows of zeros written before the vertex element. */
  leading?: { name: string; count: number; properties: { name: string; type: string }[] };
  /** Empty elements (count 0) after the vertex element, e.g. a mesh's `face` with a list property. */
  trailing?: string[];
}

const WRITERS: Record<string, [number, (v: DataView, o: number, x: number, le: boolean) => void]> = {
  char: [1, (v, o, x) => v.setInt8(o, x)],
  int8: [1, (v, o, x) => v.setInt8(o, x)],
  uchar: [1, (v, o, x) => v.setUint8(o, x)],
  uint8: [1, (v, o, x) => v.setUint8(o, x)],
  short: [2, (v, o, x, le) => v.setInt16(o, x, le)],
  ushort: [2, (v, o, x, le) => v.setUint16(o, x, le)],
  int: [4, (v, o, x, le) => v.setInt32(o, x, le)],
  uint: [4, (v, o, x, le) => v.setUint32(o, x, le)],
  float: [4, (v, o, x, le) => v.setFloat32(o, x, le)],
  float32: [4, (v, o, x, le) => v.setFloat32(o, x, le)],
  double: [8, (v, o, x, le) => v.setFloat64(o, x, le)],
  float64: [8, (v, o, x, le) => v.setFloat64(o, x, le)],
};

/** The value of a named property for Gaussian i (a filler for properties that are not Gaussian ones). */
function propertyValue(g: Gaussians, name: string, i: number, restInFile: number): number {
  const perChannel = g.shRest.length / Math.max(1, g.count) / 3;
  const axis = (prefix: string) => Number(name.slice(prefix.length));
  if (name.startsWith('f_rest_')) {
    // Channel-major in the file as in the Gaussians, but with the file's own count per channel.
    const k = axis('f_rest_');
    const fileChannel = restInFile / 3;
    const source = Math.floor(k / fileChannel) * perChannel + (k % fileChannel);
    return k % fileChannel < perChannel ? (g.shRest[i * perChannel * 3 + source] as number) : 0;
  }
  if (name === 'x' || name === 'y' || name === 'z') return g.positions[i * 3 + 'xyz'.indexOf(name)] as number;
  if (name.startsWith('f_dc_')) return g.dc[i * 3 + axis('f_dc_')] as number;
  if (name === 'opacity') return g.opacities[i] as number;
  if (name.startsWith('scale_')) return g.logScales[i * 3 + axis('scale_')] as number;
  if (name.startsWith('rot_')) return g.rotations[i * 4 + axis('rot_')] as number;
  return (i * 7 + name.length) % 200;
}

export function writePlyLayout(g: Gaussians, layout: PlyLayout): Uint8Array {
  const encoding = layout.encoding ?? 'binary_little_endian';
  const eol = layout.crlf ? '\r\n' : '\n';
  const lines = ['ply', `format ${encoding} 1.0`, ...(layout.comments ?? []).map((c) => `comment ${c}`)];
  const leading = layout.leading;
  if (leading) {
    lines.push(`element ${leading.name} ${leading.count}`);
    for (const p of leading.properties) lines.push(`property ${p.type} ${p.name}`);
  }
  lines.push(`element vertex ${g.count}`);
  for (const p of layout.properties) lines.push(`property ${p.type} ${p.name}`);
  for (const name of layout.trailing ?? []) {
    lines.push(`element ${name} 0`, 'property list uchar int vertex_indices');
  }
  lines.push('end_header');
  const head = new TextEncoder().encode(lines.join(eol) + eol);
  const rows: {
    count: number;
    properties: { name: string; type: string }[];
    value: (n: string, i: number) => number;
  }[] = [];
  if (leading) rows.push({ count: leading.count, properties: leading.properties, value: () => 0 });
  const restInFile = layout.properties.filter((p) => p.name.startsWith('f_rest_')).length;
  rows.push({
    count: g.count,
    properties: layout.properties,
    value: (n, i) => propertyValue(g, n, i, restInFile),
  });
  if (encoding === 'ascii') {
    const body: string[] = [];
    for (const element of rows) {
      for (let i = 0; i < element.count; i++)
        body.push(element.properties.map((p) => String(element.value(p.name, i))).join(' '));
    }
    const text = new TextEncoder().encode(`${body.join('\n')}\n`);
    const out = new Uint8Array(head.length + text.length);
    out.set(head);
    out.set(text, head.length);
    return out;
  }
  const le = encoding === 'binary_little_endian';
  const size = rows.reduce(
    (sum, e) => sum + e.count * e.properties.reduce((s, p) => s + (WRITERS[p.type]?.[0] ?? 0), 0),
    0,
  );
  const out = new Uint8Array(head.length + size);
  out.set(head);
  const view = new DataView(out.buffer);
  let o = head.length;
  for (const element of rows) {
    for (let i = 0; i < element.count; i++) {
      for (const p of element.properties) {
        const writer = WRITERS[p.type];
        if (!writer) throw new Error(`No writer for PLY type ${p.type}`);
        writer[1](view, o, element.value(p.name, i), le);
        o += writer[0];
      }
    }
  }
  return out;
}

/** Gaussians with all three SH bands filled (small view-dependent terms), from the synthetic scene. */
export function gaussiansWithSh(count: number, seed = 5): Gaussians {
  const g = readGaussianPly(writePly(syntheticScene(count, seed)));
  const shRest = new Float32Array(count * 45);
  for (let i = 0; i < shRest.length; i++) shRest[i] = Math.sin(i * 12.9898 + seed) * 0.08;
  return { ...g, shDegree: 3, shRest };
}

const floats = (names: string[], type = 'float') => names.map((name) => ({ name, type }));

/** The reference trainer's layout with `rest` SH coefficients (`rest` = 0, 9, 24 or 45). */
const trainerProperties = (rest: number) => floats(gaussianPlyProperties(rest));

/** The layouts checked on both pages: name → layout, and whether the viewer rewrites it first. */
export const PLY_VARIANTS: Record<string, { layout: PlyLayout; rewritten: boolean }> = {
  // graphdeco-inria/gaussian-splatting: normals, 45 SH coefficients, float, little-endian.
  trainer: { layout: { properties: trainerProperties(45) }, rewritten: false },
  // Trained with SH degree 0 (Luma's and many trainers' exports): no f_rest at all.
  'no-sh': { layout: { properties: trainerProperties(0) }, rewritten: false },
  // Properties in another order, no normals, extra per-splat properties and a trailing empty face element.
  shuffled: {
    layout: {
      comments: ['Generated by an exporter that orders properties its own way'],
      properties: [
        ...floats(['opacity', 'rot_0', 'rot_1', 'rot_2', 'rot_3', 'scale_0', 'scale_1', 'scale_2']),
        ...floats(['f_dc_0', 'f_dc_1', 'f_dc_2', 'z', 'y', 'x']),
        ...floats(Array.from({ length: 9 }, (_, i) => `f_rest_${i}`)),
        { name: 'red', type: 'uchar' },
        { name: 'green', type: 'uchar' },
        { name: 'blue', type: 'uchar' },
        { name: 'confidence', type: 'float' },
      ],
      trailing: ['face'],
    },
    rewritten: false,
  },
  double: {
    layout: { properties: trainerProperties(24).map((p) => ({ ...p, type: 'double' })) },
    rewritten: true,
  },
  'big-endian': {
    layout: { encoding: 'binary_big_endian', properties: trainerProperties(45) },
    rewritten: true,
  },
  ascii: { layout: { encoding: 'ascii', properties: trainerProperties(9) }, rewritten: true },
  crlf: {
    layout: { crlf: true, comments: ['Exported on Windows'], properties: trainerProperties(0) },
    rewritten: true,
  },
  // 5 coefficients per channel: not a whole band count; the first band of each channel is kept.
  'odd-sh': { layout: { properties: trainerProperties(15) }, rewritten: true },
  'vertex-second': {
    layout: {
      leading: { name: 'camera', count: 2, properties: floats(['view_px', 'view_py', 'view_pz']) },
      properties: trainerProperties(0),
    },
    rewritten: true,
  },
  'type-aliases': {
    layout: { properties: trainerProperties(9).map((p) => ({ ...p, type: 'float32' })) },
    rewritten: true,
  },
};
