/**
 * Fill a zone with one of the usual event layouts at a click (issue 26): theatre rows, classroom tables,
 * banquet or cabaret rounds, cocktail tables, a boardroom table or a U. Everything is laid out in the
 * zone's own frame (towards the facing point, and across it), kept `clearance` from the zone's edge and
 * apart: a unit (a chair, a table with its chairs) that would not fit whole is left out, so concave zones
 * work the same way as rectangles. The spacing defaults are the usual planning figures
 * (docs/venue-planner.md "Layout spacing").
 */
import { centreAisle, chairBlock, DEFAULT_AISLE_WIDTH_M, DEFAULT_ROW_SPACING_M } from './chair-block.ts';
import { DEFAULT_SEAT_GAP_M } from './chair-row.ts';
import {
  type Footprint,
  footprintCorners,
  footprintInside,
  footprintOf,
  footprintsOverlap,
} from './footprints.ts';
import { type ModelSize, type P2, type Placement2D, type TableModel, wrapAngle } from './layout-types.ts';
import { ROUND_CHAIR_OFFSET_M, tableSet } from './table-set.ts';

export const fillStyles = [
  'theatre',
  'classroom',
  'banquet',
  'cabaret',
  'cocktail',
  'boardroom',
  'uShape',
] as const;
export type FillStyle = (typeof fillStyles)[number];

export const FILL_STYLE_LABELS: Record<FillStyle, string> = {
  theatre: 'Theatre',
  classroom: 'Classroom',
  banquet: 'Banquet',
  cabaret: 'Cabaret',
  cocktail: 'Cocktail',
  boardroom: 'Boardroom',
  uShape: 'U-shape',
};

/** Clear space between neighbouring table sets (60 in, the banquet aisle rule). */
export const DEFAULT_TABLE_SPACING_M = 1.5;
/** Clear space kept from the zone's edge (36 in). */
export const DEFAULT_ZONE_CLEARANCE_M = 0.9;
export const DEFAULT_SEATS_PER_TABLE = 10;
/** Cocktail tables stand about this far apart, centre to centre. */
export const COCKTAIL_TABLE_SPACING_M = 2.5;
/** A 5 ft round, which seats 8–10. */
export const DEFAULT_ROUND_TABLE: TableModel = { width: 1.524, depth: 1.524, shape: 'round' };
/** A 6 ft × 30 in banquet table. */
export const DEFAULT_RECTANGULAR_TABLE: TableModel = { width: 1.83, depth: 0.76, shape: 'rectangular' };
/** A 30 in cocktail round. */
export const DEFAULT_COCKTAIL_TABLE: TableModel = { width: 0.76, depth: 0.76, shape: 'round' };

export interface FillZoneSpec {
  polygon: P2[];
  style: FillStyle;
  seat: ModelSize;
  table?: TableModel;
  seatsPerTable?: number;
  seatGap?: number;
  rowSpacing?: number;
  tableSpacing?: number;
  aisleWidth?: number;
  clearance?: number;
  /** Default: the middle of the polygon's first edge. */
  facingPoint?: P2;
}

/** The table model a fill places: the given one where it suits the style, else the style's default. */
export function fillTable(style: FillStyle, table?: TableModel): TableModel | null {
  switch (style) {
    case 'theatre':
      return null;
    case 'banquet':
      return table ?? DEFAULT_ROUND_TABLE;
    case 'cabaret':
      return table?.shape === 'round' ? table : DEFAULT_ROUND_TABLE;
    case 'cocktail':
      return table ?? DEFAULT_COCKTAIL_TABLE;
    default:
      return table?.shape === 'rectangular' ? table : DEFAULT_RECTANGULAR_TABLE;
  }
}

/**
 * The zone's frame: `a` runs away from the facing point, `b` across to the right of someone facing it.
 * The direction is from the zone's centroid to the facing point, squared up to the nearest edge when
 * within 20°, so rows run along the walls.
 */
