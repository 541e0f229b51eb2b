/**
 * Page 1 of the plan sheet (issue #27) as shapes in page mm: the scan under everything, zones as
 * translucent outlines with their names and capacities, each placed model as its plan symbol turned as
 * placed, annotations, dimension lines, then the legend, the scale bar and the title block. The PDF and
 * the PNG both paint exactly this. The scan's image is assumed upright on the plan: its top row is the
 * floor's maxY.
 */
import { footprintCorners } from '../layout/footprints.ts';
import { formatLength, METERS_PER_FOOT } from '../units.ts';
import { type Box, labelPlacer } from './labels.ts';
import { type PageLayout, type PageRect, pageLayout, type SheetOptions } from './paper.ts';
import type { P2, PlanSheet, PlanSymbol, SheetItem, TitleBlock } from './plan-sheet.ts';
import type { Rgb, Shape, SheetPage } from './shapes.ts';
import { textShape } from './text.ts';

type Text = Extract<Shape, { kind: 'text' }>;

const INK: Rgb = [0.12, 0.12, 0.12];
const GREY: Rgb = [0.45, 0.45, 0.45];
const WHITE: Rgb = [1, 1, 1];
const ANNOTATION: Rgb = [0.55, 0.1, 0.5];
const MEASUREMENT: Rgb = [0.78, 0.1, 0.1];
const ZONE_COLOURS: readonly Rgb[] = [
  [0.12, 0.47, 0.71],
  [0.85, 0.37, 0.01],
  [0.17, 0.63, 0.17],
  [0.58, 0.4, 0.74],
  [0.55, 0.34, 0.29],
  [0.89, 0.47, 0.76],
  [0.09, 0.67, 0.75],
  [0.6, 0.6, 0.1],
];

/** Font sizes in mm. */
const ZONE_NAME = 3;
const ZONE_CAPACITY = 2;
const ITEM_LABEL = 1.6;
const NOTE_LABEL = 2.2;

/** The box a text covers on the page, turned with it. */
function textBox(t: Text): Box {
  const start = t.align === 'left' ? 0 : t.align === 'center' ? -t.width / 2 : -t.width;
  const corners = [
    [start, -0.22 * t.size],
    [start + t.width, -0.22 * t.size],
    [start + t.width, 0.75 * t.size],
    [start, 0.75 * t.size],
  ] as const;
  const c = Math.cos(t.angle);
  const s = Math.sin(t.angle);
  const xs = corners.map(([u, v]) => t.x + u * c - v * s);
  const ys = corners.map(([u, v]) => t.y + u * s + v * c);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

const union = (boxes: Box[]): Box => ({
  minX: Math.min(...boxes.map((b) => b.minX)),
  minY: Math.min(...boxes.map((b) => b.minY)),
  maxX: Math.max(...boxes.map((b) => b.maxX)),
  maxY: Math.max(...boxes.map((b) => b.maxY)),
});

const shifted = (texts: Text[], dx: number, dy: number): Text[] =>
  texts.map((t) => ({ ...t, x: t.x + dx, y: t.y + dy }));

/** The area-weighted centre of a polygon; its vertices' mean when it has no area. */
function centroid(points: readonly P2[]): P2 {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as P2;
    const b = points[(i + 1) % points.length] as P2;
    const cross = a.x * b.y - b.x * a.y;
    area += cross;
    cx += (a.x + b.x) * cross;
    cy += (a.y + b.y) * cross;
  }
  if (Math.abs(area) > 1e-9) return { x: cx / (3 * area), y: cy / (3 * area) };
  const n = Math.max(points.length, 1);
  return {
    x: points.reduce((sum, p) => sum + p.x, 0) / n,
    y: points.reduce((sum, p) => sum + p.y, 0) / n,
  };
}

/**
 * A model's plan symbol centred at (x, y) on the page, `facing` radians counter-clockwise from +x, its
 * half sizes in page mm: a circle for a round table, a rectangle for a rectangular one, and for a chair a
 * rectangle whose back (the side away from its facing) is drawn heavier.
 */
