/**
 * Worker threads for the parallel phases. The calling thread takes part 0 itself, so `threads` = 1
 * starts no worker. From the sources, workers load worker.ts through tsx (the trainer runs under tsx);
 * in the worker's bundle (build-worker/bundle.ts) they run the bundled trainer-thread.mjs beside it.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Arena } from './arena.ts';
import { type Phase, runPhase } from './kernels.ts';
import type { Uniforms } from './types.ts';

interface Reply {
  ok: boolean;
  error?: string;
  ready?: boolean;
}

class Channel {
  private waiting: ((r: Reply) => void)[] = [];
  constructor(readonly worker: Worker) {
    worker.on('message', (r: Reply) => this.waiting.shift()?.(r));
    worker.on('error', (err) => {
      for (const w of this.waiting.splice(0)) w({ ok: false, error: String(err) });
    });
    worker.on('exit', (code) => {
      for (const w of this.waiting.splice(0)) w({ ok: false, error: `worker exited with code ${code}` });
    });
  }
  next(): Promise<Reply> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** The bundled thread's file name, beside the bundle's entry (see build-worker/bundle.ts). */
export const BUNDLED_THREAD = 'trainer-thread.mjs';

export function spawnTrainerThread(): Worker {
  const bundled = new URL(`./${BUNDLED_THREAD}`, import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled);
  const api = import.meta.resolve('tsx/esm/api');
  const target = new URL('./worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(api)}).then((m) => m.tsImport(${JSON.stringify(target)}, ${JSON.stringify(target)})).catch((e) => { console.error(e); process.exit(1); });`;
  return new Worker(code, { eval: true });
}

export class Pool {
  private channels: Channel[] = [];
  private sentVersion = -1;

  private constructor(
    readonly arena: Arena,
    readonly threads: number,
  ) {}

  static async create(arena: Arena, threads: number): Promise<Pool> {
    const pool = new Pool(arena, Math.max(1, Math.floor(threads)));
    for (let i = 1; i < pool.threads; i++) {
      const ch = new Channel(spawnTrainerThread());
      pool.channels.push(ch);
    }
    const ready = await Promise.all(pool.channels.map((c) => c.next()));
    for (const r of ready) if (!r.ok) throw new Error(`trainer worker failed to start: ${r.error}`);
    return pool;
  }

  async run(phase: Phase, u: Uniforms): Promise<void> {
    const parts = this.threads;
    if (parts === 1) {
      runPhase(phase, this.arena.views, u, 0, 1);
      return;
    }
    if (this.sentVersion !== this.arena.version) {
      const replies = this.channels.map((c) => c.next());
      for (const c of this.channels)
        c.worker.postMessage({ type: 'buffers', shared: this.arena.shared, float64: this.arena.float64 });
      for (const r of await Promise.all(replies)) if (!r.ok) throw new Error(`trainer worker: ${r.error}`);
      this.sentVersion = this.arena.version;
    }
    const replies = this.channels.map((c) => c.next());
    this.channels.forEach((c, i) => {
      c.worker.postMessage({ type: 'run', phase, u, part: i + 1, parts });
    });
    runPhase(phase, this.arena.views, u, 0, parts);
    for (const r of await Promise.all(replies)) if (!r.ok) throw new Error(`trainer worker: ${r.error}`);
  }

  async close(): Promise<void> {
    await Promise.all(this.channels.map((c) => c.worker.terminate()));
    this.channels = [];
  }
}
