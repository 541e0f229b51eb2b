/**
 * Readers for COLMAP sparse models (cameras, images, points3D) in both the TXT and the BIN format,
 * with errors that say which file and which line or record is wrong.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ColmapCamera {
  id: number;
  model: string;
  width: number;
  height: number;
  params: number[];
}

export interface ColmapImage {
  id: number;
  /** World-to-camera rotation as a quaternion (w, x, y, z) and translation. */
  qvec: [number, number, number, number];
  tvec: [number, number, number];
  cameraId: number;
  name: string;
}

export interface ColmapModel {
  cameras: Map<number, ColmapCamera>;
  images: ColmapImage[];
  /** x, y, z per point. */
  xyz: Float64Array;
  /** r, g, b per point. */
  rgb: Uint8Array;
  format: 'txt' | 'bin';
}

/** COLMAP's camera models: id → [name, number of parameters]. */
export const CAMERA_MODELS: [string, number][] = [
  ['SIMPLE_PINHOLE', 3],
  ['PINHOLE', 4],
  ['SIMPLE_RADIAL', 4],
  ['RADIAL', 5],
  ['OPENCV', 8],
  ['OPENCV_FISHEYE', 8],
  ['FULL_OPENCV', 12],
  ['FOV', 5],
  ['SIMPLE_RADIAL_FISHEYE', 4],
  ['RADIAL_FISHEYE', 5],
  ['THIN_PRISM_FISHEYE', 12],
];

export class ColmapError extends Error {}

function dataLines(path: string): [number, string[]][] {
  const out: [number, string[]][] = [];
  readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .forEach((line, i) => {
      const t = line.trim();
      if (t === '' || t.startsWith('#')) return;
      out.push([i + 1, t.split(/\s+/)]);
    });
  return out;
}

function num(tok: string | undefined, file: string, line: number, what: string): number {
  const v = Number(tok);
  if (tok === undefined || !Number.isFinite(v))
    throw new ColmapError(
      `Malformed ${file} line ${line}: ${what} is ${tok === undefined ? 'missing' : `"${tok}"`}`,
    );
  return v;
}

function readText(dir: string): ColmapModel {
  const cameras = new Map<number, ColmapCamera>();
  for (const [ln, t] of dataLines(join(dir, 'cameras.txt'))) {
    const model = t[1] ?? '';
    const spec = CAMERA_MODELS.find(([n]) => n === model);
    if (!spec) throw new ColmapError(`Malformed cameras.txt line ${ln}: unknown camera model "${model}"`);
    const params = t.slice(4).map((s, i) => num(s, 'cameras.txt', ln, `parameter ${i + 1}`));
    if (params.length !== spec[1])
      throw new ColmapError(
        `Malformed cameras.txt line ${ln}: ${model} needs ${spec[1]} parameters, found ${params.length}`,
      );
    const id = num(t[0], 'cameras.txt', ln, 'CAMERA_ID');
    cameras.set(id, {
      id,
      model,
      width: num(t[2], 'cameras.txt', ln, 'WIDTH'),
      height: num(t[3], 'cameras.txt', ln, 'HEIGHT'),
      params,
    });
  }
  // images.txt: two lines per image; the second (2D points) may be empty, so read raw lines.
  const raw = readFileSync(join(dir, 'images.txt'), 'utf8').split(/\r?\n/);
  const images: ColmapImage[] = [];
  let i = 0;
  while (i < raw.length) {
    const line = (raw[i] as string).trim();
    if (line === '' || line.startsWith('#')) {
      i++;
      continue;
    }
    const t = line.split(/\s+/);
    const ln = i + 1;
    if (t.length < 10)
      throw new ColmapError(
        `Malformed images.txt line ${ln}: expected IMAGE_ID QW QX QY QZ TX TY TZ CAMERA_ID NAME`,
      );
    const f = (k: number, what: string) => num(t[k], 'images.txt', ln, what);
    images.push({
      id: f(0, 'IMAGE_ID'),
      qvec: [f(1, 'QW'), f(2, 'QX'), f(3, 'QY'), f(4, 'QZ')],
      tvec: [f(5, 'TX'), f(6, 'TY'), f(7, 'TZ')],
      cameraId: f(8, 'CAMERA_ID'),
      name: t.slice(9).join(' '),
    });
    i += 2; // skip the 2D points line
  }
  const pts = dataLines(join(dir, 'points3D.txt'));
  const xyz = new Float64Array(3 * pts.length);
  const rgb = new Uint8Array(3 * pts.length);
  pts.forEach(([ln, t], k) => {
    for (let c = 0; c < 3; c++) xyz[3 * k + c] = num(t[1 + c], 'points3D.txt', ln, 'XYZ'[c] as string);
    for (let c = 0; c < 3; c++) rgb[3 * k + c] = num(t[4 + c], 'points3D.txt', ln, 'RGB'[c] as string);
  });
  return { cameras, images, xyz, rgb, format: 'txt' };
}

