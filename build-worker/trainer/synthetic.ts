/**
 * A small ray-traced scene (two textured spheres on a finite textured ground, Lambertian shading,
 * black sky) seen by a ring of cameras, for tests, the benchmark and the COLMAP pipeline test.
 * "smooth" textures suit the convergence test; "detailed" ones give SIFT enough features.
 */
import type { PointCloud } from './init.ts';
import { Rng } from './rng.ts';
import type { Camera, View } from './types.ts';

export type Texture = 'smooth' | 'detailed';

interface Hit {
  t: number;
  nx: number;
  ny: number;
  nz: number;
  obj: number;
}

const SPHERES = [
  { c: [0, 0, 0], r: 1 },
  { c: [1.6, -0.45, 0.9], r: 0.55 },
];
const GROUND_Y = -1; // world y is up
const GROUND_HALF = 3;
const LIGHT = normalize([0.4, 0.8, 0.3]);

function normalize(v: number[]): number[] {
  const l = Math.hypot(v[0] as number, v[1] as number, v[2] as number);
  return v.map((x) => x / l);
}

function cross(a: number[], b: number[]): number[] {
  const [a0, a1, a2] = a as [number, number, number];
  const [b0, b1, b2] = b as [number, number, number];
  return [a1 * b2 - a2 * b1, a2 * b0 - a0 * b2, a0 * b1 - a1 * b0];
}

/** Hash-based value noise in [0, 1], smooth, for the detailed texture. */
function hash3(x: number, y: number, z: number): number {
  let h = Math.imul(x, 374761393) ^ Math.imul(y, 668265263) ^ Math.imul(z, 2147483647);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}
function noise(x: number, y: number, z: number): number {
  const xi = Math.floor(x),
    yi = Math.floor(y),
    zi = Math.floor(z);
  const fx = x - xi,
    fy = y - yi,
    fz = z - zi;
  const sx = fx * fx * (3 - 2 * fx),
    sy = fy * fy * (3 - 2 * fy),
    sz = fz * fz * (3 - 2 * fz);
  let v = 0;
  for (let dz = 0; dz < 2; dz++)
    for (let dy = 0; dy < 2; dy++)
      for (let dx = 0; dx < 2; dx++) {
        const w = (dx ? sx : 1 - sx) * (dy ? sy : 1 - sy) * (dz ? sz : 1 - sz);
        v += w * hash3(xi + dx, yi + dy, zi + dz);
      }
  return v;
}

/** Albedo at a surface point. */
function albedo(obj: number, p: number[], tex: Texture): number[] {
  const [x, y, z] = p as [number, number, number];
  if (tex === 'smooth') {
    if (obj === 0)
      return [
        0.55 + 0.35 * Math.sin(2.5 * x),
        0.5 + 0.3 * Math.sin(2 * y + 1),
        0.45 + 0.35 * Math.cos(2.2 * z),
      ];
    if (obj === 1) return [0.85, 0.55 + 0.25 * Math.sin(4 * y), 0.2];
    const c = 0.5 + 0.25 * Math.sin(1.5 * x) * Math.sin(1.5 * z);
    return [c * 0.9, c, c * 0.8];
  }
  const n1 = noise(x * 6 + 10, y * 6, z * 6);
  const n2 = noise(x * 18, y * 18 + 5, z * 18);
  const n = 0.6 * n1 + 0.4 * n2;
  if (obj === 0) return [0.2 + 0.7 * n, 0.3 + 0.5 * noise(x * 9, y * 9, z * 9 + 3), 0.8 - 0.6 * n];
  if (obj === 1) return [0.9 * n + 0.1, 0.6 * n2, 0.2 + 0.3 * n1];
  const checker = (Math.floor(x * 2) + Math.floor(z * 2)) & 1 ? 0.75 : 0.35;
  return [checker * (0.6 + 0.4 * n), checker * (0.5 + 0.5 * n2), checker * (0.4 + 0.6 * n1)];
}

