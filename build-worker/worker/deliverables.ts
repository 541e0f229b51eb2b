/**
 * What a finished build delivers, from its trained 3DGS `.ply`: the `.ply` itself (full precision, for
 * editing and download), `point_cloud.zip` (the spec's splat zip, the `.ply` inside) and
 * `point_cloud.spz`, the compact file the viewers load (about a tenth of the `.ply`).
 */
import { zipSync } from 'fflate';
import { readGaussianPly } from '#formats/gaussian-ply.ts';
import { writeSpz } from '#formats/spz.ts';

export interface Deliverables {
  'point_cloud.ply': Uint8Array;
  'point_cloud.zip': Uint8Array;
  'point_cloud.spz': Uint8Array;
}

export const DELIVERABLE_TYPES: Record<keyof Deliverables, string> = {
  'point_cloud.ply': 'application/octet-stream',
  'point_cloud.zip': 'application/zip',
  'point_cloud.spz': 'application/octet-stream',
};

export function packDeliverables(ply: Uint8Array): Deliverables {
  return {
    'point_cloud.ply': ply,
    // The .ply is mostly float noise: deflate gains little and costs seconds on a large scene.
    'point_cloud.zip': zipSync({ 'point_cloud.ply': [ply, { level: 1 }] }),
    'point_cloud.spz': writeSpz(readGaussianPly(ply)),
  };
}
