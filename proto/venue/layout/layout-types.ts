/**
 * The shapes the venue planner's layout generators share (issue 26, laying out an event at a
 * professional's speed). Everything is floor-plane 2D in meters: `x` along the floor's u axis, `y` along
 * its v axis; the viewer turns placements into scene coordinates, so the generators never see 3D.
 */

export interface P2 {
  x: number;
  y: number;
}

/** A model's footprint in meters: width (along its own x, side to side) and depth (along its own facing axis). */
export interface ModelSize {
  width: number;
  depth: number;
}

/** A table model: its footprint and whether it is a circle (width = diameter) or a rectangle. */
export type TableModel = ModelSize & { shape: 'round' | 'rectangular' };

/**
 * One thing a layout places: which of the layout's models, where its centre stands, and which way it
 * faces (radians in the floor plane, 0 = facing +x, counter-clockwise towards +y).
 */
export interface Placement2D {
  role: 'seat' | 'table';
  x: number;
  y: number;
  facing: number;
}

/** An angle in radians brought into (-π, π], so equal directions read as equal facings. */
export function wrapAngle(angle: number): number {
  const wrapped = angle - 2 * Math.PI * Math.floor((angle + Math.PI) / (2 * Math.PI));
  return wrapped === -Math.PI ? Math.PI : wrapped;
}
