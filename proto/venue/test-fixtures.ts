/** Floor-plan shapes the venue tests build their cases from: footprint boxes, two-point spans, outlines, zones. */
import type { Vec3 } from '#protocol/index.ts';
import type { Box2, P2 } from './arrange/arrange-types.ts';
import type { Segmentation } from './documents.ts';
import { toPoint } from './vec.ts';

/** An item's footprint box centred on (x, y); 1 m square unless told. */
export const box = (id: string, x: number, y: number, halfWidth = 0.5, halfDepth = 0.5): Box2 => ({
  id,
  x,
  y,
  halfWidth,
  halfDepth,
});

/** Two floor points: a marquee's corners or a zone edge's ends. */
export const span = (x0: number, y0: number, x1: number, y1: number): [P2, P2] => [
  { x: x0, y: y0 },
  { x: x1, y: y1 },
];

/** A width × depth rectangle from the origin, counter-clockwise; its first edge runs along y = 0. */
export const rectangle = (width: number, depth: number): P2[] => [
  { x: 0, y: 0 },
  { x: width, y: 0 },
  { x: width, y: depth },
  { x: 0, y: depth },
];

/** An L, clockwise: a size × size square from the origin less its top-right quarter. */
export const ellOf = (size: number): P2[] => [
  { x: 0, y: 0 },
  { x: 0, y: size },
  { x: size / 2, y: size },
  { x: size / 2, y: size / 2 },
  { x: size, y: size / 2 },
  { x: size, y: 0 },
];

/** A zone whose boundary runs through the given scene points. */
export const zoneThrough = (id: string, corners: Vec3[]): Segmentation => ({
  id,
  geometry: { boundary: corners.map(toPoint) },
});
