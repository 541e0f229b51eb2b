/**
 * What an annotation or zone looks like on screen, worked out once for the overlay, selection and
 * focusing: its layer, outlines, fill, markers, and a label (lengths and areas in the chosen units, so
 * a calibration or a units change relabels everything).
 */
import { Euler, Matrix4, Vector3 } from 'three';
import { toMeters, toSquareMeters } from '#venue/frame.ts';
import { floorArea, pathLength } from '#venue/geometry.ts';
import { formatArea, formatLength } from '#venue/units.ts';
import { fromPoint } from '#venue/vec.ts';
import type {
  AnnotationData,
  LayerName,
  MeasurementUnits,
  SceneFrame,
  SegmentationData,
  Vec3,
} from '../../protocol/index.ts';
import type { EntityKind } from './planner-bus.ts';

export interface Shape {
  id: string;
  kind: EntityKind;
  /** objectType of objectSelected: the annotation's type, or 'zone'. */
  objectType: string;
  layer: LayerName;
  /** Polylines; a closed outline repeats its first point at the end. */
  lines: Vec3[][];
  /** A polygon to fill, or null. */
  fill: Vec3[] | null;
  /** Marker points (a point annotation, a line's vertices). */
  markers: Vec3[];
  label: string;
  labelAt: Vec3 | null;
}

type P = { x: number; y: number; z: number };
const pts = (list: readonly P[] | null | undefined): Vec3[] => (list ?? []).map(fromPoint);

function centroid(points: readonly Vec3[]): Vec3 {
  const c: Vec3 = [0, 0, 0];
  for (const p of points)
    for (let k = 0; k < 3; k++) c[k] = (c[k] as number) + (p[k] as number) / points.length;
  return c;
}

const closedLine = (points: Vec3[]) => (points.length > 1 ? [[...points, points[0] as Vec3]] : []);

/** The eight corners of a box stored as world extents about its centre, turned by `rotation` (XYZ, radians). */
export function boxCorners(bounds: { min: P; max: P; rotation?: P | null }): Vec3[] {
  const min = new Vector3(bounds.min.x, bounds.min.y, bounds.min.z);
  const max = new Vector3(bounds.max.x, bounds.max.y, bounds.max.z);
  const center = min.clone().add(max).multiplyScalar(0.5);
  const half = max.clone().sub(min).multiplyScalar(0.5);
  const r = bounds.rotation ?? { x: 0, y: 0, z: 0 };
  const rotation = new Matrix4().makeRotationFromEuler(new Euler(r.x, r.y, r.z, 'XYZ'));
  const corners: Vec3[] = [];
  for (const sx of [-1, 1])
    for (const sy of [-1, 1])
      for (const sz of [-1, 1]) {
        const c = new Vector3(sx * half.x, sy * half.y, sz * half.z).applyMatrix4(rotation).add(center);
        corners.push([c.x, c.y, c.z]);
      }
  return corners;
}

const BOX_EDGES: Array<[number, number]> = [
  [0, 1],
  [2, 3],
  [4, 5],
  [6, 7],
  [0, 2],
  [1, 3],
  [4, 6],
  [5, 7],
  [0, 4],
  [1, 5],
  [2, 6],
  [3, 7],
];

export interface LabelContext {
  frame: SceneFrame;
  units: MeasurementUnits;
}

const lengthText = (ctx: LabelContext, sceneLength: number) =>
  formatLength(toMeters(ctx.frame, sceneLength), sceneLength, ctx.units);
const areaText = (ctx: LabelContext, points: Vec3[]) => {
  const area = floorArea(ctx.frame, points);
  return formatArea(toSquareMeters(ctx.frame, area), area, ctx.units);
};
const join = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' · ');

export function annotationShape(a: AnnotationData, ctx: LabelContext): Shape {
  const label = a.metadata?.label ?? '';
  const base = {
    id: a.id,
    kind: 'annotation' as const,
    objectType: a.type,
    layer: 'annotations' as LayerName,
  };
  const vertices = pts(a.vertices?.length ? a.vertices : a.polygon);
  const line = pts(a.points);
  switch (a.type) {
    case 'measurement': {
      const path = line.length ? line : vertices;
      return {
        ...base,
        layer: 'measurements',
        lines: path.length > 1 ? [path] : [],
        fill: null,
        markers: path,
        label: path.length > 1 ? lengthText(ctx, pathLength(path)) : label,
        labelAt: path.length ? centroid(path) : null,
      };
    }
    case 'line':
      return {
        ...base,
        lines: line.length > 1 ? [line] : [],
        fill: null,
        markers: line,
        label: join(label, line.length > 1 ? lengthText(ctx, pathLength(line)) : null),
        labelAt: line.length ? (line[Math.floor(line.length / 2)] as Vec3) : null,
      };
    case 'polygon':
    case 'capacity_zone':
      return {
        ...base,
        lines: closedLine(vertices),
        fill: vertices.length > 2 ? vertices : null,
        markers: [],
        label: join(label, vertices.length > 2 ? areaText(ctx, vertices) : null),
        labelAt: vertices.length ? centroid(vertices) : null,
      };
    case 'bounding_box_3d': {
      if (!a.bounds) break;
      const corners = boxCorners(a.bounds);
      return {
        ...base,
        lines: BOX_EDGES.map(([i, j]) => [corners[i] as Vec3, corners[j] as Vec3]),
        fill: null,
        markers: [],
        label,
        labelAt: centroid(corners),
      };
    }
  }
  // A point, a note, or any type this viewer does not know: a marker where it is.
  const at = a.position ? fromPoint(a.position) : (vertices[0] ?? line[0] ?? null);
  return { ...base, lines: [], fill: null, markers: at ? [at] : [], label, labelAt: at };
}

export function zoneShape(z: SegmentationData, ctx: LabelContext): Shape {
  const boundary = pts(z.geometry?.boundary);
  return {
    id: z.id,
    kind: 'segmentation',
    objectType: 'zone',
    layer: 'zones',
    lines: closedLine(boundary),
    fill: boundary.length > 2 ? boundary : null,
    markers: [],
    label: join(z.name, boundary.length > 2 ? areaText(ctx, boundary) : null),
    labelAt: boundary.length ? centroid(boundary) : null,
  };
}

/** Every point of a shape (for framing it with focusOnObject). */
export function shapePoints(shape: Shape): Vec3[] {
  return [...shape.lines.flat(), ...(shape.fill ?? []), ...shape.markers];
}