class Reader {
  pos = 0;
  constructor(
    readonly buf: Buffer,
    readonly file: string,
  ) {}
  need(n: number): void {
    if (this.pos + n > this.buf.length)
      throw new ColmapError(
        `${this.file} is truncated or malformed (needed ${n} bytes at offset ${this.pos})`,
      );
  }
  /** Checks that n bytes are left, steps over them and answers where they start. */
  take(n: number): number {
    this.need(n);
    const at = this.pos;
    this.pos += n;
    return at;
  }
  u64(): number {
    const at = this.take(8);
    const v = this.buf.readBigUInt64LE(at);
    if (v > BigInt(Number.MAX_SAFE_INTEGER))
      throw new ColmapError(`${this.file} is malformed (count ${v} at offset ${at})`);
    return Number(v);
  }
  i64(): number {
    return Number(this.buf.readBigInt64LE(this.take(8)));
  }
  i32(): number {
    return this.buf.readInt32LE(this.take(4));
  }
  u8(): number {
    return this.buf[this.take(1)] as number;
  }
  f64(): number {
    return this.buf.readDoubleLE(this.take(8));
  }
  cstr(): string {
    const end = this.buf.indexOf(0, this.pos);
    if (end < 0)
      throw new ColmapError(
        `${this.file} is truncated or malformed (unterminated name at offset ${this.pos})`,
      );
    const s = this.buf.toString('utf8', this.pos, end);
    this.pos = end + 1;
    return s;
  }
  /** A count of records each at least `minBytes` long must fit in what is left. */
  count(minBytes: number): number {
    const n = this.u64();
    if (n * minBytes > this.buf.length - this.pos)
      throw new ColmapError(`${this.file} is truncated or malformed (${n} records do not fit)`);
    return n;
  }
}

