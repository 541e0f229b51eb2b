/**
 * Rectangular zones: a zone whose boundary is four floor corners at right angles is a rectangle, read as
 * its centre, width (its first edge), depth (its second edge) and rotation (the first edge's angle from
 * the floor's u axis, turning towards v). The Rectangle zone tool draws one; the page's right panel shows
 * and edits width, depth and rotation, and the boundary is rebuilt about the same centre. Nothing extra
 * is stored: the boundary is the zone's only geometry (proto/venue.proto SegmentationGeometry).
 * Lengths here are scene units; frame.ts turns them into meters.
 */
import type { MeasurementUnits, Vec3 } from '#protocol/index.ts';
import type { Segmentation, VenueCore } from './documents.ts';
import { dropToFloor, floorBasis, fromMeters, type SceneFrame, toMeters } from './frame.ts';
import { metersTo, toMetersFrom } from './units.ts';
import { add, dot, length, scale, sub, toPoint } from './vec.ts';
import { storedFrameOrDefault, zoneBoundary } from './zone-area.ts';

export interface Rectangle {
  /** On the floor. */
  center: Vec3;
  width: number;
  depth: number;
  /** Degrees in [0, 360). */
  rotation: number;
}

const RADIANS = Math.PI / 180;

/** The four floor corners of a rectangle, in order: its first edge is the width, the second the depth. */
export function rectangleCorners(frame: SceneFrame, r: Rectangle): Vec3[] {
  const { u, v } = floorBasis(frame);
  const angle = r.rotation * RADIANS;
  const along = add(scale(u, Math.cos(angle)), scale(v, Math.sin(angle)));
  const across = add(scale(u, -Math.sin(angle)), scale(v, Math.cos(angle)));
  const center = dropToFloor(frame, r.center);
  const corner = (a: number, b: number) =>
    add(center, add(scale(along, (a * r.width) / 2), scale(across, (b * r.depth) / 2)));
  return [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)];
}

/** The rectangle on the floor with diagonal a–b, its sides along the floor's axes. */
export function rectangleFromDiagonal(frame: SceneFrame, a: Vec3, b: Vec3): Rectangle {
  const { u, v } = floorBasis(frame);
  const fa = dropToFloor(frame, a);
  const fb = dropToFloor(frame, b);
  const d = sub(fb, fa);
  return {
    center: scale(add(fa, fb), 0.5),
    width: Math.abs(dot(d, u)),
    depth: Math.abs(dot(d, v)),
    rotation: 0,
  };
}

/** The rectangle a boundary is, or null when it is not four corners at right angles (within 0.1 %). */
export function rectangleOf(frame: SceneFrame, boundary: readonly Vec3[]): Rectangle | null {
  if (boundary.length !== 4) return null;
  const [p0, p1, p2, p3] = boundary.map((p) => dropToFloor(frame, p)) as [Vec3, Vec3, Vec3, Vec3];
  const first = sub(p1, p0);
  const second = sub(p2, p1);
  const width = length(first);
  const depth = length(second);
  if (width === 0 || depth === 0) return null;
  const size = Math.max(width, depth);
  const tolerance = size * 1e-3;
  // Opposite sides equal and parallel, and the corner at p1 square.
  if (length(sub(sub(p3, p2), scale(first, -1))) > tolerance) return null;
  if (length(sub(sub(p0, p3), scale(second, -1))) > tolerance) return null;
  if (Math.abs(dot(first, second)) / (width * depth) > 1e-3) return null;
  const { u, v } = floorBasis(frame);
  const degrees = Math.atan2(dot(first, v), dot(first, u)) / RADIANS;
  return {
    center: scale(add(p0, p2), 0.5),
    width,
    depth,
    rotation: ((degrees % 360) + 360) % 360,
  };
}

/** A rectangular zone's size as the right panel shows it: lengths in the chosen units, or scene units before calibration. */
export interface ZoneRectangle {
  width: number;
  depth: number;
  /** Degrees. */
  rotation: number;
  /** 'm', 'ft' or 'units' (uncalibrated). */
  unit: 'm' | 'ft' | 'units';
}

const lengthIn = (frame: SceneFrame, units: MeasurementUnits) => ({
  unit:
    frame.metersPerUnit === null ? ('units' as const) : units === 'feet' ? ('ft' as const) : ('m' as const),
  /** Scene units → the panel's numbers. */
  shown: (scene: number) => {
    const meters = toMeters(frame, scene);
    return meters === null ? scene : metersTo(meters, units);
  },
  /** The panel's numbers → scene units. */
  scene: (shown: number) =>
    frame.metersPerUnit === null ? shown : fromMeters(frame, toMetersFrom(shown, units)),
});

/** The rectangle a zone is, in the chosen units; null when its boundary is not a rectangle. */
export function zoneRectangle(
  zone: Segmentation,
  stored: VenueCore['sceneFrame'] | undefined,
  units: MeasurementUnits,
): ZoneRectangle | null {
  const frame = storedFrameOrDefault(stored);
  const r = rectangleOf(frame, zoneBoundary(zone));
  if (!r) return null;
  const { unit, shown } = lengthIn(frame, units);
  return { width: shown(r.width), depth: shown(r.depth), rotation: r.rotation, unit };
}

/**
 * The zone reshaped to a new width, depth and rotation (chosen units, degrees) about its centre: its new
 * boundary, or null when it is not a rectangle or a size is not positive.
 */
export function reshapedZoneBoundary(
  zone: Segmentation,
  stored: VenueCore['sceneFrame'] | undefined,
  units: MeasurementUnits,
  size: { width: number; depth: number; rotation: number },
): Array<{ x: number; y: number; z: number }> | null {
  const frame = storedFrameOrDefault(stored);
  const r = rectangleOf(frame, zoneBoundary(zone));
  if (!r || !(size.width > 0) || !(size.depth > 0) || !Number.isFinite(size.rotation)) return null;
  const { scene } = lengthIn(frame, units);
  return rectangleCorners(frame, {
    center: r.center,
    width: scene(size.width),
    depth: scene(size.depth),
    rotation: ((size.rotation % 360) + 360) % 360,
  }).map(toPoint);
}
