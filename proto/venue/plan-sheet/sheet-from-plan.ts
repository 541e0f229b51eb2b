/**
 * The plan sheet of a scene's venue data (issue #27): zones, placed models, annotations and measurements
 * flattened onto the floor frame in meters (sheet-frame.ts). Runs wherever the data is (the planner page,
 * a published link): the only thing it needs from the viewer is each model's footprint, and the scan
 * seen from above, when the sheet is to carry it.
 */
import type { MeasurementUnits, Vec3 } from '#protocol/index.ts';
import { capacityFor } from '../capacity.ts';
import type { Annotation, PlanningElement, Segmentation } from '../documents.ts';
import type { SceneFrame } from '../frame.ts';
import { insidePolygon, polygonArea2D } from '../geometry.ts';
import type {
  P2,
  PlanSheet,
  PlanSymbol,
  SheetAnnotation,
  SheetBackground,
  SheetItem,
  SheetMeasurement,
  SheetZone,
} from './plan-sheet.ts';
import { sheetFrame } from './sheet-frame.ts';

/** A model's footprint at scale 1: half its width (its own x) and depth (its own z), meters. */
interface ModelFootprint {
  halfWidth: number;
  halfDepth: number;
}

export interface PlanData {
  frame: SceneFrame;
  units: MeasurementUnits;
  annotations: readonly Annotation[];
  zones: readonly Segmentation[];
  elements: readonly PlanningElement[];
  /** The footprint the viewer measured for a model file; null when it never loaded (a chair's is taken). */
  footprintOf(modelUrl: string): ModelFootprint | null;
  background?: SheetBackground | null;
}

/** The scan's picture as the viewer hands it over (a JPEG or PNG `data:` URL) over the floor it covers. */
export function backgroundOf(dataUrl: string, rect: SheetBackground['rect']): SheetBackground {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const format = dataUrl.startsWith('data:image/jpeg') ? 'jpeg' : 'png';
  return { image: Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)), format, rect };
}

const CHAIR_FOOTPRINT: ModelFootprint = { halfWidth: 0.25, halfDepth: 0.25 };
type Stored = { x?: number | null; y?: number | null; z?: number | null } | null | undefined;
const vec = (p: Stored): Vec3 => [p?.x ?? 0, p?.y ?? 0, p?.z ?? 0];

/** How a model is drawn: seats as chairs, a model named round as a circle, the rest as rectangles. */
export function planSymbolOf(element: Pick<PlanningElement, 'category' | 'name'>): PlanSymbol {
  if (element.category === 'Seating') return 'chair';
  return /\bround\b/i.test(element.name ?? '') ? 'round' : 'rectangle';
}

/**
 * A stored rotation's (XYZ Euler, as three.js turns models) local x and z axes in the scene: a model
 * faces its own +z, its width runs along its own x.
 */
function modelAxes(r: Stored): { x: Vec3; z: Vec3 } {
  const [rx, ry, rz] = vec(r);
  const [a, b, c, d, e, f] = [
    Math.cos(rx),
    Math.sin(rx),
    Math.cos(ry),
    Math.sin(ry),
    Math.cos(rz),
    Math.sin(rz),
  ];
  return {
    x: [c * e, a * f + b * e * d, b * f - a * e * d],
    z: [d, -b * c, a * c],
  };
}

