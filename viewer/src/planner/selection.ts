/**
 * Which drawn object a click lands on: the nearest outline or marker within a few pixels, else the
 * smallest filled shape the cursor is inside. Works on the shapes as they project now, so it needs only
 * a projector (no renderer).
 */

import { distanceToSegment2D, insidePolygon, polygonArea2D } from '#venue/geometry.ts';
import type { LayerName, Vec3 } from '../../protocol/index.ts';
import type { Projector } from './picking.ts';
import type { Shape } from './shapes.ts';

const HIT_TOLERANCE_PX = 8;

export function hitTest(
  shapes: Iterable<Shape>,
  x: number,
  y: number,
  projector: Pick<Projector, 'toScreen'>,
  visible: (layer: LayerName) => boolean = () => true,
  tolerance = HIT_TOLERANCE_PX,
): Shape | null {
  let nearest: { shape: Shape; distance: number } | null = null;
  let inside: { shape: Shape; area: number } | null = null;
  const screen = (p: Vec3) => projector.toScreen(p);
  for (const shape of shapes) {
    if (!visible(shape.layer)) continue;
    let best = Number.POSITIVE_INFINITY;
    for (const marker of shape.markers) {
      const s = screen(marker);
      if (s) best = Math.min(best, Math.hypot(s[0] - x, s[1] - y));
    }
    for (const line of shape.lines) {
      for (let i = 1; i < line.length; i++) {
        const a = screen(line[i - 1] as Vec3);
        const b = screen(line[i] as Vec3);
        if (a && b) best = Math.min(best, distanceToSegment2D(x, y, a, b));
      }
    }
    if (best <= tolerance && (!nearest || best < nearest.distance)) nearest = { shape, distance: best };
    if (shape.fill) {
      const polygon = shape.fill.map(screen);
      if (polygon.every((p) => p !== null)) {
        const flat = polygon as Array<[number, number]>;
        if (insidePolygon(x, y, flat)) {
          const area = polygonArea2D(flat);
          if (!inside || area < inside.area) inside = { shape, area };
        }
      }
    }
  }
  return nearest?.shape ?? inside?.shape ?? null;
}

/**
 * A click's effect on the selection: Shift adds or removes, a plain click replaces, empty space clears.
 * `hit` is every id the click picks: one object, or all the members of a layout group (picked as one).
 */
export function nextSelection(current: readonly string[], hit: readonly string[], shift: boolean): string[] {
  if (hit.length === 0) return shift ? [...current] : [];
  if (!shift) return [...hit];
  const picked = new Set(hit);
  if (hit.every((id) => current.includes(id))) return current.filter((id) => !picked.has(id));
  return [...current.filter((id) => !picked.has(id)), ...hit];
}
