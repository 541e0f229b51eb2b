/**
 * The primitives the built-in catalogue's models are made of (boxes, cylinders and cones, half tori),
 * as flat-shaded triangles in the model's own meters (y up, the floor at y = 0). Pure: the generator
 * turns a model's parts into glTF meshes.
 */

export type Vec3 = [number, number, number];

/** One part of a model: its triangles (three corners each) and the material it is painted with. */
export interface Part {
  material: string;
  triangles: [Vec3, Vec3, Vec3][];
}

type Quad = [Vec3, Vec3, Vec3, Vec3];
const quadTriangles = ([a, b, c, d]: Quad): [Vec3, Vec3, Vec3][] => [
  [a, b, c],
  [a, c, d],
];

/** An axis-aligned box: centre (cx, cz) on the floor plan, from height y0 up by h; w along x, d along z. */
export function box(
  material: string,
  cx: number,
  y0: number,
  cz: number,
  w: number,
  h: number,
  d: number,
): Part {
  const [x0, x1, y1, z0, z1] = [cx - w / 2, cx + w / 2, y0 + h, cz - d / 2, cz + d / 2];
  const quads: Quad[] = [
    [
      [x0, y0, z1],
      [x1, y0, z1],
      [x1, y1, z1],
      [x0, y1, z1],
    ],
    [
      [x1, y0, z0],
      [x0, y0, z0],
      [x0, y1, z0],
      [x1, y1, z0],
    ],
    [
      [x1, y0, z1],
      [x1, y0, z0],
      [x1, y1, z0],
      [x1, y1, z1],
    ],
    [
      [x0, y0, z0],
      [x0, y0, z1],
      [x0, y1, z1],
      [x0, y1, z0],
    ],
    [
      [x0, y1, z1],
      [x1, y1, z1],
      [x1, y1, z0],
      [x0, y1, z0],
    ],
    [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y0, z1],
      [x0, y0, z1],
    ],
  ];
  return { material, triangles: quads.flatMap(quadTriangles) };
}

/**
 * An upright cylinder (or cone, or frustum) with caps: centre (cx, cz), from y0 up by h, radius rBottom
 * at the bottom and rTop at the top. Segments are a multiple of 4 so the outline reaches ±r on both axes.
 */
export function cylinder(
  material: string,
  cx: number,
  y0: number,
  cz: number,
  rBottom: number,
  rTop: number,
  h: number,
  segments = 16,
): Part {
  const ring = (r: number, y: number): Vec3[] =>
    Array.from({ length: segments }, (_, i) => {
      const a = (2 * Math.PI * i) / segments;
      return [cx + r * Math.cos(a), y, cz - r * Math.sin(a)];
    });
  const bottom = ring(rBottom, y0);
  const top = ring(rTop, y0 + h);
  const triangles: [Vec3, Vec3, Vec3][] = [];
  for (let i = 0; i < segments; i++) {
    const j = (i + 1) % segments;
    const [b0, b1, t0, t1] = [bottom[i], bottom[j], top[i], top[j]] as [Vec3, Vec3, Vec3, Vec3];
    if (rTop > 0) triangles.push([b0, b1, t1], [b0, t1, t0]);
    else triangles.push([b0, b1, t0]);
    if (rTop > 0) triangles.push([[cx, y0 + h, cz], t0, t1]);
    if (rBottom > 0) triangles.push([[cx, y0, cz], b1, b0]);
  }
  return { material, triangles };
}

/**
 * A half torus standing in the x-y plane (an arch): the ring's centre at height cy, its centre line of
 * radius R, its tube of radius r. The tube's extremes lie on its vertices (segments multiples of 4).
 */
export function halfTorus(
  material: string,
  cy: number,
  R: number,
  r: number,
  arcSegments = 16,
  tubeSegments = 8,
): Part {
  const point = (u: number, v: number): Vec3 => {
    const a = (Math.PI * u) / arcSegments;
    const b = (2 * Math.PI * v) / tubeSegments;
    const radius = R + r * Math.cos(b);
    return [radius * Math.cos(a), cy + radius * Math.sin(a), r * Math.sin(b)];
  };
  const triangles: [Vec3, Vec3, Vec3][] = [];
  for (let u = 0; u < arcSegments; u++) {
    for (let v = 0; v < tubeSegments; v++) {
      triangles.push(...quadTriangles([point(u, v), point(u, v + 1), point(u + 1, v + 1), point(u + 1, v)]));
    }
  }
  return { material, triangles };
}
