/**
 * What the layout tools place and how they place it: the page's chosen models (setLayoutModels), and the
 * edit target a layout writes through, built from the planner's stores (a fill reads its zone's boundary).
 */
import { toFloor2D } from '#venue/frame.ts';
import { insidePolygon, polygonArea2D } from '#venue/geometry.ts';
import { fromPoint } from '#venue/vec.ts';
import type { LayoutModels, LayoutSpec, PlacedItemData, SceneFrame, Vec3 } from '../../../protocol/index.ts';
import type { EntityStore } from '../entity-store.ts';
import type { EditTarget } from '../object-edits.ts';
import { type LayoutTarget, placeLayout } from './layout-edits.ts';
import { layoutItems } from './layout-items.ts';

export type { LayoutModels };

/** A layout not placed yet: its ghost items, and how many seats and tables they are. */
export interface LayoutPreview {
  items: PlacedItemData[];
  seats: number;
  tables: number;
}

/** What a layout tool reaches when its drawing completes (or previews). */
export interface LayoutPlacing extends Readonly<LayoutModels> {
  /** Places a layout as a new group, or re-makes `groupId`: one undoable edit. The group's id (null: nothing placed). */
  place(layout: LayoutSpec, groupId?: string): string | null;
  /** The layout's items without placing them (the drawing's ghost). */
  preview(layout: LayoutSpec): LayoutPreview;
  /** The zone whose floor holds this point, if any (the Fill zone tool's click). */
  zoneAt(point: Vec3): string | null;
}

export function layoutTargetOf(planner: EditTarget & { readonly store: EntityStore }): LayoutTarget {
  const boundary = (zoneId: string) =>
    planner.store.get('segmentation', zoneId)?.geometry?.boundary?.map(fromPoint) ?? null;
  return {
    get frame() {
      return planner.frame;
    },
    store: planner.store,
    items: planner.items,
    history: planner.history,
    newId: () => planner.newId(),
    setSelection: (ids, cause) => planner.setSelection(ids, cause),
    zoneBoundary: boundary,
  };
}

/** The zone whose floor outline holds a point (the smallest, when zones nest). */
function zoneContaining(store: EntityStore, frame: SceneFrame, point: Vec3): string | null {
  const [x, y] = toFloor2D(frame, point);
  let best: { id: string; area: number } | null = null;
  for (const zone of store.list('segmentation')) {
    const outline = (zone.geometry?.boundary ?? []).map((p) => toFloor2D(frame, fromPoint(p)));
    if (outline.length < 3 || !insidePolygon(x, y, outline)) continue;
    const area = polygonArea2D(outline);
    if (!best || area < best.area) best = { id: zone.id, area };
  }
  return best?.id ?? null;
}

export function layoutPlacing(
  planner: EditTarget & { readonly store: EntityStore },
  models: LayoutModels,
): LayoutPlacing {
  return {
    ...models,
    place: (layout, groupId) => {
      const [first] = placeLayout(layoutTargetOf(planner), layout, groupId);
      return (first && planner.items.get(first)?.groupId) ?? null;
    },
    preview: (layout) => {
      let n = 0;
      const items = layoutItems('preview', layout, {
        frame: planner.frame,
        zoneBoundary: layoutTargetOf(planner).zoneBoundary,
        newId: () => `preview-${++n}`,
      });
      const tables = 'table' in layout && layout.table ? layout.table.modelId : null;
      const table = items.filter((item) => item.modelId === tables).length;
      return { items, seats: items.length - table, tables: table };
    },
    zoneAt: (point) => zoneContaining(planner.store, planner.frame, point),
  };
}