export function planSheetOf(data: PlanData): PlanSheet {
  const { toSheet, angleOf } = sheetFrame(data.frame);
  const items: SheetItem[] = data.elements
    .filter((e) => e.id && e.modelId)
    .map((e) => {
      const footprint = data.footprintOf(e.modelUrl ?? '') ?? CHAIR_FOOTPRINT;
      const at = toSheet(vec(e.position));
      const scale = vec(e.scale ?? { x: 1, y: 1, z: 1 });
      return {
        id: e.id ?? '',
        modelId: e.modelId ?? '',
        name: e.name || 'Model',
        symbol: planSymbolOf(e),
        x: at.x,
        y: at.y,
        rotation: angleOf(modelAxes(e.rotation).z),
        halfWidth: footprint.halfWidth * Math.abs(scale[0] || 1),
        halfDepth: footprint.halfDepth * Math.abs(scale[2] || 1),
      };
    });
  const seats = items.filter((i) => i.symbol === 'chair');
  const zones: SheetZone[] = data.zones.map((z) => {
    const outline = (z.geometry?.boundary ?? []).map((p) => toSheet(vec(p)));
    const ring = outline.map((p) => [p.x, p.y] as const);
    const areaSquareMeters = outline.length > 2 ? polygonArea2D(ring) : 0;
    const capacity = z.properties?.capacity;
    return {
      id: z.id ?? '',
      name: z.name || 'Zone',
      outline,
      areaSquareMeters,
      capacity: {
        seated: capacity?.maxSeated ?? 0,
        standing: capacity?.maxStanding ?? 0,
        // Zones store seated and standing; the cocktail figure is the planner's suggestion for the area.
        cocktail: capacityFor(areaSquareMeters, 'cocktail'),
      },
      seatsPlaced: ring.length > 2 ? seats.filter((s) => insidePolygon(s.x, s.y, ring)).length : 0,
    };
  });
  const annotations: SheetAnnotation[] = [];
  const measurements: SheetMeasurement[] = [];
  for (const a of data.annotations) {
    const line = (a.points ?? []).map((p) => toSheet(vec(p)));
    const outline = (a.vertices?.length ? a.vertices : (a.polygon ?? [])).map((p) => toSheet(vec(p)));
    const label = a.metadata?.label ?? '';
    if (a.type === 'measurement') {
      const path = line.length > 1 ? line : outline;
      const from = path[0];
      const to = path[path.length - 1];
      if (!from || !to || path.length < 2) continue;
      // The measure tool labels a measurement with its length as it was then, in the units of then: the
      // sheet writes the length afresh, so that label is not repeated beside it.
      const ownLabel = /^[\d.,' "½]+\s*(m|ft|units?)?\b/.test(label) ? '' : label;
      measurements.push({ id: a.id ?? '', label: ownLabel, from, to, lengthMeters: pathMeters(path) });
    } else if (a.type === 'capacity_zone' || a.type === 'polygon') {
      annotations.push({ id: a.id ?? '', label, points: outline, closed: true });
    } else if (a.type === 'line') {
      annotations.push({ id: a.id ?? '', label, points: line, closed: false });
    } else {
      const at = a.position ? toSheet(vec(a.position)) : (outline[0] ?? line[0]);
      if (at) annotations.push({ id: a.id ?? '', label, points: [at], closed: false });
    }
  }
  const drawn: P2[] = [
    ...zones.flatMap((z) => z.outline),
    // A model reaches its footprint's half diagonal round its centre, whichever way it is turned.
    ...items.flatMap((i) => {
      const r = Math.hypot(i.halfWidth, i.halfDepth);
      return [
        { x: i.x - r, y: i.y - r },
        { x: i.x + r, y: i.y + r },
      ];
    }),
    ...annotations.flatMap((a) => a.points),
    ...measurements.flatMap((m) => [m.from, m.to]),
  ];
  const background = data.background ?? null;
  return {
    units: data.units,
    bounds: boundsOf(drawn, background?.rect ?? null),
    zones,
    items,
    annotations,
    measurements,
    background,
  };
}

const pathMeters = (path: readonly P2[]) =>
  path.slice(1).reduce((sum, p, i) => sum + Math.hypot(p.x - (path[i] as P2).x, p.y - (path[i] as P2).y), 0);

/** Everything drawn and the scan's extent; a 10 m square round the origin when there is nothing at all. */
function boundsOf(points: readonly P2[], scan: PlanSheet['bounds'] | null) {
  const box = scan ? { ...scan } : null;
  let b = box ?? { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const p of points)
    b = {
      minX: Math.min(b.minX, p.x),
      minY: Math.min(b.minY, p.y),
      maxX: Math.max(b.maxX, p.x),
      maxY: Math.max(b.maxY, p.y),
    };
  return Number.isFinite(b.minX) ? b : { minX: -5, minY: -5, maxX: 5, maxY: 5 };
}