function intersect(o: number[], d: number[]): Hit | null {
  let best: Hit | null = null;
  SPHERES.forEach((s, i) => {
    const ox = (o[0] as number) - (s.c[0] as number),
      oy = (o[1] as number) - (s.c[1] as number),
      oz = (o[2] as number) - (s.c[2] as number);
    const b = ox * (d[0] as number) + oy * (d[1] as number) + oz * (d[2] as number);
    const c = ox * ox + oy * oy + oz * oz - s.r * s.r;
    const disc = b * b - c;
    if (disc < 0) return;
    const t = -b - Math.sqrt(disc);
    if (t > 1e-4 && (!best || t < best.t)) {
      const hx = ox + t * (d[0] as number),
        hy = oy + t * (d[1] as number),
        hz = oz + t * (d[2] as number);
      best = { t, nx: hx / s.r, ny: hy / s.r, nz: hz / s.r, obj: i };
    }
  });
  if ((d[1] as number) < -1e-9) {
    const t = (GROUND_Y - (o[1] as number)) / (d[1] as number);
    const hx = (o[0] as number) + t * (d[0] as number),
      hz = (o[2] as number) + t * (d[2] as number);
    if (
      t > 1e-4 &&
      Math.abs(hx) < GROUND_HALF &&
      Math.abs(hz) < GROUND_HALF &&
      (!best || t < (best as Hit).t)
    ) {
      best = { t, nx: 0, ny: 1, nz: 0, obj: 2 };
    }
  }
  return best;
}

/** Shaded colour at a hit (Lambert + ambient, shadowed), view-independent. */
function shade(p: number[], h: Hit, tex: Texture): number[] {
  const a = albedo(h.obj, p, tex);
  const ndl = Math.max(
    0,
    h.nx * (LIGHT[0] as number) + h.ny * (LIGHT[1] as number) + h.nz * (LIGHT[2] as number),
  );
  const shadow =
    ndl > 0 &&
    intersect(
      [(p[0] as number) + h.nx * 1e-3, (p[1] as number) + h.ny * 1e-3, (p[2] as number) + h.nz * 1e-3],
      LIGHT,
    )
      ? 0.3
      : 1;
  const k = 0.35 + 0.65 * ndl * shadow;
  return a.map((c) => Math.min(1, c * k));
}

/** A camera at `eye` looking at `target` (world y up), in COLMAP's convention (x right, y down, z forward). */
export function lookAt(
  eye: number[],
  target: number[],
  width: number,
  height: number,
  focal: number,
): Camera {
  const f = normalize([
    (target[0] as number) - (eye[0] as number),
    (target[1] as number) - (eye[1] as number),
    (target[2] as number) - (eye[2] as number),
  ]);
  const r = normalize(cross([0, -1, 0], f));
  const d = cross(f, r);
  const R = [...r, ...d, ...f];
  const t = [0, 1, 2].map(
    (i) =>
      -(
        (R[3 * i] as number) * (eye[0] as number) +
        (R[3 * i + 1] as number) * (eye[1] as number) +
        (R[3 * i + 2] as number) * (eye[2] as number)
      ),
  );
  return { width, height, fx: focal, fy: focal, cx: width / 2, cy: height / 2, R, t };
}

