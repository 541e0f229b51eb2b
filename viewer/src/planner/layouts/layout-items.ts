/**
 * A layout group's items: the pure generators (#venue/layout/) work on the floor plane in meters; this
 * turns a group's parameters into their floor coordinates and their placements back into ordinary placed
 * models standing on the scene's floor, each carrying the group's id and parameters.
 */

import { floorBasis } from '#venue/frame.ts';
import { chairBlock } from '#venue/layout/chair-block.ts';
import { chairRow } from '#venue/layout/chair-row.ts';
import type { P2, Placement2D } from '#venue/layout/layout-types.ts';
import { tableSet } from '#venue/layout/table-set.ts';
import { fillZone } from '#venue/layout/zone-fill.ts';
import { add, dot, scale } from '#venue/vec.ts';
import type { LayoutModel, LayoutSpec, PlacedItemData, SceneFrame, Vec3 } from '../../../protocol/index.ts';
import { facingRotation } from '../placed-items.ts';

/** What making a group's items reads: the scene's frame, a zone's boundary (fills), fresh ids. */
export interface LayoutSources {
  readonly frame: SceneFrame;
  zoneBoundary(zoneId: string): readonly Vec3[] | null;
  newId(): string;
}

/** The floor plane in meters: scene points to (x, y) and back onto the floor. */
export function floorPlane(frame: SceneFrame) {
  const { u, v, n } = floorBasis(frame);
  const metersPerUnit = frame.metersPerUnit ?? 1;
  return {
    to2D: (p: Vec3): P2 => ({ x: dot(p, u) * metersPerUnit, y: dot(p, v) * metersPerUnit }),
    toScene: ({ x, y }: P2): Vec3 =>
      add(scale(n, frame.floor), add(scale(u, x / metersPerUnit), scale(v, y / metersPerUnit))),
  };
}

const size = (model: LayoutModel) => ({ width: model.width, depth: model.depth });
const tableOf = (model: LayoutModel) => ({ ...size(model), shape: model.shape ?? 'round' });

/** Where the group's models go on the floor plane (meters). */
function layoutPlacements(spec: LayoutSpec, sources: LayoutSources): Placement2D[] {
  const { to2D } = floorPlane(sources.frame);
  switch (spec.kind) {
    case 'row':
      return chairRow({
        start: to2D(spec.start),
        end: to2D(spec.end),
        seat: size(spec.seat),
        gap: spec.gap,
        count: spec.count,
        flip: spec.flip,
        bend: spec.bend,
      });
    case 'block':
      return chairBlock({
        ...spec,
        front: to2D(spec.front),
        facingPoint: to2D(spec.facingPoint),
        seat: size(spec.seat),
      });
    case 'set':
      return tableSet({
        centre: to2D(spec.centre),
        table: tableOf(spec.table),
        seat: size(spec.seat),
        count: spec.count,
        style: spec.style,
        ends: spec.ends,
        rotation: (spec.rotation * Math.PI) / 180,
        facingPoint: spec.facingPoint && to2D(spec.facingPoint),
      });
    case 'fill': {
      const boundary = sources.zoneBoundary(spec.zoneId);
      if (!boundary || boundary.length < 3) return [];
      return fillZone({
        ...spec,
        polygon: boundary.map(to2D),
        seat: size(spec.seat),
        table: spec.table && tableOf(spec.table),
        facingPoint: spec.facingPoint && to2D(spec.facingPoint),
      });
    }
  }
}

/** The group's placed models, each with a new id, the group's id and its parameters. */
export function layoutItems(groupId: string, spec: LayoutSpec, sources: LayoutSources): PlacedItemData[] {
  const { toScene } = floorPlane(sources.frame);
  return layoutPlacements(spec, sources).flatMap((placement) => {
    const model = placement.role === 'table' && 'table' in spec ? spec.table : spec.seat;
    if (!model) return [];
    const [x, y, z] = toScene(placement);
    return [
      {
        id: sources.newId(),
        modelId: model.modelId,
        modelUrl: model.modelUrl,
        position: { x, y, z },
        rotation: facingRotation(sources.frame, placement.facing),
        scale: { x: model.scale, y: model.scale, z: model.scale },
        groupId,
        layout: spec,
      },
    ];
  });
}
