/**
 * The overlay's geometry, batched: all outlines of a layer in one line-segment buffer, all fills in one
 * triangle buffer (each polygon triangulated on the floor plane), all markers in one point buffer, each
 * with per-vertex colours (so selection and highlight need no extra draw calls). Pure: tested without
 * a GPU; overlay.ts only uploads what this returns.
 */
import { ShapeUtils, Vector2 } from 'three';
import { toFloor2D } from '#venue/frame.ts';
import type { SceneFrame, Vec3 } from '../../protocol/index.ts';
import type { Shape } from './shapes.ts';

export type Rgb = [number, number, number];

export interface LayerBuffers {
  lines: Float32Array;
  lineColors: Float32Array;
  fills: Float32Array;
  fillColors: Float32Array;
  markers: Float32Array;
  markerColors: Float32Array;
}

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/** Triangles of a polygon, as indices into it (ear clipping on its floor projection). */
export function triangulate(frame: SceneFrame, polygon: readonly Vec3[]): number[] {
  const contour = polygon.map((p) => new Vector2(...toFloor2D(frame, p)));
  return ShapeUtils.triangulateShape(contour, []).flat();
}

export function buildLayerBuffers(
  shapes: readonly Shape[],
  frame: SceneFrame,
  colorOf: (shape: Shape) => Rgb,
): LayerBuffers {
  const lines: number[] = [];
  const lineColors: number[] = [];
  const fills: number[] = [];
  const fillColors: number[] = [];
  const markers: number[] = [];
  const markerColors: number[] = [];
  for (const shape of shapes) {
    const color = colorOf(shape);
    for (const line of shape.lines) {
      for (let i = 1; i < line.length; i++) {
        lines.push(...(line[i - 1] as Vec3), ...(line[i] as Vec3));
        lineColors.push(...color, ...color);
      }
    }
    if (shape.fill && shape.fill.length > 2) {
      for (const index of triangulate(frame, shape.fill)) {
        fills.push(...(shape.fill[index] as Vec3));
        fillColors.push(...color);
      }
    }
    for (const marker of shape.markers) {
      markers.push(...marker);
      markerColors.push(...color);
    }
  }
  return {
    lines: new Float32Array(lines),
    lineColors: new Float32Array(lineColors),
    fills: new Float32Array(fills),
    fillColors: new Float32Array(fillColors),
    markers: new Float32Array(markers),
    markerColors: new Float32Array(markerColors),
  };
}
