/**
 * `main.ts --self-check`: proves that wherever the worker runs (its bundle alone in the GPU image) it
 * has everything it needs, without any AWS call: the viewer's formats (the deliverables), the trainer's
 * threads and the GPU trainer script. Prints one line per check; throws on the first that fails.
 */

import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { STRIDE } from '../trainer/layout.ts';
import { encodePly } from '../trainer/ply.ts';
import { spawnTrainerThread } from '../trainer/pool.ts';
import { packDeliverables } from './deliverables.ts';
import { GSPLAT_SCRIPT } from './gsplat-trainer.ts';

export async function selfCheck(): Promise<string[]> {
  const lines: string[] = [];
  const count = 2;
  const deliverables = packDeliverables(encodePly(new Float32Array(count * STRIDE), count));
  if (!(deliverables['point_cloud.spz'].length > 0)) throw new Error('no .spz was written');
  lines.push(`deliverables: ${Object.keys(deliverables).join(', ')}`);

  const thread = spawnTrainerThread();
  const [ready] = (await once(thread, 'message')) as [{ ok: boolean; ready?: boolean }];
  await thread.terminate();
  if (!ready.ok || !ready.ready) throw new Error('the trainer thread did not start');
  lines.push('trainer thread: ready');

  if (!existsSync(GSPLAT_SCRIPT)) throw new Error(`the GPU trainer script is missing: ${GSPLAT_SCRIPT}`);
  lines.push('gsplat script: present');
  return lines;
}
