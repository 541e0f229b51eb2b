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
  overlappingIndices,
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
  /** Default per style: see fillTable. */
  table?: TableModel;
  /** 10; fewer where they would not stand clear round the table. */
  seatsPerTable?: number;
  /** 0.15 m between chairs. */
  seatGap?: number;
  /** 0.9 m: theatre rows back to back; classroom, from one row's tables to the next's. */
  rowSpacing?: number;
  /** 1.5 m clear between table sets. */
  tableSpacing?: number;
  /** 1.2 m: the centre aisle of theatre and classroom. */
  aisleWidth?: number;
  /** 0.9 m kept clear inside the zone's edge. */
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

/** The largest box of the zone's usable floor, found on a raster of at most ~40,000 cells. */
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
          // Only the cells' centres were checked: keep to them.
          best = {
            a0: box.a0 + (r + 1.5 - height) * cell,
            a1: box.a0 + (r + 0.5) * cell,
            b0: box.b0 + (left + 0.5) * cell,
            b1: box.b0 + (c - 0.5) * cell,
          };
        }
      }
      stack.push(c);
    }
  }
  return best;
}

/** One fill under way: the spec with its defaults, the zone's frame and usable box, and how to check a unit. */
function fillContext(spec: FillZoneSpec) {
  const { polygon, style, seat } = spec;
  const first = polygon[0] as P2;
  const second = polygon[1] as P2;
  const facingPoint = spec.facingPoint ?? { x: (first.x + second.x) / 2, y: (first.y + second.y) / 2 };
  const clearance = spec.clearance ?? DEFAULT_ZONE_CLEARANCE_M;
  const gap = spec.seatGap ?? DEFAULT_SEAT_GAP_M;
  const table = fillTable(style, spec.table);
  // Theatre places no tables; the others always have one.
  const model = table ?? DEFAULT_RECTANGULAR_TABLE;
  const frame = zoneFrame(centroid(polygon), facingPoint, polygon);
  const corners = polygon.map((p) => frame.local(p));
  const zone: Box = {
    a0: Math.min(...corners.map((c) => c.a)) + clearance,
    a1: Math.max(...corners.map((c) => c.a)) - clearance,
    b0: Math.min(...corners.map((c) => c.b)) + clearance,
    b1: Math.max(...corners.map((c) => c.b)) - clearance,
  };
  const footprint = (p: Placement2D): Footprint =>
    p.role === 'seat' ? footprintOf(p, seat) : footprintOf(p, model, model.shape);
  const place = (role: Placement2D['role'], a: number, b: number, facing: number): Placement2D => ({
    role,
    ...frame.world(a, b),
    facing: wrapAngle(facing),
  });
  return {
    polygon,
    style,
    seat,
    table: model,
    facingPoint,
    clearance,
    gap,
    pitch: seat.width + gap,
    aisle: spec.aisleWidth ?? DEFAULT_AISLE_WIDTH_M,
    rowSpacing: Math.max(spec.rowSpacing ?? DEFAULT_ROW_SPACING_M, seat.depth),
    tableSpacing: spec.tableSpacing ?? DEFAULT_TABLE_SPACING_M,
    seatsPerTable: Math.max(0, spec.seatsPerTable ?? DEFAULT_SEATS_PER_TABLE),
    /** Chairs' centres from a table's edge. */
    offset: Math.max(ROUND_CHAIR_OFFSET_M, seat.depth / 2),
    frame,
    /** The direction seats facing the front face. */
    F: frame.facing,
    zone,
    footprint,
    fits: (unit: Placement2D[]) => unit.every((p) => footprintInside(footprint(p), polygon, clearance)),
    place,
    /** A table at (a, b), its longer side along `along` (radians). */
    tableAt: (a: number, b: number, along: number) =>
      place('table', a, b, model.width >= model.depth ? along + Math.PI / 2 : along),
  };
}
type Fill = ReturnType<typeof fillContext>;

/** A rectangular table's long and short sides, and the chairs that fit along its long side. */
function sides(fill: Fill) {
  const long = Math.max(fill.table.width, fill.table.depth);
  const short = Math.min(fill.table.width, fill.table.depth);
  return { long, short, perSide: Math.max(1, Math.floor(long / fill.pitch + 1e-9)) };
}