function zoneFrame(origin: P2, towards: P2, polygon: readonly P2[]) {
  const wanted = Math.atan2(towards.y - origin.y, towards.x - origin.x);
  let facing = wanted;
  let best = (20 * Math.PI) / 180;
  for (const [i, p] of polygon.entries()) {
    const q = polygon[(i + 1) % polygon.length] as P2;
    if (p.x === q.x && p.y === q.y) continue;
    const normal = Math.atan2(q.y - p.y, q.x - p.x) + Math.PI / 2;
    for (const candidate of [normal, normal + Math.PI]) {
      const off = Math.abs(wrapAngle(candidate - wanted));
      if (off < best) {
        best = off;
        facing = candidate;
      }
    }
  }
  const fx = Math.cos(facing);
  const fy = Math.sin(facing);
  return {
    facing: wrapAngle(facing),
    world: (a: number, b: number): P2 => ({ x: origin.x - a * fx + b * fy, y: origin.y - a * fy - b * fx }),
    local: (p: P2) => {
      const dx = p.x - origin.x;
      const dy = p.y - origin.y;
      return { a: -(dx * fx + dy * fy), b: dx * fy - dy * fx };
    },
  };
}
type Frame = ReturnType<typeof zoneFrame>;

/** A box in the zone's frame. */
interface Box {
  a0: number;
  a1: number;
  b0: number;
  b1: number;
}

function centroid(polygon: readonly P2[]): P2 {
  let twice = 0;
  let x = 0;
  let y = 0;
  for (const [i, p] of polygon.entries()) {
    const q = polygon[(i + 1) % polygon.length] as P2;
    const cross = p.x * q.y - q.x * p.y;
    twice += cross;
    x += (p.x + q.x) * cross;
    y += (p.y + q.y) * cross;
  }
  if (Math.abs(twice) < 1e-12) {
    const n = Math.max(1, polygon.length);
    return { x: polygon.reduce((s, p) => s + p.x, 0) / n, y: polygon.reduce((s, p) => s + p.y, 0) / n };
  }
  return { x: x / (3 * twice), y: y / (3 * twice) };
}

/** Positions start, start + pitch, … centred in [lo, hi] for items `size` long, plus one more each side. */
function lattice(lo: number, hi: number, size: number, pitch: number, phase: number): number[] {
  const n = Math.max(1, Math.floor((hi - lo - size) / pitch + 1e-9) + 1);
  const start = (lo + hi) / 2 - ((n - 1) * pitch) / 2 + phase * pitch;
  return Array.from({ length: n + 2 }, (_, i) => start + (i - 1) * pitch);
}

/** The largest box of the zone's usable floor, on a raster of at most ~40,000 cells. */
function largestBox(frame: Frame, box: Box, usable: (p: P2) => boolean): Box | null {
  const cell = Math.max(0.1, Math.sqrt(((box.a1 - box.a0) * (box.b1 - box.b0)) / 40_000));
  const rows = Math.max(1, Math.ceil((box.a1 - box.a0) / cell));
  const columns = Math.max(1, Math.ceil((box.b1 - box.b0) / cell));
  const heights = new Array<number>(columns).fill(0);
  let best: Box | null = null;
  let bestArea = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const inside = usable(frame.world(box.a0 + (r + 0.5) * cell, box.b0 + (c + 0.5) * cell));
      heights[c] = inside ? (heights[c] as number) + 1 : 0;
    }
    // Largest rectangle under the histogram of heights, ending at row r.
    const stack: number[] = [];
    for (let c = 0; c <= columns; c++) {
      const h = c < columns ? (heights[c] as number) : 0;
      while (stack.length > 0 && (heights[stack[stack.length - 1] as number] as number) >= h) {
        const top = stack.pop() as number;
        const height = heights[top] as number;
        const left = stack.length > 0 ? (stack[stack.length - 1] as number) + 1 : 0;
        const area = height * (c - left);
        if (area > bestArea) {
          bestArea = area;
          best = {
            a0: box.a0 + (r + 1 - height) * cell,
            a1: box.a0 + (r + 1) * cell,
            b0: box.b0 + left * cell,
            b1: box.b0 + c * cell,
          };
        }
      }
      stack.push(c);
    }
  }
  return best;
}

