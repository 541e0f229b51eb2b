/**
 * Which placed models overlap (issue #26): their footprints on the floor plane — turned rectangles, or
 * circles for a layout's round tables — checked against each other on a grid (#venue/layout/footprints.ts).
 * The furniture layer tints them and the page's status line says 'N items overlap'.
 */
import {
  type Footprint as FloorFootprint,
  footprintOf,
  overlappingIndices,
} from '#venue/layout/footprints.ts';
import { fromPoint } from '#venue/vec.ts';
import type { PlacedItemData, SceneFrame } from '../../protocol/index.ts';
import { facingOf } from './arranging.ts';
import { floorPlane } from './layouts/layout-items.ts';
import type { Footprint } from './placed-items.ts';

/** The models a layout placed as round tables (their footprint is a circle). */
function roundModels(items: readonly PlacedItemData[]): Set<string> {
  const round = new Set<string>();
  for (const { layout } of items)
    if (layout && 'table' in layout && layout.table?.shape === 'round') round.add(layout.table.modelId);
  return round;
}

export function overlappingItems(
  items: readonly PlacedItemData[],
  frame: SceneFrame,
  footprint: (modelUrl: string) => Footprint,
): Set<string> {
  const { to2D } = floorPlane(frame);
  const round = roundModels(items);
  const footprints = items.map((item): FloorFootprint => {
    const { halfWidth, halfDepth } = footprint(item.modelUrl);
    const size = {
      width: 2 * halfWidth * Math.abs(item.scale.x),
      depth: 2 * halfDepth * Math.abs(item.scale.z),
    };
    const at = { role: 'seat' as const, ...to2D(fromPoint(item.position)), facing: facingOf(item, frame) };
    return footprintOf(at, size, round.has(item.modelId) ? 'round' : 'rectangular');
  });
  return new Set([...overlappingIndices(footprints)].map((i) => items[i]?.id ?? ''));
}