/**
 * Half extents (along a, along b) of a unit made about the frame's origin: its box or, for a round unit,
 * whose chairs may turn to any side (cabaret), the circle round it.
 */
function extents(fill: Fill, unit: Placement2D[], round: boolean) {
  let a = 0;
  let b = 0;
  for (const f of unit.map(fill.footprint)) {
    const points = f.kind === 'circle' ? [{ x: f.x, y: f.y }] : footprintCorners(f);
    const r = f.kind === 'circle' ? f.radius : 0;
    for (const p of points.map(fill.frame.local)) {
      a = Math.max(a, Math.abs(p.a) + r);
      b = Math.max(b, Math.abs(p.b) + r);
      if (round) {
        a = Math.max(a, b, Math.hypot(p.a, p.b) + r);
        b = a;
      }
    }
  }
  return { a, b };
}

/** Units `gap` apart on the best of a few square (and, for round units, hexagonal) grids over the zone. */
function grid(fill: Fill, unitAt: (a: number, b: number) => Placement2D[], gap: number, round: boolean) {
  const { zone } = fill;
  const half = extents(fill, unitAt(0, 0), round);
  const pitchB = 2 * half.b + gap;
  const bound = Math.hypot(half.a, half.b) * (round ? Math.SQRT1_2 : 1);
  let best: Placement2D[][] = [];
  for (const hex of round ? [false, true] : [false]) {
    const pitchA = hex ? (pitchB * Math.sqrt(3)) / 2 : 2 * half.a + gap;
    for (const phaseA of [0, 0.25, 0.5, 0.75]) {
      for (const phaseB of [0, 0.25, 0.5, 0.75]) {
        const units: Placement2D[][] = [];
        for (const [i, a] of lattice(zone.a0, zone.a1, 2 * half.a, pitchA, phaseA).entries()) {
          if (a - half.a < zone.a0 - 1e-9 || a + half.a > zone.a1 + 1e-9) continue;
          const shift = hex && i % 2 === 1 ? 0.5 : 0;
          for (const b of lattice(zone.b0, zone.b1, 2 * half.b, pitchB, phaseB + shift)) {
            if (b - half.b < zone.b0 - 1e-9 || b + half.b > zone.b1 + 1e-9) continue;
            const unit = unitAt(a, b);
            // Quick when the circle round the whole unit is clear; else footprint by footprint.
            const centre: Footprint = { kind: 'circle', ...fill.frame.world(a, b), radius: bound };
            if (footprintInside(centre, fill.polygon, fill.clearance) || fill.fits(unit)) units.push(unit);
          }
        }
        if (units.length > best.length) best = units;
      }
    }
  }
  return best.flat();
}

/** The larger of what `build` lays out in the zone's usable box and, for a concave zone, its largest clear box. */
function largestOf(fill: Fill, build: (box: Box) => Placement2D[]) {
  const usable = (p: P2) =>
    footprintInside({ kind: 'circle', ...p, radius: 0 }, fill.polygon, fill.clearance);
  let best: Placement2D[] = [];
  for (const box of [fill.zone, largestBox(fill.frame, fill.zone, usable)]) {
    const result = box ? build(box) : [];
    if (result.length > best.length) best = result;
  }
  return best;
}

/** Rows facing the front, a centre aisle down the middle; chairs that would not fit are left out. */
function theatre(fill: Fill): Placement2D[] {
  const { zone, seat, frame } = fill;
  const rows = Math.floor((zone.a1 - zone.a0 - seat.depth) / fill.rowSpacing + 1e-9) + 1;
  const columns = 2 * (Math.ceil((zone.b1 - zone.b0) / 2 / fill.pitch) + 1);
  const middle = (zone.b0 + zone.b1) / 2;
  return chairBlock({
    front: frame.world(zone.a0 + seat.depth / 2, middle),
    facingPoint: frame.world(zone.a0 + seat.depth / 2 - 1, middle),
    rows,
    columns,
    seat,
    rowSpacing: fill.rowSpacing,
    seatGap: fill.gap,
    aisleEvery: centreAisle(columns),
    aisleWidth: fill.aisle,
  }).filter((p) => fill.fits([p]));
}

