/** Worker thread: holds views over the shared buffers and runs phases on request. */
import { parentPort } from 'node:worker_threads';
import { makeViews, type Shared, type Views } from './arena.ts';
import { type Phase, runPhase } from './kernels.ts';
import type { Uniforms } from './types.ts';

type Message =
  | { type: 'buffers'; shared: Shared; float64: boolean }
  | { type: 'run'; phase: Phase; u: Uniforms; part: number; parts: number };

let views: Views | null = null;
const port = parentPort;
if (!port) throw new Error('worker.ts must run in a worker thread');
port.on('message', (m: Message) => {
  try {
    if (m.type === 'buffers') {
      views = makeViews(m.shared, m.float64);
      port.postMessage({ ok: true });
    } else {
      if (!views) throw new Error('no buffers');
      runPhase(m.phase, views, m.u, m.part, m.parts);
      port.postMessage({ ok: true });
    }
  } catch (err) {
    port.postMessage({ ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
port.postMessage({ ok: true, ready: true });