function readBinary(dir: string): ColmapModel {
  const cameras = new Map<number, ColmapCamera>();
  const rc = new Reader(readFileSync(join(dir, 'cameras.bin')), 'cameras.bin');
  const nc = rc.count(24);
  for (let k = 0; k < nc; k++) {
    const id = rc.i32();
    const modelId = rc.i32();
    const spec = CAMERA_MODELS[modelId];
    if (!spec)
      throw new ColmapError(`cameras.bin is malformed: camera ${id} has unknown model id ${modelId}`);
    const width = rc.u64();
    const height = rc.u64();
    const params = Array.from({ length: spec[1] }, () => rc.f64());
    cameras.set(id, { id, model: spec[0], width, height, params });
  }
  const ri = new Reader(readFileSync(join(dir, 'images.bin')), 'images.bin');
  const ni = ri.count(73);
  const images: ColmapImage[] = [];
  for (let k = 0; k < ni; k++) {
    const id = ri.i32();
    const qvec: [number, number, number, number] = [ri.f64(), ri.f64(), ri.f64(), ri.f64()];
    const tvec: [number, number, number] = [ri.f64(), ri.f64(), ri.f64()];
    const cameraId = ri.i32();
    const name = ri.cstr();
    const np = ri.count(24);
    ri.need(np * 24);
    ri.pos += np * 24; // 2D points: x, y (double), point3D id (int64) — not needed for training
    images.push({ id, qvec, tvec, cameraId, name });
  }
  const rp = new Reader(readFileSync(join(dir, 'points3D.bin')), 'points3D.bin');
  const np = rp.count(43);
  const xyz = new Float64Array(3 * np);
  const rgb = new Uint8Array(3 * np);
  for (let k = 0; k < np; k++) {
    rp.u64();
    for (let c = 0; c < 3; c++) xyz[3 * k + c] = rp.f64();
    for (let c = 0; c < 3; c++) rgb[3 * k + c] = rp.u8();
    rp.f64(); // reprojection error
    const track = rp.count(8);
    rp.need(track * 8);
    rp.pos += track * 8;
  }
  return { cameras, images, xyz, rgb, format: 'bin' };
}

/** Reads a sparse model directory (e.g. sparse/0), preferring BIN when both formats are present. */
export function readColmapModel(dir: string): ColmapModel {
  if (!existsSync(dir)) throw new ColmapError(`COLMAP model folder not found: ${dir}`);
  const has = (ext: string) =>
    ['cameras', 'images', 'points3D'].every((f) => existsSync(join(dir, `${f}.${ext}`)));
  let model: ColmapModel;
  if (has('bin')) model = readBinary(dir);
  else if (has('txt')) model = readText(dir);
  else
    throw new ColmapError(`No COLMAP model in ${dir}: expected cameras, images and points3D as .bin or .txt`);
  for (const im of model.images) {
    if (!model.cameras.has(im.cameraId))
      throw new ColmapError(`Image ${im.name} refers to camera ${im.cameraId}, which is not in the model`);
  }
  if (model.images.length === 0) throw new ColmapError(`The COLMAP model in ${dir} has no registered images`);
  return model;
}

/** World-to-camera rotation matrix (row-major) from COLMAP's quaternion (w, x, y, z). */
export function qvecToRotation(q: readonly number[]): number[] {
  const n = Math.hypot(q[0] as number, q[1] as number, q[2] as number, q[3] as number);
  const w = (q[0] as number) / n,
    x = (q[1] as number) / n,
    y = (q[2] as number) / n,
    z = (q[3] as number) / n;
  return [
    1 - 2 * (y * y + z * z),
    2 * (x * y - w * z),
    2 * (x * z + w * y),
    2 * (x * y + w * z),
    1 - 2 * (x * x + z * z),
    2 * (y * z - w * x),
    2 * (x * z - w * y),
    2 * (y * z + w * x),
    1 - 2 * (x * x + y * y),
  ];
}

/**
 * The pinhole part (fx, fy, cx, cy) of any of COLMAP's perspective models; its distortion, if any, is
 * read and undone by `undistort.ts`.
 */
export function pinholeIntrinsics(cam: ColmapCamera): { fx: number; fy: number; cx: number; cy: number } {
  const p = cam.params;
  switch (cam.model) {
    case 'SIMPLE_PINHOLE':
    case 'SIMPLE_RADIAL':
    case 'RADIAL':
      return { fx: p[0] as number, fy: p[0] as number, cx: p[1] as number, cy: p[2] as number };
    case 'PINHOLE':
    case 'OPENCV':
    case 'FULL_OPENCV':
      return { fx: p[0] as number, fy: p[1] as number, cx: p[2] as number, cy: p[3] as number };
  }
  throw new ColmapError(
    `Camera ${cam.id} uses the model ${cam.model}, which the trainer cannot undistort (it handles SIMPLE_RADIAL, RADIAL and OPENCV): run COLMAP's image_undistorter and train on its output`,
  );
}
