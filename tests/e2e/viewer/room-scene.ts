/**
 * A generated room of known size for the planner's measuring test: a 6 m × 4 m floor with a dark border
 * and a table in the middle, placed in the scene as a capture would be (y down, tilted, turned, moved)
 * and scaled by an arbitrary factor, so a measurement is only right after levelling and calibrating.
 * make-scenes.ts writes it as `room.splat`; the test projects the room's corners to click them.
 */
import type { SplatCloud } from '#formats/splat-cloud.ts';

type Vec3 = [number, number, number];

export const ROOM = { width: 6, depth: 4, unitsPerMeter: 0.37 } as const;

const TILT = (9 * Math.PI) / 180;
const TURN = (33 * Math.PI) / 180;
const SHIFT: Vec3 = [0.4, -0.2, 0.7];

/** A room direction (meters, y up) in the scene: y flipped down, tilted about x, turned about y, scaled. */
function rotate([x, y, z]: Vec3): Vec3 {
  const [x1, y1, z1] = [x, -y, z];
  const [y2, z2] = [y1 * Math.cos(TILT) - z1 * Math.sin(TILT), y1 * Math.sin(TILT) + z1 * Math.cos(TILT)];
  const [x3, z3] = [x1 * Math.cos(TURN) + z2 * Math.sin(TURN), -x1 * Math.sin(TURN) + z2 * Math.cos(TURN)];
  const k = ROOM.unitsPerMeter;
  return [x3 * k, y2 * k, z3 * k];
}

/** A room point (meters) in scene coordinates. */
export function roomToScene(p: Vec3): Vec3 {
  const [x, y, z] = rotate(p);
  return [x + SHIFT[0], y + SHIFT[1], z + SHIFT[2]];
}

/** The room's up in the scene (a unit vector). */
export function roomUp(): Vec3 {
  const [x, y, z] = rotate([0, 1, 0]);
  const n = Math.hypot(x, y, z);
  return [x / n, y / n, z / n];
}

function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` splats: the floor (checker of 0.5 m tiles), a 0.15 m border, its corners, and a table. */
export function roomCloud(count: number): SplatCloud {
  const next = random(7);
  const { width, depth } = ROOM;
  const positions = new Float32Array(count * 3);
  const scales = new Float32Array(count * 3);
  const colors = new Uint8Array(count * 4);
  const rotations = new Float32Array(count * 4);
  const size = 0.6 * Math.sqrt((width * depth) / count) * ROOM.unitsPerMeter;
  for (let i = 0; i < count; i++) {
    let p: Vec3;
    let rgb: Vec3;
    const kind = i / count;
    if (kind < 0.08) {
      // The border, on the edges themselves (corners included), so edge clicks land on splats.
      const t = next() * 2 * (width + depth);
      p =
        t < width
          ? [t, 0, 0]
          : t < width + depth
            ? [width, 0, t - width]
            : t < 2 * width + depth
              ? [t - width - depth, 0, depth]
              : [0, 0, t - 2 * width - depth];
      rgb = [200, 40, 40];
    } else if (kind < 0.88) {
      p = [next() * width, (next() - 0.5) * 0.006, next() * depth];
      const inBorder = p[0] < 0.15 || p[0] > width - 0.15 || p[2] < 0.15 || p[2] > depth - 0.15;
      const checker = (Math.floor(p[0] * 2) + Math.floor(p[2] * 2)) % 2 === 0;
      rgb = inBorder ? [90, 30, 30] : checker ? [215, 200, 170] : [120, 110, 95];
    } else {
      // A 1.6 m × 0.8 m table top, 0.75 m high.
      p = [2.2 + next() * 1.6, 0.75, 1.6 + next() * 0.8];
      rgb = [70, 120, 200];
    }
    positions.set(roomToScene(p), i * 3);
    scales.set([size, size, size], i * 3);
    colors.set([...rgb, 250], i * 4);
    rotations.set([1, 0, 0, 0], i * 4);
  }
  return { count, positions, scales, colors, rotations };
}
