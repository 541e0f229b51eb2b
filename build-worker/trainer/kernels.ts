/**
 * The parallel phases of one training step. Each runs on every thread with (part, parts); the split is
 * static by Gaussian or row ranges, or dynamic over tiles (an atomic counter) — in every case each
 * output element is computed by exactly one thread in a fixed order, so results are bit-identical for
 * any thread count.
 */
import { adamConstants } from './adam.ts';
import type { Views } from './arena.ts';
import { lossBackwardRows, lossForwardRows } from './loss.ts';
import { projectBackward, projectForward } from './project.ts';
import { rasterBackwardTile, rasterForwardTile } from './raster.ts';
import type { Uniforms } from './types.ts';

export type Phase =
  | 'project'
  | 'rasterFwd'
  | 'lossFwd'
  | 'lossBwd'
  | 'rasterBwd'
  | 'projectBwd'
  | 'projectBwdAdam';

export const CTRL_FWD_TILE = 0;
export const CTRL_BWD_TILE = 1;

function split(total: number, part: number, parts: number): [number, number] {
  const per = Math.ceil(total / parts);
  return [Math.min(total, part * per), Math.min(total, (part + 1) * per)];
}

export function runPhase(phase: Phase, v: Views, u: Uniforms, part: number, parts: number): void {
  switch (phase) {
    case 'project': {
      const [a, b] = split(u.n, part, parts);
      projectForward(v, u, a, b);
      return;
    }
    case 'rasterFwd':
    case 'rasterBwd': {
      const nTiles = u.tilesX * u.tilesY;
      const slot = phase === 'rasterFwd' ? CTRL_FWD_TILE : CTRL_BWD_TILE;
      for (;;) {
        const t = Atomics.add(v.ctrl, slot, 1);
        if (t >= nTiles) return;
        if (phase === 'rasterFwd') rasterForwardTile(v, u, t);
        else rasterBackwardTile(v, u, t);
      }
    }
    case 'lossFwd': {
      const [a, b] = split(u.height, part, parts);
      if (a < b) lossForwardRows(v, u, a, b);
      return;
    }
    case 'lossBwd': {
      const [a, b] = split(u.height, part, parts);
      if (a < b) lossBackwardRows(v, u, a, b);
      return;
    }
    case 'projectBwd':
    case 'projectBwdAdam': {
      const [a, b] = split(u.n, part, parts);
      projectBackward(v, u, a, b, phase === 'projectBwdAdam' ? adamConstants(u) : null);
      return;
    }
  }
}
