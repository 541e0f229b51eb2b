/**
 * Turning a finished drawing into the entity the data modules store (venue-planner §3): annotations of
 * each type, and zones (segmentations) with the default height 0–3 and suggested capacities.
 */
import { Euler, Matrix4, Vector3 } from 'three';
import { suggestedAnnotationCapacity, suggestedZoneCapacity } from '#venue/capacity.ts';
import { dropToFloor, floorBasis, fromMeters, toMeters, toSquareMeters } from '#venue/frame.ts';
import { floorArea, pathLength } from '#venue/geometry.ts';
import { formatLength } from '#venue/units.ts';
import { add, dot, scale, toPoint } from '#venue/vec.ts';
import type {
  AnnotationData,
  MeasurementUnits,
  PlannerTool,
  SceneFrame,
  SegmentationData,
  Vec3,
  ViewerMode,
} from '../../protocol/index.ts';

export interface BuildContext {
  id: string;
  now: number;
  frame: SceneFrame;
  units: MeasurementUnits;
  mode: ViewerMode;
  /** The how-many-th entity of its kind this is (for default names). */
  ordinal: number;
  createdBy?: string;
}

/** The annotation type each tool makes. */
export const ANNOTATION_TYPE: Partial<Record<PlannerTool, string>> = {
  point: 'point',
  line: 'line',
  polygon: 'polygon',
  boundingBox: 'bounding_box_3d',
  capacityZone: 'capacity_zone',
  measure: 'measurement',
};

const TOOL_LABEL: Partial<Record<PlannerTool, string>> = {
  point: 'Point',
  line: 'Line',
  polygon: 'Polygon',
  boundingBox: 'Box',
  capacityZone: 'Capacity zone',
};

/** A box's default height when drawn: one meter (one unit before calibration). */
const BOX_HEIGHT_METERS = 1;

/**
 * A box standing on the floor over the rectangle with diagonal a–b, its sides along the floor axes.
 * Stored as world extents about its centre (min, max) turned by `rotation` (XYZ Euler radians).
 */
function boxBounds(frame: SceneFrame, a: Vec3, b: Vec3, height: number) {
  const { u, v, n } = floorBasis(frame);
  const fa = dropToFloor(frame, a);
  const fb = dropToFloor(frame, b);
  const lu = [dot(fa, u), dot(fb, u)];
  const lv = [dot(fa, v), dot(fb, v)];
  const half: Vec3 = [
    Math.abs((lu[0] as number) - (lu[1] as number)) / 2,
    height / 2,
    Math.abs((lv[0] as number) - (lv[1] as number)) / 2,
  ];
  const mid = scale(add(fa, fb), 0.5);
  const center = add(mid, scale(n, height / 2));
  const basis = new Matrix4().makeBasis(new Vector3(...u), new Vector3(...n), new Vector3(...v));
  const euler = new Euler().setFromRotationMatrix(basis, 'XYZ');
  return {
    min: toPoint([center[0] - half[0], center[1] - half[1], center[2] - half[2]]),
    max: toPoint([center[0] + half[0], center[1] + half[1], center[2] + half[2]]),
    rotation: { x: euler.x, y: euler.y, z: euler.z },
    center,
  };
}

export function buildAnnotation(
  tool: PlannerTool,
  points: readonly Vec3[],
  ctx: BuildContext,
): AnnotationData | null {
  const type = ANNOTATION_TYPE[tool];
  if (!type || points.length === 0) return null;
  const base: AnnotationData = {
    id: ctx.id,
    type,
    tags: [],
    metadata: {
      label: `${TOOL_LABEL[tool] ?? 'Measurement'} ${ctx.ordinal}`,
      description: '',
      customAttributes: {},
    },
    visibility: { showInAR: true, showIn3D: true, showIn2DPlan: true, minZoomLevel: 0, maxZoomLevel: 0 },
    createdBy: ctx.createdBy ?? '',
    createdAt: ctx.now,
    modifiedAt: ctx.now,
  };
  const list = points.map(toPoint);
  switch (tool) {
    case 'point':
      return { ...base, position: list[0] };
    case 'line':
      return { ...base, position: list[0], points: list };
    case 'measure': {
      const sceneLength = pathLength(points);
      const meters = toMeters(ctx.frame, sceneLength);
      return {
        ...base,
        position: list[0],
        points: list,
        metadata: {
          label: formatLength(meters, sceneLength, ctx.units),
          description: '',
          customAttributes:
            meters === null ? { sceneDistance: String(sceneLength) } : { distanceMeters: meters.toFixed(4) },
        },
      };
    }
    case 'polygon':
      return { ...base, position: list[0], vertices: list, polygon: list, isClosed: true };
    case 'capacityZone': {
      const floor = points.map((p) => dropToFloor(ctx.frame, p));
      const area = toSquareMeters(ctx.frame, floorArea(ctx.frame, floor));
      return {
        ...base,
        position: toPoint(floor[0] as Vec3),
        vertices: floor.map(toPoint),
        polygon: floor.map(toPoint),
        isClosed: true,
        capacity: area === null ? { seated: 0, standing: 0, cocktail: 0 } : suggestedAnnotationCapacity(area),
      };
    }
    case 'boundingBox': {
      const [a, b] = points;
      if (!a || !b) return null;
      const { center, ...bounds } = boxBounds(ctx.frame, a, b, fromMeters(ctx.frame, BOX_HEIGHT_METERS));
      return { ...base, position: toPoint(center), bounds };
    }
  }
  return null;
}

/** A zone drawn in Draw mode: its boundary on the floor, height 0–3, capacities suggested from its area. */
export function buildZone(points: readonly Vec3[], ctx: BuildContext): SegmentationData | null {
  if (points.length < 3) return null;
  const boundary = points.map((p) => dropToFloor(ctx.frame, p));
  const area = toSquareMeters(ctx.frame, floorArea(ctx.frame, boundary));
  return {
    id: ctx.id,
    name: `Zone ${ctx.ordinal}`,
    type: 'zone',
    geometry: { boundary: boundary.map(toPoint), holes: [], height: { min: 0, max: 3 } },
    properties: {
      usage: '',
      capacity:
        area === null
          ? { maxSeated: 0, maxStanding: 0, recommendedSeated: 0, recommendedStanding: 0 }
          : suggestedZoneCapacity(area),
      features: [],
      restrictions: [],
    },
    parentId: '',
    modifiedAt: ctx.now,
  };
}
