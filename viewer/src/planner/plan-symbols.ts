/**
 * The placed models as plan symbols in the floor plan view (issue #27): each model's footprint on the
 * floor, turned as placed, as line segments the overlay draws in dark ink over the models — a circle for
 * a round table, a rectangle for the rest, and a seat's back drawn again inside its outline (the side
 * away from where it faces: a catalogue model faces its own +z). Which is which comes from the layout a
 * model was placed by; a model placed alone is a rectangle. Worked out once per set of inputs.
 */
import { Euler, Quaternion, Vector3 } from 'three';
import { fromMeters, type SceneFrame } from '#venue/frame.ts';
import type { PlacedItemData } from '../../protocol/index.ts';
import type { Footprint } from './placed-items.ts';

type SymbolKind = 'round' | 'chair' | 'rectangle';
const CIRCLE_SEGMENTS = 24;
/** A hair above the floor, so the lines are not lost in it. */
const LIFT_M = 0.01;

function symbolOf(item: PlacedItemData): SymbolKind {
  const layout = item.layout as
    | { seat?: { modelId?: string }; table?: { modelId?: string; shape?: string } }
    | undefined;
  if (layout?.seat?.modelId === item.modelId) return 'chair';
  if (layout?.table?.modelId === item.modelId && layout.table.shape === 'round') return 'round';
  return 'rectangle';
}

/** The symbols' line segments (scene coordinates, two points a segment). */
export function planSymbolLines(
  items: readonly PlacedItemData[],
  footprintOf: (modelUrl: string) => Footprint,
  frame: SceneFrame,
): Float32Array {
  const out: number[] = [];
  const unit = fromMeters(frame, 1);
  const up = new Vector3(...frame.up).normalize();
  const q = new Quaternion();
  const ax = new Vector3();
  const az = new Vector3();
  for (const item of items) {
    const { halfWidth, halfDepth } = footprintOf(item.modelUrl);
    const hw = halfWidth * Math.abs(item.scale.x) * unit;
    const hd = halfDepth * Math.abs(item.scale.z) * unit;
    q.setFromEuler(new Euler(item.rotation.x, item.rotation.y, item.rotation.z, 'XYZ'));
    ax.set(1, 0, 0).applyQuaternion(q);
    az.set(0, 0, 1).applyQuaternion(q);
    // Flat on the floor: the model's axes without their part along up.
    ax.addScaledVector(up, -ax.dot(up)).normalize();
    az.addScaledVector(up, -az.dot(up)).normalize();
    const height = up.dot(new Vector3(item.position.x, item.position.y, item.position.z)) - frame.floor;
    const base = new Vector3(item.position.x, item.position.y, item.position.z).addScaledVector(
      up,
      -height + LIFT_M * unit,
    );
    const at = (x: number, z: number) => base.clone().addScaledVector(ax, x).addScaledVector(az, z);
    const ring = (points: Vector3[]) =>
      points.forEach((p, i) => {
        const next = points[(i + 1) % points.length] as Vector3;
        out.push(p.x, p.y, p.z, next.x, next.y, next.z);
      });
    const symbol = symbolOf(item);
    if (symbol === 'round') {
      const r = Math.max(hw, hd);
      ring(
        Array.from({ length: CIRCLE_SEGMENTS }, (_, i) => {
          const a = (i / CIRCLE_SEGMENTS) * 2 * Math.PI;
          return at(Math.cos(a) * r, Math.sin(a) * r);
        }),
      );
      continue;
    }
    ring([at(hw, hd), at(-hw, hd), at(-hw, -hd), at(hw, -hd)]);
    if (symbol === 'chair') {
      // The back: a line a fifth of the depth in from the back edge.
      const back = -hd + (2 * hd) / 5;
      const a = at(hw, back);
      const b = at(-hw, back);
      out.push(a.x, a.y, a.z, b.x, b.y, b.z);
    }
  }
  return new Float32Array(out);
}

let last: { items: readonly PlacedItemData[]; frame: SceneFrame; sizes: number; lines: Float32Array } | null =
  null;

/**
 * The symbols to draw now: the same array while the items (by reference), the frame and the footprints
 * are unchanged, so the overlay rebuilds its lines only when they change.
 */
export function planSymbolsFor(
  items: readonly PlacedItemData[],
  footprintOf: (modelUrl: string) => Footprint,
  frame: SceneFrame,
): Float32Array {
  let sizes = 0;
  for (const item of items) {
    const f = footprintOf(item.modelUrl);
    sizes += f.halfWidth + 2 * f.halfDepth;
  }
  const same =
    last !== null &&
    last.frame === frame &&
    last.sizes === sizes &&
    last.items.length === items.length &&
    items.every((item, i) => last?.items[i] === item);
  if (!same || !last) last = { items, frame, sizes, lines: planSymbolLines(items, footprintOf, frame) };
  return last.lines;
}
