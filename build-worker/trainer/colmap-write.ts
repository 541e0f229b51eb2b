/** Writers for COLMAP sparse models (TXT and BIN): used by tests and by the synthetic pipeline. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CAMERA_MODELS, type ColmapCamera, type ColmapImage, type ColmapModel } from './colmap.ts';
import type { PointCloud } from './init.ts';
import type { View } from './types.ts';

export function writeColmapText(dir: string, m: Omit<ColmapModel, 'format'>): void {
  mkdirSync(dir, { recursive: true });
  const cams = [...m.cameras.values()].map(
    (c) => `${c.id} ${c.model} ${c.width} ${c.height} ${c.params.join(' ')}`,
  );
  writeFileSync(join(dir, 'cameras.txt'), `# Camera list\n${cams.join('\n')}\n`);
  const ims = m.images.map(
    (im) => `${im.id} ${im.qvec.join(' ')} ${im.tvec.join(' ')} ${im.cameraId} ${im.name}\n`,
  );
  writeFileSync(join(dir, 'images.txt'), `# Image list\n${ims.join('\n')}\n`);
  const n = m.xyz.length / 3;
  const pts: string[] = [];
  for (let i = 0; i < n; i++) {
    pts.push(
      `${i + 1} ${m.xyz[3 * i]} ${m.xyz[3 * i + 1]} ${m.xyz[3 * i + 2]} ${m.rgb[3 * i]} ${m.rgb[3 * i + 1]} ${m.rgb[3 * i + 2]} 0.5 1 0`,
    );
  }
  writeFileSync(join(dir, 'points3D.txt'), `# 3D point list\n${pts.join('\n')}\n`);
}

export function writeColmapBinary(dir: string, m: Omit<ColmapModel, 'format'>): void {
  mkdirSync(dir, { recursive: true });
  const parts: Buffer[] = [];
  const u64 = (v: number) => {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(v));
    parts.push(b);
  };
  const i32 = (v: number) => {
    const b = Buffer.alloc(4);
    b.writeInt32LE(v);
    parts.push(b);
  };
  const f64 = (v: number) => {
    const b = Buffer.alloc(8);
    b.writeDoubleLE(v);
    parts.push(b);
  };
  const flush = (file: string) => {
    writeFileSync(join(dir, file), Buffer.concat(parts));
    parts.length = 0;
  };
  u64(m.cameras.size);
  for (const c of m.cameras.values()) {
    i32(c.id);
    i32(CAMERA_MODELS.findIndex(([n]) => n === c.model));
    u64(c.width);
    u64(c.height);
    for (const p of c.params) f64(p);
  }
  flush('cameras.bin');
  u64(m.images.length);
  for (const im of m.images) {
    i32(im.id);
    for (const q of im.qvec) f64(q);
    for (const t of im.tvec) f64(t);
    i32(im.cameraId);
    parts.push(Buffer.from(`${im.name}\0`, 'utf8'));
    u64(1); // one 2D point, to exercise skipping
    f64(1.5);
    f64(2.5);
    const b = Buffer.alloc(8);
    b.writeBigInt64LE(-1n);
    parts.push(b);
  }
  flush('images.bin');
  const n = m.xyz.length / 3;
  u64(n);
  for (let i = 0; i < n; i++) {
    u64(i + 1);
    for (let c = 0; c < 3; c++) f64(m.xyz[3 * i + c] as number);
    parts.push(Buffer.from([m.rgb[3 * i] as number, m.rgb[3 * i + 1] as number, m.rgb[3 * i + 2] as number]));
    f64(0.5);
    u64(2);
    i32(1);
    i32(0);
    i32(2);
    i32(0);
  }
  flush('points3D.bin');
}

/** COLMAP quaternion (w, x, y, z) of a rotation matrix (row-major). */
export function rotationToQvec(R: readonly number[]): [number, number, number, number] {
  const [m00, m01, m02, m10, m11, m12, m20, m21, m22] = R as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const tr = m00 + m11 + m22;
  let w: number, x: number, y: number, z: number;
  if (tr > 0) {
    const s = 0.5 / Math.sqrt(tr + 1);
    w = 0.25 / s;
    x = (m21 - m12) * s;
    y = (m02 - m20) * s;
    z = (m10 - m01) * s;
  } else if (m00 > m11 && m00 > m22) {
    const s = 2 * Math.sqrt(1 + m00 - m11 - m22);
    w = (m21 - m12) / s;
    x = 0.25 * s;
    y = (m01 + m10) / s;
    z = (m02 + m20) / s;
  } else if (m11 > m22) {
    const s = 2 * Math.sqrt(1 + m11 - m00 - m22);
    w = (m02 - m20) / s;
    x = (m01 + m10) / s;
    y = 0.25 * s;
    z = (m12 + m21) / s;
  } else {
    const s = 2 * Math.sqrt(1 + m22 - m00 - m11);
    w = (m10 - m01) / s;
    x = (m02 + m20) / s;
    y = (m12 + m21) / s;
    z = 0.25 * s;
  }
  return w < 0 ? [-w, -x, -y, -z] : [w, x, y, z];
}

/** A COLMAP model (one PINHOLE camera per view) for views whose images are saved under their names. */
export function viewsToColmap(views: View[], points: PointCloud): Omit<ColmapModel, 'format'> {
  const cameras = new Map<number, ColmapCamera>();
  const images: ColmapImage[] = views.map((v, i) => {
    const c = v.camera;
    cameras.set(i + 1, {
      id: i + 1,
      model: 'PINHOLE',
      width: c.width,
      height: c.height,
      params: [c.fx, c.fy, c.cx, c.cy],
    });
    return {
      id: i + 1,
      qvec: rotationToQvec(c.R),
      tvec: [c.t[0] as number, c.t[1] as number, c.t[2] as number],
      cameraId: i + 1,
      name: v.name,
    };
  });
  return { cameras, images, xyz: points.xyz, rgb: points.rgb };
}