/**
 * Rows of tables end to end across the room, a centre aisle between, chairs behind them facing the
 * front; `rowSpacing` (at least room for a chair) from one row's tables to the next's.
 */
function classroom(fill: Fill): Placement2D[] {
  const { zone, seat, offset, F } = fill;
  const { long, short, perSide } = sides(fill);
  const behind = short / 2 + offset;
  const rowPitch = short + Math.max(fill.rowSpacing, offset + seat.depth / 2);
  const middle = (zone.b0 + zone.b1) / 2;
  const across = Array.from({ length: Math.ceil((zone.b1 - zone.b0) / 2 / long) + 1 }, (_, j) => {
    const d = fill.aisle / 2 + long / 2 + j * long;
    return [middle - d, middle + d];
  })
    .flat()
    .sort((p, q) => p - q);
  const placed: Placement2D[] = [];
  for (let a = zone.a0 + short / 2; a + behind + seat.depth / 2 <= zone.a1 + 1e-9; a += rowPitch) {
    for (const b of across) {
      const chairs = Array.from({ length: perSide }, (_, i) =>
        fill.place('seat', a + behind, b - long / 2 + ((i + 0.5) * long) / perSide, F),
      );
      const unit = [fill.tableAt(a, b, F - Math.PI / 2), ...chairs];
      if (fill.fits(unit)) placed.push(...unit);
    }
  }
  return placed;
}

/** Table sets on a grid, `tableSpacing` clear between them; cabaret rounds open to the facing point. */
function tableSets(fill: Fill): Placement2D[] {
  const { table, seat, F } = fill;
  if (table.shape === 'rectangular') {
    const { perSide } = sides(fill);
    const count = Math.min(fill.seatsPerTable, 2 * perSide + 2);
    const setAt = (a: number, b: number) =>
      tableSet({
        centre: fill.frame.world(a, b),
        table,
        seat,
        count,
        ends: count > 2 * perSide,
        rotation: F - Math.PI / 2,
      });
    return grid(fill, setAt, fill.tableSpacing, false);
  }
  const round = (a: number, b: number, count: number) =>
    tableSet({ centre: fill.frame.world(a, b), table, seat, count, rotation: F });
  // As many chairs round a table as stand clear of each other, up to the number wanted.
  let count = fill.seatsPerTable;
  while (count > 1 && overlappingIndices(round(0, 0, count).map(fill.footprint)).size > 0) count--;
  const setAt =
    fill.style === 'cabaret'
      ? (a: number, b: number) =>
          tableSet({
            centre: fill.frame.world(a, b),
            table,
            seat,
            count,
            style: 'cabaret',
            facingPoint: fill.facingPoint,
          })
      : (a: number, b: number) => round(a, b, count);
  return grid(fill, setAt, fill.tableSpacing, true);
}

/** Tables alone, about 2.5 m apart centre to centre (and at least `tableSpacing` clear). */
function cocktail(fill: Fill): Placement2D[] {
  const tableAt = (a: number, b: number) => [fill.tableAt(a, b, fill.F - Math.PI / 2)];
  const round = fill.table.shape === 'round';
  const half = extents(fill, tableAt(0, 0), round);
  const gap = Math.max(fill.tableSpacing, COCKTAIL_TABLE_SPACING_M - 2 * Math.max(half.a, half.b));
  return grid(fill, tableAt, gap, round);
}

/**
 * One long table of tables end to end in the middle, towards the facing point or across the room
 * (whichever seats more), chairs along both sides and one at each end.
 */