function symbolShapes(
  symbol: PlanSymbol,
  x: number,
  y: number,
  facing: number,
  halfWidth: number,
  halfDepth: number,
): Shape[] {
  const paint = { fill: WHITE, fillOpacity: 0.7, stroke: INK, lineWidth: 0.18 };
  if (symbol === 'round') return [{ kind: 'circle', x, y, radius: Math.max(halfWidth, halfDepth), ...paint }];
  const corners = footprintCorners({ kind: 'rectangle', x, y, facing, halfWidth, halfDepth });
  const shapes: Shape[] = [{ kind: 'path', points: corners, closed: true, ...paint }];
  // Corners 2 and 3 are the two at −halfDepth: the chair's back.
  if (symbol === 'chair') {
    shapes.push({
      kind: 'path',
      points: [corners[2] as P2, corners[3] as P2],
      closed: false,
      stroke: INK,
      lineWidth: 0.5,
    });
  }
  return shapes;
}

function planShapes(sheet: PlanSheet, layout: PageLayout): { shapes: Shape[]; labels: Text[] } {
  const k = layout.mmPerMeter;
  const page = (p: P2): P2 => ({ x: layout.offsetX + p.x * k, y: layout.offsetY + p.y * k });
  const { drawing } = layout;
  const inDrawing = (b: Box) =>
    b.minX >= drawing.x &&
    b.minY >= drawing.y &&
    b.maxX <= drawing.x + drawing.width &&
    b.maxY <= drawing.y + drawing.height;
  const place = labelPlacer();
  const labels: Text[] = [];
  /** Places the first candidate group of texts that fits, or none. */
  const tryPlace = (candidates: Text[][]) => {
    const boxes = candidates.map((texts) => union(texts.map(textBox)));
    const fits = boxes.map((box) => inDrawing(box));
    const chosen = place(boxes.filter((_, i) => fits[i]));
    if (chosen) labels.push(...(candidates[boxes.indexOf(chosen)] ?? []));
  };

  const shapes: Shape[] = [];
  for (const [i, zone] of sheet.zones.entries()) {
    const colour = ZONE_COLOURS[i % ZONE_COLOURS.length] as Rgb;
    shapes.push({
      kind: 'path',
      points: zone.outline.map(page),
      closed: true,
      fill: colour,
      fillOpacity: 0.14,
      stroke: colour,
      lineWidth: 0.35,
    });
  }
  for (const note of sheet.annotations) {
    const points = note.points.map(page);
    if (points.length === 1) {
      const p = points[0] as P2;
      shapes.push({ kind: 'circle', x: p.x, y: p.y, radius: 0.7, fill: ANNOTATION });
    } else if (points.length > 1) {
      shapes.push({ kind: 'path', points, closed: note.closed, stroke: ANNOTATION, lineWidth: 0.3 });
    }
  }
  for (const item of sheet.items) {
    const c = page(item);
    shapes.push(
      ...symbolShapes(item.symbol, c.x, c.y, item.rotation, item.halfWidth * k, item.halfDepth * k),
    );
  }
  for (const m of sheet.measurements) {
    const a = page(m.from);
    const b = page(m.to);
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length < 1e-6) continue;
    const ux = (b.x - a.x) / length;
    const uy = (b.y - a.y) / length;
    const tick = 1.4;
    const dimension = { closed: false, stroke: MEASUREMENT, lineWidth: 0.25 } as const;
    shapes.push({ kind: 'path', points: [a, b], ...dimension });
    for (const end of [a, b]) {
      shapes.push({
        kind: 'path',
        points: [
          { x: end.x - uy * tick, y: end.y + ux * tick },
          { x: end.x + uy * tick, y: end.y - ux * tick },
        ],
        ...dimension,
      });
    }
  }

  // Labels, most important first: zone names win over everything else.
  for (const zone of sheet.zones) {
    if (zone.outline.length === 0) continue;
    const c = page(centroid(zone.outline));
    const name = textShape(zone.name, c.x, c.y + 0.4, ZONE_NAME, { align: 'center', color: INK });
    const { seated, standing, cocktail } = zone.capacity;
    const capacity = textShape(
      `Seated ${seated} · Standing ${standing} · Cocktail ${cocktail}`,
      c.x,
      c.y - ZONE_CAPACITY - 0.6,
      ZONE_CAPACITY,
      { align: 'center', color: GREY },
    );
    const step = ZONE_NAME + ZONE_CAPACITY + 1;
    tryPlace([
      [name, capacity],
      shifted([name, capacity], 0, step),
      shifted([name, capacity], 0, -step),
      [name],
    ]);
  }
  for (const m of sheet.measurements) {
    const a = page(m.from);
    const b = page(m.to);
    let angle = Math.atan2(b.y - a.y, b.x - a.x);
    if (angle > Math.PI / 2) angle -= Math.PI;
    else if (angle <= -Math.PI / 2) angle += Math.PI;
    const length = formatLength(m.lengthMeters, m.lengthMeters, sheet.units);
    const text = m.label.trim() === '' ? length : `${m.label}: ${length}`;
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const normal = { x: -Math.sin(angle), y: Math.cos(angle) };
    const label = (d: number) =>
      textShape(text, mid.x + normal.x * d, mid.y + normal.y * d, NOTE_LABEL, {
        align: 'center',
        angle,
        color: MEASUREMENT,
      });
    tryPlace([[label(0.8)], [label(-0.8 - 0.75 * NOTE_LABEL)]]);
  }
  for (const note of sheet.annotations) {
    if (note.label.trim() === '' || note.points.length === 0) continue;
    const anchor = page(
      note.closed && note.points.length > 2 ? centroid(note.points) : (note.points[0] as P2),
    );
    const label = textShape(note.label, anchor.x + 1.2, anchor.y + 1, NOTE_LABEL, { color: ANNOTATION });
    tryPlace([[label], shifted([label], 0, -2 - NOTE_LABEL), shifted([label], -label.width - 2.4, 0)]);
  }
  for (const item of sheet.items) {
    // Chairs come in rows of dozens: their names would only crowd the tables'.
    if (item.symbol === 'chair') continue;
    const c = page(item);
    const label = textShape(item.name, c.x, c.y - 0.35 * ITEM_LABEL, ITEM_LABEL, {
      align: 'center',
      color: INK,
    });
    tryPlace([[label]]);
  }
  return { shapes, labels };
}

