/**
 * Venue data modules: encode/decode time for modules of 1k, 10k and 100k annotations, protobuf size
 * against the same data as JSON, time to first use of a stored module (LazyModule: open, then one
 * annotation) against its full decode, the same through VenueStore.open over IndexedDB, and a full
 * sync round trip of the 8 modules through the local stack (presigned URLs, s3rver), from a fresh
 * browser database (fake-indexeddb in Node).
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import { createApp, createServices } from '#functions/app.ts';
import { startLocalStack } from '#infra/local/stack.ts';
import { decodeModule, encodeModule } from '#venue/codec.ts';
import type { Annotation, ModuleDocument, ModuleName } from '#venue/documents.ts';
import { LazyModule } from '#web/src/venue-data/lazy-module.ts';
import { ModuleSync } from '#web/src/venue-data/sync.ts';
import type { ModuleTransport } from '#web/src/venue-data/transport.ts';
import { VenueStore } from '#web/src/venue-data/venue-store.ts';
import { jsonPoster, median, time } from './bench-kit.ts';

function annotationsDocument(count: number): ModuleDocument<'annotations'> {
  const items: Annotation[] = Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    type: i % 3 === 0 ? 'polygon' : 'point',
    position: { x: i * 0.5, y: 0, z: -i * 0.25 },
    tags: ['seating', `row-${i % 20}`],
    metadata: { label: `Table ${i}`, description: 'Round table, 8 seats', customAttributes: {} },
    visibility: { showIn3d: true, showIn_2dPlan: true },
    createdBy: 'planner',
    createdAt: 1_760_000_000_000 + i,
    modifiedAt: 1_760_000_000_000 + i,
    vertices:
      i % 3 === 0
        ? [
            { x: 0, y: 0, z: 0 },
            { x: 1, y: 0, z: 0 },
            { x: 1, y: 0, z: 1 },
          ]
        : [],
    capacity: { seated: 8, standing: 0, cocktail: 0 },
  }));
  return { module: 'annotations', version: 1, timestamp: Date.now(), items, tombstones: [] };
}

console.log('Module encode/decode (annotations, median of runs)');
console.log('annotations   encode ms   decode ms   protobuf bytes   JSON bytes   ratio');
for (const count of [1_000, 10_000, 100_000]) {
  const doc = annotationsDocument(count);
  const runs = count >= 100_000 ? 3 : 10;
  let bytes: Uint8Array = new Uint8Array();
  const encodeMs = time(runs, () => {
    bytes = encodeModule(doc);
  });
  const decodeMs = time(runs, () => {
    decodeModule('annotations', bytes);
  });
  const json = Buffer.byteLength(JSON.stringify(doc));
  console.log(
    `${String(count).padStart(11)} ${encodeMs.toFixed(1).padStart(11)} ${decodeMs.toFixed(1).padStart(11)} ${String(bytes.length).padStart(16)} ${String(json).padStart(12)} ${(bytes.length / json).toFixed(2).padStart(7)}`,
  );
}

console.log('\nTime to first use (issue 17 §4): open a module and read one annotation, vs decoding it all');
console.log('annotations   full decode ms   first use ms   lazy full ms   ratio first use / full');
for (const count of [10_000, 100_000]) {
  const bytes = encodeModule(annotationsDocument(count));
  const lastId = `00000000-0000-4000-8000-${String(count - 1).padStart(12, '0')}`;
  const runs = count >= 100_000 ? 5 : 10;
  const full = time(runs, () => {
    decodeModule('annotations', bytes);
  });
  const firstUse = time(runs, () => {
    const lazy = LazyModule.open('annotations', bytes);
    if (!lazy.get(lastId)) throw new Error('annotation missing');
  });
  const lazyFull = time(runs, () => {
    LazyModule.open('annotations', bytes).document();
  });
  console.log(
    `${String(count).padStart(11)} ${full.toFixed(1).padStart(16)} ${firstUse.toFixed(1).padStart(14)} ${lazyFull.toFixed(1).padStart(14)} ${(firstUse / full).toFixed(2).padStart(25)}`,
  );
}
{
  // The planner's path: VenueStore.open over this browser's IndexedDB (fake-indexeddb here).
  const factory = new IDBFactory();
  const seed = await VenueStore.open({ venueId: 'bench', sceneId: 'main', indexedDB: factory });
  await seed.replaceDocument(annotationsDocument(100_000));
  seed.close();
  const opens: number[] = [];
  const decodes: number[] = [];
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now();
    const store = await VenueStore.open({ venueId: 'bench', sceneId: 'main', indexedDB: factory });
    store.get('annotations', '00000000-0000-4000-8000-000000099999');
    opens.push(performance.now() - t0);
    await store.decoded();
    decodes.push(performance.now() - t0);
    store.close();
  }
  console.log(
    `VenueStore.open, 100k annotations: first use ${median(opens).toFixed(0)} ms, fully decoded (between tasks) ${median(decodes).toFixed(0)} ms`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-venue-'));
const stack = await startLocalStack({ dataDir, appOrigins: ['http://localhost'] });
try {
  const app = createApp(createServices(stack.config));
  const post = jsonPoster(app);
  const username = `bench_${Date.now()}`;
  const password = 'Bench!Passw0rd';
  await post('/api/auth/signup', { email: `${username}@example.com`, username, password });
  await post('/api/auth/code', { username, code: stack.mailbox.list()[0]?.code });
  const token = String((await post('/api/auth/login', { username, password })).Authorization);
  const project = (await post('/trpc/createProject', { name: 'Bench', about: 'Bench venue' }, token)) as {
    result: { data: { projectId: string } };
  };
  const projectId = project.result.data.projectId;
  const call = async (name: string, input: unknown, kind: 'query' | 'mutation') => {
    const response =
      kind === 'query'
        ? await app.request(`/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`, {
            headers: { authorization: token },
          })
        : await app.request(`/trpc/${name}`, {
            method: 'POST',
            headers: { authorization: token, 'content-type': 'application/json' },
            body: JSON.stringify(input),
          });
    return ((await response.json()) as { result: { data: never } }).result.data;
  };
  const transport: ModuleTransport = {
    listModules: async () => {
      const { modules } = (await call(
        'listVenueSceneDataModules',
        { projectId, sceneId: 'main' },
        'query',
      )) as {
        modules: { module: ModuleName; etag: string }[];
      };
      return new Map(modules.map((m) => [m.module, m.etag]));
    },
    readUrls: (module) =>
      call('getVenueSceneDataModuleFileUrl', { projectId, sceneId: 'main', module }, 'query'),
    uploadUrl: async (module, precondition) =>
      (
        (await call(
          'getVenueSceneDataModuleFileUploadUrl',
          { projectId, sceneId: 'main', module, ...precondition },
          'mutation',
        )) as { url: string }
      ).url,
    fetch: (input, init) => fetch(input, init),
  };

  const writer = await VenueStore.open({ venueId: projectId, sceneId: 'main', indexedDB: new IDBFactory() });
  const writerSync = new ModuleSync(writer, transport);
  await writerSync.syncAllModules();
  await writer.replaceAll('annotations', annotationsDocument(1_000).items);
  let t0 = performance.now();
  await writerSync.syncAllModules();
  const upload = performance.now() - t0;

  const reader = await VenueStore.open({ venueId: projectId, sceneId: 'main', indexedDB: new IDBFactory() });
  const readerSync = new ModuleSync(reader, transport);
  t0 = performance.now();
  await readerSync.syncAllModules();
  const fresh = performance.now() - t0;
  t0 = performance.now();
  await readerSync.syncAllModules();
  const upToDate = performance.now() - t0;
  console.log('\nSync round trip, 8 modules (annotations: 1,000), local stack');
  console.log(`upload after edits            ${upload.toFixed(0)} ms`);
  console.log(
    `fresh browser, fetch all      ${fresh.toFixed(0)} ms  (${reader.list('annotations').length} annotations)`,
  );
  console.log(`already up to date            ${upToDate.toFixed(0)} ms`);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
