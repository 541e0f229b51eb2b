/**
 * Local API and Lambda bundle figures: throughput and latency of listProperties (50 properties) and
 * createProperty at 50 connections, and the bundle's size and cold import. Starts its own local stack
 * in a temporary folder, on a free port.
 */
import autocannon, { type Result } from 'autocannon';
import { benchUser, postJson as post, repoRoot, startBenchServer } from './bench-server.ts';
import { reportLambdaBundle } from './lambda-bundle.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 50;

function report(name: string, result: Result) {
  const failures = result.errors + result.non2xx;
  console.log(
    `${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   (${result.requests.total} requests, ${failures} failed)`,
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
    // Warm-up: DynamoDB Local's JIT and the first requests of the Node process are not what we measure.
    await autocannon({
      url: `${base}/trpc/listProperties?input=${input}`,
      connections: 10,
      duration: 3,
      headers: { authorization: token },
    });
    console.log(
      `\nLocal API, ${CONNECTIONS} connections, ${DURATION_S} s each (DynamoDB Local, one Node process)`,
    );
    report(
      'listProperties (50 properties)',
      await autocannon({
        url: `${base}/trpc/listProperties?input=${input}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { authorization: token },
      }),
    );
    report(
      'createProperty',
      await autocannon({
        url: `${base}/trpc/createProperty`,
        method: 'POST',
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ street: '1 Load St', city: 'Austin', state: 'TX', zip: '73301' }),
      }),
    );
  } finally {
    await bench.stop();
  }

  await reportLambdaBundle(repoRoot);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