export function fillZone(spec: FillZoneSpec): Placement2D[] {
  const { polygon, style, seat } = spec;
  if (polygon.length < 3) return [];
  const first = polygon[0] as P2;
  const second = polygon[1] as P2;
  const facingPoint = spec.facingPoint ?? { x: (first.x + second.x) / 2, y: (first.y + second.y) / 2 };
  const clearance = spec.clearance ?? DEFAULT_ZONE_CLEARANCE_M;
  const gap = spec.seatGap ?? DEFAULT_SEAT_GAP_M;
  const pitch = seat.width + gap;
  const aisle = spec.aisleWidth ?? DEFAULT_AISLE_WIDTH_M;
  const rowSpacing = Math.max(spec.rowSpacing ?? DEFAULT_ROW_SPACING_M, seat.depth);
  const tableSpacing = spec.tableSpacing ?? DEFAULT_TABLE_SPACING_M;
  const table = fillTable(style, spec.table);
  const offset = Math.max(ROUND_CHAIR_OFFSET_M, seat.depth / 2);
  const frame = zoneFrame(centroid(polygon), facingPoint, polygon);
  const F = frame.facing;

  const footprint = (p: Placement2D): Footprint =>
    p.role === 'seat' || !table ? footprintOf(p, seat) : footprintOf(p, table, table.shape);
  const fits = (unit: Placement2D[]) => unit.every((p) => footprintInside(footprint(p), polygon, clearance));
  const corners = polygon.map((p) => frame.local(p));
  const zone: Box = {
    a0: Math.min(...corners.map((c) => c.a)) + clearance,
    a1: Math.max(...corners.map((c) => c.a)) - clearance,
    b0: Math.min(...corners.map((c) => c.b)) + clearance,
    b1: Math.max(...corners.map((c) => c.b)) - clearance,
  };
  if (zone.a1 <= zone.a0 || zone.b1 <= zone.b0) return [];
  const place = (role: Placement2D['role'], a: number, b: number, facing: number): Placement2D => ({
    role,
    ...frame.world(a, b),
    facing: wrapAngle(facing),
  });
  /** A rectangular table along `along` (radians): its longer side lies that way. */
  const tableAlong = (t: TableModel, a: number, b: number, along: number) =>
    place('table', a, b, t.width >= t.depth ? along + Math.PI / 2 : along);

  /**
   * Half extents (along a, along b) of a unit made about the frame's origin: its box, or for a round
   * unit, whose chairs may turn to any side (cabaret), the circle round it.
   */
  const extents = (unit: Placement2D[], round: boolean) => {
    let a = 0;
    let b = 0;
    for (const f of unit.map(footprint)) {
      const points = f.kind === 'circle' ? [{ x: f.x, y: f.y }] : footprintCorners(f);
      const r = f.kind === 'circle' ? f.radius : 0;
      for (const p of points.map(frame.local)) {
        a = Math.max(a, Math.abs(p.a) + r);
        b = Math.max(b, Math.abs(p.b) + r);
        if (round) a = b = Math.max(a, b, Math.hypot(p.a, p.b) + r);
      }
    }
    return { a, b };
  };

  /** Units on the best of a few square (and, for round units, hexagonal) grids over the zone. */
  const gridOf = (
    unitAt: (a: number, b: number) => Placement2D[],
    half: { a: number; b: number },
    gapAB: number,
    round: boolean,
  ) => {
    const pa = 2 * half.a + gapAB;
    const pb = 2 * half.b + gapAB;
    let best: Placement2D[][] = [];
    const grids = round ? [false, true] : [false];
    for (const hex of grids) {
      const rowPitch = hex ? (pb * Math.sqrt(3)) / 2 : pa;
      for (const phaseA of [0, 0.25, 0.5, 0.75]) {
        for (const phaseB of [0, 0.25, 0.5, 0.75]) {
          const units: Placement2D[][] = [];
          for (const [i, a] of lattice(zone.a0, zone.a1, 2 * half.a, rowPitch, phaseA).entries()) {
            const shift = hex && i % 2 === 1 ? 0.5 : 0;
            for (const b of lattice(zone.b0, zone.b1, 2 * half.b, pb, phaseB + shift)) {
              if (a - half.a < zone.a0 - 1e-9 || a + half.a > zone.a1 + 1e-9) continue;
              if (b - half.b < zone.b0 - 1e-9 || b + half.b > zone.b1 + 1e-9) continue;
              const unit = unitAt(a, b);
              if (fits(unit)) units.push(unit);
            }
          }
          if (units.length > best.length) best = units;
        }
      }
    }
    return best.flat();
  };

  /** The largest arrangement `build(box)` makes in the usable box or, in a concave zone, its largest clear box. */
  const bestIn = (build: (box: Box) => Placement2D[]) => {
    const usable = (p: P2) =>
      footprintInside({ kind: 'circle', x: p.x, y: p.y, radius: 0 }, polygon, clearance);
    const boxes = [zone, largestBox(frame, zone, usable)].filter((b): b is Box => b !== null);
    let best: Placement2D[] = [];
    for (const box of boxes) {
      const result = build(box);
      if (result.length > best.length) best = result;
    }
    return best;
  };

  switch (style) {
    case 'theatre': {
      const rows = Math.floor((zone.a1 - zone.a0 - seat.depth) / rowSpacing + 1e-9) + 1;
      const half = Math.ceil((zone.b1 - zone.b0) / 2 / pitch) + 1;
      const front = frame.world(zone.a0 + seat.depth / 2, (zone.b0 + zone.b1) / 2);
      const ahead = frame.world(zone.a0 + seat.depth / 2 - 1, (zone.b0 + zone.b1) / 2);
      if (rows < 1) return [];
      return chairBlock({
        front,
        facingPoint: ahead,
        rows,
        columns: 2 * half,
        seat,
        rowSpacing,
        seatGap: gap,
        aisleEvery: centreAisle(2 * half),
        aisleWidth: aisle,
      }).filter((p) => fits([p]));
    }
    case 'classroom': {
      const t = table as TableModel;
      const long = Math.max(t.width, t.depth);
      const short = Math.min(t.width, t.depth);
      const perTable = Math.max(1, Math.floor(long / pitch + 1e-9));
      const behind = short / 2 + offset;
      const rowPitch = short + Math.max(rowSpacing, offset + seat.depth / 2);
      const half = Math.ceil((zone.b1 - zone.b0) / 2 / long) + 1;
      const middle = (zone.b0 + zone.b1) / 2;
      const across = Array.from({ length: half }, (_, j) => aisle / 2 + long / 2 + j * long).flatMap((d) => [
        middle - d,
        middle + d,
      ]);
      across.sort((p, q) => p - q);
      const placed: Placement2D[] = [];
      for (let a = zone.a0 + short / 2; a + behind + seat.depth / 2 <= zone.a1 + 1e-9; a += rowPitch) {
        for (const b of across) {
          const unit = [
            tableAlong(t, a, b, F - Math.PI / 2),
            ...Array.from({ length: perTable }, (_, i) =>
              place('seat', a + behind, b - long / 2 + ((i + 0.5) * long) / perTable, F),
            ),
          ];
          if (fits(unit)) placed.push(...unit);
        }
      }
      return placed;
    }
    case 'banquet':
    case 'cabaret': {
      const t = table as TableModel;
      const rectangular = t.shape === 'rectangular';
      const long = Math.max(t.width, t.depth);
      const perSide = Math.max(1, Math.floor(long / pitch + 1e-9));
      const wanted = spec.seatsPerTable ?? DEFAULT_SEATS_PER_TABLE;
      const setAt = (a: number, b: number, count: number, cabaret = false) => {
        const centre = frame.world(a, b);
        if (rectangular) {
          const n = Math.min(wanted, 2 * perSide + 2);
          return tableSet({
            centre,
            table: t,
            seat,
            count: n,
            ends: n > 2 * perSide,
            rotation: F - Math.PI / 2,
          });
        }
        return tableSet({
          centre,
          table: t,
          seat,
          count,
          rotation: F,
          ...(cabaret ? { style: 'cabaret', facingPoint } : {}),
        });
      };
      // As many chairs round a table as stand clear of each other, up to the wanted number.
      let count = Math.max(0, wanted);
      while (count > 1 && !fitsApart(setAt(0, 0, count).map(footprint))) count--;
      const half = extents(setAt(0, 0, count), !rectangular);
      return gridOf((a, b) => setAt(a, b, count, style === 'cabaret'), half, tableSpacing, !rectangular);
    }
    case 'cocktail': {
      const t = table as TableModel;
      const half = extents([tableAlong(t, 0, 0, F - Math.PI / 2)], t.shape === 'round');
      const clear = Math.max(tableSpacing, COCKTAIL_TABLE_SPACING_M - 2 * Math.max(half.a, half.b));
      return gridOf((a, b) => [tableAlong(t, a, b, F - Math.PI / 2)], half, clear, t.shape === 'round');
    }
    case 'boardroom': {
      const t = table as TableModel;
      const long = Math.max(t.width, t.depth);
      const short = Math.min(t.width, t.depth);
      const reach = offset + seat.depth / 2;
      // One long table of n end to end, along the room (towards the facing point) or across it.
      const build = (box: Box) => {
        let best: Placement2D[] = [];
        for (const along of [true, false]) {
          const length = along ? box.a1 - box.a0 : box.b1 - box.b0;
          const width = along ? box.b1 - box.b0 : box.a1 - box.a0;
          if (width < short + 2 * reach) continue;
          for (let n = Math.floor((length - 2 * reach) / long + 1e-9); n >= 1; n--) {
            const a = (box.a0 + box.a1) / 2;
            const b = (box.b0 + box.b1) / 2;
            const rotation = along ? F + Math.PI : F - Math.PI / 2;
            const perSide = Math.max(1, Math.floor((n * long) / pitch + 1e-9));
            const set = tableSet({
              centre: frame.world(a, b),
              table: { width: n * long, depth: short, shape: 'rectangular' },
              seat,
              count: 2 * perSide + 2,
              ends: true,
              rotation,
            });
            const tables = Array.from({ length: n }, (_, i) => {
              const s = (i + 0.5) * long - (n * long) / 2;
              return along ? tableAlong(t, a - s, b, rotation) : tableAlong(t, a, b + s, rotation);
            });
            const unit = [...tables, ...set.slice(1)];
            if (fits(unit)) {
              if (unit.length > best.length) best = unit;
              break;
            }
          }
        }
        return best;
      };
      return bestIn(build);
    }
    case 'uShape': {
      const t = table as TableModel;
      const long = Math.max(t.width, t.depth);
      const short = Math.min(t.width, t.depth);
      const perTable = Math.max(1, Math.floor(long / pitch + 1e-9));
      const reach = offset + seat.depth / 2;
      // The base across the back, its chairs behind it; the arms run towards the facing point, chairs outside.
      const u = (box: Box, base: number, arms: number) => {
        const back = (box.a0 + box.a1) / 2 + (arms * long - reach) / 2;
        const middle = (box.b0 + box.b1) / 2;
        const placed: Placement2D[] = [];
        for (let j = 0; j < base; j++) {
          const b = middle + (j + 0.5) * long - (base * long) / 2;
          placed.push(tableAlong(t, back, b, F - Math.PI / 2));
          for (let i = 0; i < perTable; i++) {
            placed.push(
              place('seat', back + short / 2 + offset, b - long / 2 + ((i + 0.5) * long) / perTable, F),
            );
          }
        }
        for (const side of [-1, 1]) {
          const b = middle + side * ((base * long) / 2 - short / 2);
          for (let j = 0; j < arms; j++) {
            const a = back - short / 2 - (j + 0.5) * long;
            placed.push(tableAlong(t, a, b, F));
            for (let i = 0; i < perTable; i++) {
              const chairA = a + long / 2 - ((i + 0.5) * long) / perTable;
              placed.push(
                place(
                  'seat',
                  chairA,
                  b + side * (short / 2 + offset),
                  F + (side > 0 ? Math.PI / 2 : -Math.PI / 2),
                ),
              );
            }
          }
        }
        return placed;
      };
      const build = (box: Box) => {
        const maxBase = Math.floor((box.b1 - box.b0 - 2 * reach) / long + 1e-9);
        const maxArms = Math.floor((box.a1 - box.a0 - short - reach) / long + 1e-9);
        const shapes: [number, number][] = [];
        for (let base = maxBase; base >= 1; base--)
          for (let arms = maxArms; arms >= 1; arms--) shapes.push([base, arms]);
        // Most tables first; the wider base first among equals.
        shapes.sort((p, q) => q[0] + 2 * q[1] - (p[0] + 2 * p[1]) || q[0] - p[0]);
        for (const [base, arms] of shapes) {
          const placed = u(box, base, arms);
          if (fits(placed)) return placed;
        }
        return [];
      };
      return bestIn(build);
    }
  }
}

/** Whether no two of a set's footprints overlap (a set is small: every pair). */
function fitsApart(footprints: Footprint[]): boolean {
  for (let i = 0; i < footprints.length; i++) {
    for (let j = i + 1; j < footprints.length; j++) {
      if (footprintsOverlap(footprints[i] as Footprint, footprints[j] as Footprint)) return false;
    }
  }
  return true;
}
