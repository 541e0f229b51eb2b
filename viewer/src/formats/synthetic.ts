/**
 * A procedural splat scene for tests and benchmarks (nothing is downloaded): a sphere coloured by its
 * normal above a checkered floor, plus a few far floaters that a naive bounding sphere would frame.
 * Like a real capture it has +y pointing down (the COLMAP convention). Deterministic for a given seed.
 * The cloud type and its writers are in splat-cloud.ts.
 */
import { seededRandom } from '../seeded-random.ts';
import type { SplatCloud } from './splat-cloud.ts';

export function syntheticScene(count: number, seed = 1): SplatCloud {
  const random = seededRandom(seed);
  const positions = new Float32Array(count * 3);
  const scales = new Float32Array(count * 3);
  const colors = new Uint8Array(count * 4);
  const rotations = new Float32Array(count * 4);
  const floaters = Math.max(1, Math.floor(count * 0.005));
  const sphere = Math.floor((count - floaters) * 0.7);
  const sphereSize = 1.3 * Math.sqrt((4 * Math.PI) / Math.max(1, sphere) / Math.PI);
  const floorSize = 1.3 * Math.sqrt((Math.PI * 2.2 * 2.2) / Math.max(1, count - floaters - sphere) / Math.PI);
  for (let i = 0; i < count; i++) {
    let x: number;
    let y: number;
    let z: number;
    let r: number;
    let g: number;
    let b: number;
    let s: number;
    if (i < sphere) {
      const u = random() * 2 - 1;
      const phi = random() * Math.PI * 2;
      const k = Math.sqrt(1 - u * u);
      x = k * Math.cos(phi);
      y = u;
      z = k * Math.sin(phi);
      r = 0.5 + 0.5 * x;
      g = 0.5 + 0.5 * y;
      b = 0.5 + 0.5 * z;
      s = sphereSize;
    } else if (i < count - floaters) {
      const radius = 2.2 * Math.sqrt(random());
      const phi = random() * Math.PI * 2;
      x = radius * Math.cos(phi);
      y = -1.2;
      z = radius * Math.sin(phi);
      const checker = (Math.floor(x * 2 + 10) + Math.floor(z * 2 + 10)) % 2 === 0;
      r = checker ? 0.9 : 0.15;
      g = checker ? 0.75 : 0.15;
      b = checker ? 0.2 : 0.2;
      s = floorSize;
    } else {
      const distance = 20 + random() * 40;
      const u = random() * 2 - 1;
      const phi = random() * Math.PI * 2;
      const k = Math.sqrt(1 - u * u);
      x = distance * k * Math.cos(phi);
      y = distance * u;
      z = distance * k * Math.sin(phi);
      r = g = b = 0.6;
      s = 0.05;
    }
    positions.set([x, -y, z], i * 3); // y down, as in captures
    scales.set([s, s, s * 0.4], i * 3);
    colors.set([Math.round(r * 255), Math.round(g * 255), Math.round(b * 255), 240], i * 4);
    // A random unit quaternion (Shoemake).
    const u1 = random();
    const u2 = random() * Math.PI * 2;
    const u3 = random() * Math.PI * 2;
    const a = Math.sqrt(1 - u1);
    const c = Math.sqrt(u1);
    rotations.set([a * Math.sin(u2), a * Math.cos(u2), c * Math.sin(u3), c * Math.cos(u3)], i * 4);
  }
  return { count, positions, scales, colors, rotations };
}
