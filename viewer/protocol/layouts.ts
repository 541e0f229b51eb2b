/**
 * A layout group as it crosses the boundary and as it is stored (issue #26): a chair row, a chair block,
 * a table set or a zone fill, by its parameters. Every item a layout places is an ordinary placed model
 * that carries the group's id and these parameters, so the group needs no record of its own: it lives as
 * long as one of its items does, syncs, reloads and publishes with them, and the right panel can re-make
 * it from what any member holds. Anchor points are scene points (they stay put when the scale is
 * calibrated again); lengths are meters.
 */
import { z } from 'zod';
import { DEFAULT_AISLE_WIDTH_M, DEFAULT_ROW_SPACING_M } from '#venue/layout/chair-block.ts';
import { DEFAULT_SEAT_GAP_M } from '#venue/layout/chair-row.ts';
import {
  DEFAULT_SEATS_PER_TABLE,
  DEFAULT_TABLE_SPACING_M,
  DEFAULT_ZONE_CLEARANCE_M,
  type FillStyle,
  fillStyles,
} from '#venue/layout/zone-fill.ts';
import { vec3Schema } from './camera.ts';

const id = z.string().min(1).max(200);
const meters = (max: number) => z.number().finite().min(0).max(max);
const count = (max: number) => z.number().int().min(1).max(max);

/** A catalogue model a layout places, with its footprint in meters at the scale it is placed at. */
export const layoutModelSchema = z.object({
  modelId: id,
  modelUrl: z.string().min(1).max(4096),
  scale: z.number().finite().positive().max(100),
  width: z.number().finite().positive().max(50),
  depth: z.number().finite().positive().max(50),
  /** Tables: how chairs go round it. */
  shape: z.enum(['round', 'rectangular']).optional(),
});
export type LayoutModel = z.infer<typeof layoutModelSchema>;

const rowSchema = z.object({
  kind: z.literal('row'),
  seat: layoutModelSchema,
  start: vec3Schema,
  end: vec3Schema,
  gap: meters(5),
  /** Absent: as many as fit between start and end. */
  count: count(500).optional(),
  flip: z.boolean(),
  /** The arc's sagitta in meters (0: straight); its sign picks the side it bends to. */
  bend: z.number().finite().min(-50).max(50),
});

const blockSchema = z.object({
  kind: z.literal('block'),
  seat: layoutModelSchema,
  /** The middle of the front row. */
  front: vec3Schema,
  /** What every seat faces (the stage). */
  facingPoint: vec3Schema,
  rows: count(100),
  columns: count(100),
  rowSpacing: meters(10),
  seatGap: meters(5),
  /** An aisle after every N seats of a row (0: none). */
  aisleEvery: z.number().int().min(0).max(100),
  aisleWidth: meters(20),
});

const setSchema = z.object({
  kind: z.literal('set'),
  seat: layoutModelSchema,
  table: layoutModelSchema,
  centre: vec3Schema,
  count: count(40),
  style: z.enum(['round', 'rectangular', 'cabaret']),
  /** Rectangular tables: a chair at each end too. */
  ends: z.boolean(),
  /** Degrees about the floor's up. */
  rotation: z.number().finite().min(-360).max(360),
  /** Cabaret: the open side faces it. */
  facingPoint: vec3Schema.optional(),
});

const fillSchema = z.object({
  kind: z.literal('fill'),
  zoneId: id,
  style: z.enum(fillStyles),
  seat: layoutModelSchema,
  table: layoutModelSchema.optional(),
  seatsPerTable: count(40),
  seatGap: meters(5),
  rowSpacing: meters(10),
  tableSpacing: meters(20),
  aisleWidth: meters(20),
  clearance: meters(20),
  facingPoint: vec3Schema.optional(),
});

export const layoutSpecSchema = z.discriminatedUnion('kind', [rowSchema, blockSchema, setSchema, fillSchema]);
export type LayoutSpec = z.infer<typeof layoutSpecSchema>;

/** The models a layout can use: a seat, a round table and a long table (the page's choice). */
export interface LayoutModels {
  seat: LayoutModel | null;
  roundTable: LayoutModel | null;
  longTable: LayoutModel | null;
}

/** The styles set out with round tables; the rest use long tables. */
const ROUND_TABLE_STYLES: ReadonlySet<FillStyle> = new Set(['banquet', 'cabaret', 'cocktail']);

/**
 * A zone's fill in one style with the usual spacing (docs/venue-planner.md, "Layout spacing"): what the
 * Fill zone tool and the zone panel's 'Fill' make. Null without a seating model.
 */
export function defaultFillLayout(zoneId: string, style: FillStyle, models: LayoutModels): LayoutSpec | null {
  const { seat } = models;
  if (!seat) return null;
  const table = (ROUND_TABLE_STYLES.has(style) ? models.roundTable : models.longTable) ?? undefined;
  return {
    kind: 'fill',
    zoneId,
    style,
    seat,
    ...(table ? { table } : {}),
    seatsPerTable: DEFAULT_SEATS_PER_TABLE,
    seatGap: DEFAULT_SEAT_GAP_M,
    rowSpacing: DEFAULT_ROW_SPACING_M,
    tableSpacing: DEFAULT_TABLE_SPACING_M,
    aisleWidth: DEFAULT_AISLE_WIDTH_M,
    clearance: DEFAULT_ZONE_CLEARANCE_M,
  };
}