interface LegendEntry {
  name: string;
  symbol: PlanSymbol;
  halfWidth: number;
  halfDepth: number;
  count: number;
}

function legendShapes(items: readonly SheetItem[], rect: PageRect): Shape[] {
  const byModel = new Map<string, LegendEntry>();
  for (const item of items) {
    const entry = byModel.get(item.modelId);
    if (entry) entry.count++;
    else byModel.set(item.modelId, { ...item, count: 1 });
  }
  const entries = [...byModel.values()].sort((a, b) => a.name.localeCompare(b.name));
  const top = rect.y + rect.height;
  const shapes: Shape[] = [
    { kind: 'path', points: rectPoints(rect), closed: true, stroke: GREY, lineWidth: 0.2 },
    textShape('Legend', rect.x + 2, top - 5, 3, { color: INK }),
  ];
  const row = 5.5;
  const rows = Math.max(0, Math.floor((rect.height - 9) / row));
  const shown = entries.length > rows ? entries.slice(0, Math.max(0, rows - 1)) : entries;
  for (const [i, entry] of shown.entries()) {
    const y = top - 9 - (i + 0.5) * row;
    const size = 4 / Math.max(2 * entry.halfWidth, 2 * entry.halfDepth, 1e-6);
    // Facing down the page, as a seat at the head of the legend would.
    shapes.push(
      ...symbolShapes(
        entry.symbol,
        rect.x + 4.5,
        y,
        -Math.PI / 2,
        entry.halfWidth * size,
        entry.halfDepth * size,
      ),
    );
    const count = textShape(String(entry.count), rect.x + rect.width - 2, y - 0.8, 2.4, { align: 'right' });
    shapes.push(
      count,
      textShape(entry.name, rect.x + 8.5, y - 0.8, 2.4, { maxWidth: rect.width - 12.5 - count.width }),
    );
  }
  if (shown.length < entries.length) {
    const y = top - 9 - (shown.length + 0.5) * row;
    shapes.push(
      textShape(`+ ${entries.length - shown.length} more`, rect.x + 8.5, y - 0.8, 2.4, { color: GREY }),
    );
  }
  return shapes;
}

function rectPoints(r: PageRect): P2[] {
  return [
    { x: r.x, y: r.y },
    { x: r.x + r.width, y: r.y },
    { x: r.x + r.width, y: r.y + r.height },
    { x: r.x, y: r.y + r.height },
  ];
}

const BAR_LENGTHS = [0.5, 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000];