/** Ray-traces one view with 2×2 supersampling; planar RGB. */
export function renderSynthetic(cam: Camera, tex: Texture): Float32Array {
  const { width: W, height: H } = cam;
  const img = new Float32Array(3 * W * H);
  const R = cam.R;
  const eye = [0, 1, 2].map(
    (i) =>
      -(
        (R[i] as number) * (cam.t[0] as number) +
        (R[3 + i] as number) * (cam.t[1] as number) +
        (R[6 + i] as number) * (cam.t[2] as number)
      ),
  );
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const acc = [0, 0, 0];
      for (let sy = 0; sy < 2; sy++)
        for (let sx = 0; sx < 2; sx++) {
          const u = (x + 0.25 + 0.5 * sx - cam.cx) / cam.fx;
          const v = (y + 0.25 + 0.5 * sy - cam.cy) / cam.fy;
          const d = normalize(
            [0, 1, 2].map((i) => (R[i] as number) * u + (R[3 + i] as number) * v + (R[6 + i] as number)),
          );
          const h = intersect(eye, d);
          if (!h) continue;
          const p = [0, 1, 2].map((i) => (eye[i] as number) + h.t * (d[i] as number));
          const c = shade(p, h, tex);
          for (let k = 0; k < 3; k++) acc[k] = (acc[k] as number) + 0.25 * (c[k] as number);
        }
      for (let k = 0; k < 3; k++) img[k * W * H + y * W + x] = acc[k] as number;
    }
  }
  return img;
}

/** Cameras on a ring around the scene, at a few heights, all looking at the centre. */
export function ringCameras(count: number, width: number, height: number, radius = 4.2): Camera[] {
  const cams: Camera[] = [];
  for (let i = 0; i < count; i++) {
    const a = (2 * Math.PI * i) / count;
    const h = 0.6 + 0.8 * Math.sin(3 * a);
    cams.push(
      lookAt([radius * Math.cos(a), h, radius * Math.sin(a)], [0.2, -0.3, 0.1], width, height, 0.9 * width),
    );
  }
  return cams;
}

/** Points on the visible surfaces with their shaded colours, like a sparse SfM cloud (with noise). */
export function surfacePoints(count: number, seed: number, tex: Texture, noiseStd = 0.01): PointCloud {
  const rng = new Rng(seed);
  const xyz = new Float64Array(3 * count);
  const rgb = new Uint8Array(3 * count);
  for (let i = 0; i < count; i++) {
    let p: number[];
    let h: Hit;
    const pick = rng.next();
    if (pick < 0.7) {
      const s = SPHERES[pick < 0.5 ? 0 : 1] as { c: number[]; r: number };
      const n = normalize([rng.normal(), rng.normal(), rng.normal()]);
      p = [0, 1, 2].map((k) => (s.c[k] as number) + s.r * (n[k] as number));
      h = { t: 0, nx: n[0] as number, ny: n[1] as number, nz: n[2] as number, obj: pick < 0.5 ? 0 : 1 };
    } else {
      p = [rng.range(-GROUND_HALF, GROUND_HALF), GROUND_Y, rng.range(-GROUND_HALF, GROUND_HALF)];
      h = { t: 0, nx: 0, ny: 1, nz: 0, obj: 2 };
    }
    const c = shade(p, h, tex);
    for (let k = 0; k < 3; k++) {
      xyz[3 * i + k] = (p[k] as number) + noiseStd * rng.normal();
      rgb[3 * i + k] = Math.round(255 * Math.min(1, Math.max(0, (c[k] as number) + 0.05 * rng.normal())));
    }
  }
  return { xyz, rgb };
}

export interface SyntheticScene {
  train: View[];
  test: View[];
  points: PointCloud;
}

/** `views` cameras on a ring; every `testEvery`-th is held out. */
export function makeSyntheticScene(opts: {
  width: number;
  height: number;
  views: number;
  testEvery?: number;
  points?: number;
  seed?: number;
  texture?: Texture;
}): SyntheticScene {
  const tex = opts.texture ?? 'smooth';
  const testEvery = opts.testEvery ?? 8;
  const cams = ringCameras(opts.views, opts.width, opts.height);
  const train: View[] = [];
  const test: View[] = [];
  cams.forEach((camera, i) => {
    const view = {
      name: `view_${String(i).padStart(3, '0')}.png`,
      camera,
      image: renderSynthetic(camera, tex),
    };
    (i % testEvery === testEvery - 1 ? test : train).push(view);
  });
  return { train, test, points: surfacePoints(opts.points ?? 3000, opts.seed ?? 1, tex) };
}
