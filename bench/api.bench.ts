/**
 * Local API and Lambda bundle figures: throughput and latency of listProperties (50 properties) and
 * createProperty at 50 connections, and the bundle's size and cold import. Starts its own local stack
 * in a temporary folder, on a free port.
 */
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import autocannon, { type Result } from 'autocannon';
import { startBareServer } from './api-bare.ts';
import { median } from './bench-kit.ts';
import { benchUser, postJson as post, repoRoot, settle, startBenchServer } from './bench-server.ts';
import { reportLambdaBundle } from './lambda-bundle.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
/**
 * Uncounted rounds first, at the measured load: DynamoDB Local's JVM and both Node paths are still
 * compiling through the first windows (the very first app window ran at 383 req/s, the later ones at
 * 587-668; bare 579, then 722-821), and a light warm-up left that cost on whichever side came first.
 */
const WARMUP_ROUNDS = Number(process.env.BENCH_WARMUP_ROUNDS ?? 2);
const CONNECTIONS = 50;

interface Target {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Totals {
  requests: number;
  seconds: number;
  p99s: number[];
  loopP99s: number[];
  /** CPU time of this process (app or bare, the SDK and the load generator), ms. */
  cpuMs: number;
  /** Garbage-collection pauses of this process: their total and the longest, ms. */
  gcMs: number;
  gcMaxMs: number;
  failures: number;
}

/** One autocannon window with the event-loop delay histogram of this process (the app's) beside it. */
async function window(target: Target, totals: Totals) {
  await settle();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  // The pauses that stop every request at once: a fatter tail follows them.
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      totals.gcMs += entry.duration;
      totals.gcMaxMs = Math.max(totals.gcMaxMs, entry.duration);
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  const cpu = process.cpuUsage();
  const result: Result = await autocannon({ ...target, connections: CONNECTIONS, duration: DURATION_S });
  const used = process.cpuUsage(cpu);
  loop.disable();
  gc.disconnect();
  totals.cpuMs += (used.user + used.system) / 1000;
  totals.requests += result.requests.total;
  totals.seconds += result.duration;
  totals.p99s.push(result.latency.p99);
  totals.loopP99s.push(loop.percentile(99) / 1e6);
  totals.failures += result.errors + result.non2xx;
  return result.requests.total / result.duration;
}

/** App and bare call in alternating windows, so both see the same machine; prints both and the ratios. */
async function compare(appName: string, app: Target, bareName: string, bareTarget: Target) {
  const fresh = (): Totals => ({
    requests: 0,
    seconds: 0,
    p99s: [],
    loopP99s: [],
    cpuMs: 0,
    gcMs: 0,
    gcMaxMs: 0,
    failures: 0,
  });
  const rounds = async (count: number, a: Totals, b: Totals) => {
    const ratios: string[] = [];
    for (let round = 0; round < count; round++) {
      // Each side opens half the rounds (app, bare, bare, app, …): a window pays for what the one
      // before it left behind, so always opening with the app made it look up to a fifth slower.
      const pair: [Target, Totals][] = [
        [app, a],
        [bareTarget, b],
      ];
      const rates = new Map<Totals, number>();
      for (const [target, totals] of round % 2 === 0 ? pair : pair.reverse())
        rates.set(totals, await window(target, totals));
      ratios.push(((rates.get(a) ?? 0) / Math.max(1, rates.get(b) ?? 0)).toFixed(2));
    }
    return ratios;
  };
  const warm = await rounds(WARMUP_ROUNDS, fresh(), fresh());
  const a = fresh();
  const b = fresh();
  const measured = await rounds(ROUNDS, a, b);
  const line = (name: string, t: Totals) =>
    console.log(
      `${name.padEnd(34)} ${(t.requests / t.seconds).toFixed(0).padStart(6)} req/s   p99 ${String(median(t.p99s)).padStart(5)} ms (median of rounds)   event-loop delay p99 ${median(t.loopP99s).toFixed(0).padStart(4)} ms   Node CPU ${(t.cpuMs / Math.max(1, t.requests)).toFixed(2)} ms/request   GC ${((t.gcMs / Math.max(1, t.requests)) * 1000).toFixed(0)} µs/request (longest pause ${t.gcMaxMs.toFixed(0)} ms)   (${t.requests} requests, ${t.failures} failed)`,
    );
  line(appName, a);
  line(bareName, b);
  if (a.requests === 0 || b.requests === 0) {
    console.log(`${'  app / bare'.padEnd(34)} no ratio: a side completed no request (machine overloaded?)`);
    return;
  }
  const throughput = a.requests / a.seconds / (b.requests / b.seconds);
  const tail = median(a.p99s) / Math.max(1, median(b.p99s));
  console.log(
    `${'  app / bare'.padEnd(34)} throughput ${throughput.toFixed(2)}x (goal >= 0.8x)   p99 ${tail.toFixed(2)}x (goal <= 1.5x)`,
  );
  console.log(
    `${''.padEnd(34)} throughput per round ${measured.join(' ')} (warm-up rounds, not counted: ${warm.join(' ')})`,
  );
}

async function main() {
  const bench = await startBenchServer('api');
  const { base } = bench;
  try {
    const { username, token } = await benchUser(bench);
    for (let i = 0; i < 50; i++) {
      await post(
        base,
        '/trpc/createProperty',
        { street: `${i} Bench St`, city: 'Austin', state: 'TX', zip: '73301' },
        token,
      );
    }

    const input = encodeURIComponent(JSON.stringify({ username }));
    const bare = await startBareServer({ config: bench.stack.config, username });
    const list = (url: string) => ({ url, headers: { authorization: token } });
    const create = (url: string) => ({
      url,
      method: 'POST' as const,
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ street: '1 Load St', city: 'Austin', state: 'TX', zip: '73301' }),
    });
    try {
      console.log(
        `\nLocal API vs the bare SDK call, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s after ${WARMUP_ROUNDS} uncounted, each side opening half of them (DynamoDB Local, one Node process)`,
      );
      await compare(
        'listProperties (50 properties)',
        list(`${base}/trpc/listProperties?input=${input}`),
        'bare Query',
        list(bare.base),
      );
      await compare(
        'createProperty',
        create(`${base}/trpc/createProperty`),
        'bare PutItem',
        create(bare.base),
      );
    } finally {
      bare.close();
    }
  } finally {
    await bench.stop();
  }

  await reportLambdaBundle(repoRoot);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