function boardroom(fill: Fill): Placement2D[] {
  const { seat, F } = fill;
  const { long, short } = sides(fill);
  const reach = fill.offset + seat.depth / 2;
  return largestOf(fill, (box) => {
    const a = (box.a0 + box.a1) / 2;
    const b = (box.b0 + box.b1) / 2;
    let best: Placement2D[] = [];
    for (const along of [true, false]) {
      const length = along ? box.a1 - box.a0 : box.b1 - box.b0;
      const width = along ? box.b1 - box.b0 : box.a1 - box.a0;
      if (width < short + 2 * reach) continue;
      const rotation = along ? F + Math.PI : F - Math.PI / 2;
      for (let n = Math.floor((length - 2 * reach) / long + 1e-9); n >= 1; n--) {
        const perSide = Math.max(1, Math.floor((n * long) / fill.pitch + 1e-9));
        const chairs = tableSet({
          centre: fill.frame.world(a, b),
          table: { width: n * long, depth: short, shape: 'rectangular' },
          seat,
          count: 2 * perSide + 2,
          ends: true,
          rotation,
        }).slice(1);
        const tables = Array.from({ length: n }, (_, i) => {
          const s = (i + 0.5) * long - (n * long) / 2;
          return along ? fill.tableAt(a + s, b, rotation) : fill.tableAt(a, b + s, rotation);
        });
        const unit = [...tables, ...chairs];
        if (fill.fits(unit)) {
          if (unit.length > best.length) best = unit;
          break;
        }
      }
    }
    return best;
  });
}

/**
 * A U open to the facing point: a base of tables across the back with chairs behind it, and an arm of
 * tables down each side towards the front with chairs outside, everyone facing in.
 */
function uShape(fill: Fill): Placement2D[] {
  const { seat, offset, F } = fill;
  const { long, short, perSide } = sides(fill);
  const reach = offset + seat.depth / 2;
  const u = (box: Box, base: number, arms: number) => {
    const back = (box.a0 + box.a1) / 2 + (arms * long - reach) / 2;
    const middle = (box.b0 + box.b1) / 2;
    const spread = (centre: number, i: number) => centre - long / 2 + ((i + 0.5) * long) / perSide;
    const placed: Placement2D[] = [];
    for (let j = 0; j < base; j++) {
      const b = middle + (j + 0.5) * long - (base * long) / 2;
      placed.push(fill.tableAt(back, b, F - Math.PI / 2));
      for (let i = 0; i < perSide; i++)
        placed.push(fill.place('seat', back + short / 2 + offset, spread(b, i), F));
    }
    for (const side of [-1, 1]) {
      const b = middle + side * ((base * long) / 2 - short / 2);
      for (let j = 0; j < arms; j++) {
        const a = back - short / 2 - (j + 0.5) * long;
        placed.push(fill.tableAt(a, b, F));
        for (let i = 0; i < perSide; i++) {
          placed.push(
            fill.place('seat', spread(a, i), b + side * (short / 2 + offset), F + (side * Math.PI) / 2),
          );
        }
      }
    }
    return placed;
  };
  return largestOf(fill, (box) => {
    const shapes: [number, number][] = [];
    for (let base = Math.floor((box.b1 - box.b0 - 2 * reach) / long + 1e-9); base >= 1; base--) {
      for (let arms = Math.floor((box.a1 - box.a0 - short - reach) / long + 1e-9); arms >= 1; arms--) {
        shapes.push([base, arms]);
      }
    }
    // Most tables first; the wider base first among equals.
    shapes.sort((p, q) => q[0] + 2 * q[1] - (p[0] + 2 * p[1]) || q[0] - p[0]);
    for (const [base, arms] of shapes) {
      const placed = u(box, base, arms);
      if (fill.fits(placed)) return placed;
    }
    return [];
  });
}

const fillers: Record<FillStyle, (fill: Fill) => Placement2D[]> = {
  theatre,
  classroom,
  banquet: tableSets,
  cabaret: tableSets,
  cocktail,
  boardroom,
  uShape,
};

/**
 * The placements of one layout style filling a zone: every footprint inside the zone shrunk by
 * `clearance`, none overlapping, the same for the same spec; nothing when the zone is too small.
 */
export function fillZone(spec: FillZoneSpec): Placement2D[] {
  if (spec.polygon.length < 3) return [];
  const fill = fillContext(spec);
  if (fill.zone.a1 <= fill.zone.a0 || fill.zone.b1 <= fill.zone.b0) return [];
  return fillers[spec.style](fill);
}