/** A bar of four alternating segments, as long a round length in the sheet's units as fits `maxMm`. */
function scaleBarShapes(layout: PageLayout, units: PlanSheet['units'], x: number, y: number, maxMm: number) {
  const unitMeters = units === 'feet' ? METERS_PER_FOOT : 1;
  const mmPerUnit = unitMeters * layout.mmPerMeter;
  const length = BAR_LENGTHS.filter((l) => l * mmPerUnit <= maxMm).pop() ?? BAR_LENGTHS[0] ?? 1;
  const barMm = length * mmPerUnit;
  const shapes: Shape[] = [textShape(`Scale ${layout.scaleText}`, x, y + 5, 2.6, { maxWidth: maxMm + 10 })];
  for (let i = 0; i < 4; i++) {
    shapes.push({
      kind: 'path',
      points: rectPoints({ x: x + (i * barMm) / 4, y, width: barMm / 4, height: 1.8 }),
      closed: true,
      fill: i % 2 === 0 ? INK : WHITE,
      stroke: INK,
      lineWidth: 0.15,
    });
  }
  const unit = units === 'feet' ? 'ft' : 'm';
  shapes.push(
    textShape('0', x, y - 3.2, 2.2, { align: 'center' }),
    textShape(`${length / 2}`, x + barMm / 2, y - 3.2, 2.2, { align: 'center' }),
    textShape(`${length} ${unit}`, x + barMm, y - 3.2, 2.2, { align: 'center' }),
  );
  return shapes;
}

function titleBlockShapes(title: TitleBlock, layout: PageLayout, units: PlanSheet['units'], rect: PageRect) {
  const top = rect.y + rect.height;
  const pad = 2.5;
  const inner = rect.width - 2 * pad;
  const column = inner / 2 - 1;
  const rule = top - 13;
  const shapes: Shape[] = [
    { kind: 'path', points: rectPoints(rect), closed: true, stroke: INK, lineWidth: 0.3 },
    {
      kind: 'path',
      points: [
        { x: rect.x, y: rule },
        { x: rect.x + rect.width, y: rule },
      ],
      closed: false,
      stroke: GREY,
      lineWidth: 0.2,
    },
    textShape(title.projectName, rect.x + pad, top - 6, 4.2, { maxWidth: inner }),
    textShape(title.venue || '—', rect.x + pad, top - 10.8, 2.6, { maxWidth: inner, color: GREY }),
  ];
  const cells: Array<[string, string]> = [
    ['Event date', title.eventDate || '—'],
    ['Scale', layout.scaleText],
    ['Planner', title.plannerName || '—'],
    ['Paper', layout.paperText],
    ['Revised', title.revisionDate],
    ['Units', units],
  ];
  for (const [i, [name, value]] of cells.entries()) {
    const x = rect.x + pad + (i % 2) * (inner / 2 + 1);
    const y = rule - 4.6 - Math.floor(i / 2) * 4.4;
    shapes.push(textShape(`${name}: ${value}`, x, y, 2.5, { maxWidth: column }));
  }
  return shapes;
}

export function planPage(sheet: PlanSheet, options: SheetOptions, title: TitleBlock): SheetPage {
  const layout = pageLayout(sheet.bounds, options);
  const { shapes, labels } = planShapes(sheet, layout);
  const k = layout.mmPerMeter;
  const background = sheet.background && {
    x: layout.offsetX + sheet.background.rect.minX * k,
    y: layout.offsetY + sheet.background.rect.minY * k,
    width: (sheet.background.rect.maxX - sheet.background.rect.minX) * k,
    height: (sheet.background.rect.maxY - sheet.background.rect.minY) * k,
  };
  const strip = layout.titleStrip;
  const blockWidth = Math.min(150, strip.width * 0.66);
  const barRoom = strip.width - blockWidth - 8;
  return {
    widthMm: layout.widthMm,
    heightMm: layout.heightMm,
    clip: layout.drawing,
    background,
    plan: [...shapes, ...labels],
    shapes: [
      { kind: 'path', points: rectPoints(layout.drawing), closed: true, stroke: GREY, lineWidth: 0.2 },
      ...legendShapes(sheet.items, layout.legend),
      ...scaleBarShapes(layout, sheet.units, strip.x + 2, strip.y + 14, Math.min(70, barRoom - 4)),
      ...titleBlockShapes(title, layout, sheet.units, {
        x: strip.x + strip.width - blockWidth,
        y: strip.y,
        width: blockWidth,
        height: strip.height,
      }),
    ],
  };
}
