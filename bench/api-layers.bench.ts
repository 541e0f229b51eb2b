/**
 * Where the app's time per call goes, layer by layer (issue #17 §5): listProperties (50 properties)
 * answered by five servers that add one layer each to the same data-layer call, in rotating windows
 * at 50 connections, with this process's CPU time per request. The load generator, the servers and
 * the SDK share one Node process, so CPU per request is the figure that adds up; DynamoDB Local runs
 * beside it.
 *   1. bare: node:http and the data layer (bench/api-bare.ts, the yardstick of `bench api`)
 *   2. + Hono on @hono/node-server, answering the same JSON
 *   3. + tRPC through the app's endpoint handler (functions/trpc/http-handler.ts), a one-procedure
 *      router, no token check; and beside it, the same through tRPC's own fetch adapter (the handler's
 *      fallback for unusual requests), for what the handler saves
 *   4. the app's HTTP app (functions/app.ts: token check, account binding, size limit, the app router)
 *   5. the local server (infra/local/server.ts: + CloudFront's headers, the static and SPA routes)
 */

import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { initTRPC } from '@trpc/server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import * as z from 'zod';
import { createApp, createServices } from '#functions/app.ts';
import { createAwsClients } from '#functions/aws/clients.ts';
import { dataContextOf } from '#functions/data/context.ts';
import { properties } from '#functions/data/properties.ts';
import { trpcFetchHandler, trpcHttpHandler } from '#functions/trpc/http-handler.ts';
import { freePort } from '#infra/local/ports.ts';
import { startBareServer } from './api-bare.ts';
import { benchUser, postJson as post, settle, startBenchServer } from './bench-server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 50;

async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<{ base: string; server: Server }> {
  const port = await freePort();
  return new Promise((resolve) => {
    const server = serve({ fetch, port, hostname: '127.0.0.1' }, () =>
      resolve({ base: `http://127.0.0.1:${port}`, server: server as Server }),
    ) as Server;
  });
}

async function main() {
  const bench = await startBenchServer('api-layers');
  const servers: Server[] = [];
  try {
    const { username, token } = await benchUser(bench);
    for (let i = 0; i < 50; i++) {
      await post(
        bench.base,
        '/trpc/createProperty',
        { street: `${i} Bench St`, city: 'Austin', state: 'TX', zip: '73301' },
        token,
      );
    }
    const config = bench.stack.config;
    const data = dataContextOf({ config, clients: createAwsClients(config) });
    const list = async () => ({ data: await properties.list(data, username) });

    const hono = new Hono().get('/trpc/listProperties', async (c) =>
      c.json({ result: { data: await list() } }),
    );
    const t = initTRPC.context<Record<string, never>>().create({ isDev: false });
    const oneProcedure = t.router({
      listProperties: t.procedure.input(z.object({ username: z.string().optional() }).optional()).query(list),
    });
    const trpcOptions = {
      endpoint: '/trpc',
      router: oneProcedure,
      procedureTypes: { listProperties: 'query' } as const,
      maxBatchSize: 10,
      createContext: async () => ({}),
      onError: () => {},
    };
    const handler = trpcHttpHandler(trpcOptions);
    const trpc = new Hono().all('/trpc/*', (c) => handler(c.req.raw));
    const adapter = trpcFetchHandler(trpcOptions);
    const trpcAdapter = new Hono().all('/trpc/*', (c) => adapter(c.req.raw));
    const appOnly = createApp(createServices(config));

    const bare = await startBareServer({ config, username });
    /** A layer served on its own port; `after`: the layer it adds to, when not the one before it. */
    const served = async (name: string, app: Hono, after?: number) => {
      const { base, server } = await listen(app.fetch);
      servers.push(server);
      return { name, base: `${base}/trpc/listProperties`, ...(after === undefined ? {} : { after }) };
    };
    const layers: { name: string; base: string; after?: number }[] = [
      { name: '1 bare node:http + data layer', base: bare.base },
      await served('2 + Hono, node-server', hono),
      await served("3 + tRPC, the app's handler", trpc),
      await served('4 the app (functions/app.ts)', appOnly),
      { name: '5 the local server', base: `${bench.base}/trpc/listProperties` },
      await served("  3 through tRPC's fetch adapter", trpcAdapter, 1),
    ];

    const input = encodeURIComponent(JSON.stringify({ username }));
    const target = (base: string) => ({
      url: base === bare.base ? base : `${base}?input=${input}`,
      headers: { authorization: token },
    });
    for (const layer of layers) await autocannon({ ...target(layer.base), connections: 10, duration: 2 });

    const totals = layers.map(() => ({ cpuMs: 0, requests: 0, seconds: 0, failures: 0 }));
    for (let round = 0; round < ROUNDS; round++) {
      // Each round starts one layer further on, so that no layer always follows the same one.
      for (let step = 0; step < layers.length; step++) {
        const i = (round + step) % layers.length;
        const layer = layers[i];
        const total = totals[i];
        if (!layer || !total) continue;
        await settle();
        const cpu = process.cpuUsage();
        const result = await autocannon({
          ...target(layer.base),
          connections: CONNECTIONS,
          duration: DURATION_S,
        });
        const used = process.cpuUsage(cpu);
        total.cpuMs += (used.user + used.system) / 1000;
        total.requests += result.requests.total;
        total.seconds += result.duration;
        total.failures += result.errors + result.non2xx;
      }
    }
    console.log(
      `\nlistProperties layer by layer, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s, each starting at another layer (one Node process)`,
    );
    const perRequest = totals.map((t) => t.cpuMs / Math.max(1, t.requests));
    const baseline = totals[0] ? totals[0].requests / totals[0].seconds : 0;
    for (const [i, layer] of layers.entries()) {
      const total = totals[i];
      const cpu = perRequest[i] ?? 0;
      if (!total) continue;
      const rate = total.requests / total.seconds;
      const added =
        i === 0
          ? ''
          : `   ${((cpu - (perRequest[layer.after ?? i - 1] ?? 0)) * 1000).toFixed(0).padStart(5)} µs added`;
      console.log(
        `${layer.name.padEnd(34)} ${rate.toFixed(0).padStart(6)} req/s (${(rate / baseline).toFixed(2)}x)   Node CPU ${cpu.toFixed(3)} ms/request${added}   (${total.failures} failed)`,
      );
    }
    bare.close();
  } finally {
    for (const server of servers) {
      server.close();
      server.closeAllConnections();
    }
    await bench.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
