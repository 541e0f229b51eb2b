/**
 * Reshaping a zone or a polygon by its vertices (modes/reshape-mode.ts runs it): which objects can be
 * reshaped and where their points are stored (a zone's `geometry.boundary`, a polygon's `vertices`),
 * the handles drawn on the selected one (one per vertex, a smaller one per edge midpoint), which handle
 * lies under a canvas pixel, and the outline with a vertex moved, inserted or deleted.
 */
import { fromPoint, toPoint } from '#venue/vec.ts';
import type { AnnotationData, SegmentationData, Vec3 } from '../../protocol/index.ts';
import type { EntityKind } from './planner-bus.ts';

/** Annotation types drawn as a closed outline of vertices (shapes.ts). */
const OUTLINE_TYPES = new Set(['polygon', 'capacity_zone']);
/** An outline keeps at least this many vertices. */
const MIN_VERTICES = 3;
/** How close (CSS px) a press must land to a vertex handle, and to a midpoint handle. */
const VERTEX_HIT_PX = 10;
const MIDPOINT_HIT_PX = 8;

export type Entity = AnnotationData | SegmentationData;

/** The outline's points, if the entity is one that can be reshaped (a zone, a polygon); else null. */
export function outlineOf(kind: EntityKind, entity: Entity): Vec3[] | null {
  if (kind === 'segmentation') {
    const boundary = (entity as SegmentationData).geometry?.boundary;
    return boundary && boundary.length >= MIN_VERTICES ? boundary.map(fromPoint) : null;
  }
  const a = entity as AnnotationData;
  if (!OUTLINE_TYPES.has(a.type)) return null;
  const vertices = a.vertices?.length ? a.vertices : a.polygon;
  return vertices && vertices.length >= MIN_VERTICES ? vertices.map(fromPoint) : null;
}

/** A copy of the entity with its outline replaced (only that field differs). */
export function withOutline<T extends Entity>(kind: EntityKind, entity: T, points: readonly Vec3[]): T {
  const stored = points.map(toPoint);
  if (kind === 'segmentation') {
    const zone = entity as SegmentationData;
    return { ...zone, geometry: { ...zone.geometry, boundary: stored } } as T;
  }
  const a = entity as AnnotationData;
  // A polygon stored the old way (`polygon`, no `vertices`) keeps that field.
  const field = !a.vertices?.length && a.polygon?.length ? 'polygon' : 'vertices';
  return { ...a, [field]: stored } as T;
}

export const midpoint = (a: Vec3, b: Vec3): Vec3 => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2];

/** The handles of a closed outline: its vertices, and edge i's midpoint between vertex i and i+1. */
export function handlePoints(points: readonly Vec3[]): { vertices: Vec3[]; midpoints: Vec3[] } {
  return {
    vertices: [...points],
    midpoints: points.map((p, i) => midpoint(p, points[(i + 1) % points.length] as Vec3)),
  };
}

export type Handle = { kind: 'vertex' | 'midpoint'; index: number };

/**
 * The handle under a canvas pixel: the nearest vertex within VERTEX_HIT_PX first (a vertex wins over a
 * midpoint of a short edge), else the nearest midpoint within MIDPOINT_HIT_PX.
 */
export function handleAt(
  points: readonly Vec3[],
  x: number,
  y: number,
  toScreen: (p: Vec3) => [number, number] | null,
): Handle | null {
  const { vertices, midpoints } = handlePoints(points);
  const nearest = (list: Vec3[], radius: number) => {
    let best: { index: number; d: number } | null = null;
    list.forEach((p, index) => {
      const at = toScreen(p);
      if (!at) return;
      const d = Math.hypot(at[0] - x, at[1] - y);
      if (d <= radius && (!best || d < best.d)) best = { index, d };
    });
    return (best as { index: number; d: number } | null)?.index ?? null;
  };
  const vertex = nearest(vertices, VERTEX_HIT_PX);
  if (vertex !== null) return { kind: 'vertex', index: vertex };
  const mid = nearest(midpoints, MIDPOINT_HIT_PX);
  return mid === null ? null : { kind: 'midpoint', index: mid };
}

export const movedVertex = (points: readonly Vec3[], index: number, to: Vec3): Vec3[] =>
  points.map((p, i) => (i === index ? to : p));

/** The outline with a vertex inserted on edge `edge` (after vertex `edge`), at `at`. */
export const insertedVertex = (points: readonly Vec3[], edge: number, at: Vec3): Vec3[] => [
  ...points.slice(0, edge + 1),
  at,
  ...points.slice(edge + 1),
];

/** The outline without vertex `index`, or null when that would leave fewer than MIN_VERTICES. */
export const deletedVertex = (points: readonly Vec3[], index: number): Vec3[] | null =>
  points.length <= MIN_VERTICES ? null : points.filter((_, i) => i !== index);
