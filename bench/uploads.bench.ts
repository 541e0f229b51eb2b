/**
 * Upload and listing figures through the real local stack: a 200 MB file PUT through a presigned URL,
 * 100 small files through the upload panel's own queue (3 at a time, presign + PUT each), the time
 * listUserProjectFiles takes for a project with 1,000 files (no links: issue 17 §3), and the time
 * getFileUrl takes to sign the one link a file needs when it is opened. BENCH_LISTING_ONLY=1 skips
 * the uploads. Starts its own stack in a temporary folder, on a free port.
 */
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { createAwsClients } from '#functions/aws/clients.ts';
import { projectFileKey } from '#shared/keys.ts';
import { runUploadBatch } from '#web/src/components/upload/upload-queue.ts';
import { benchUser, postJson as call, startBenchServer } from './bench-server.ts';

const BIG_MB = Number(process.env.BENCH_BIG_MB ?? 200);
const SMALL_COUNT = 100;
const SMALL_KB = 64;
const LISTED = 1000;
const LISTING_ONLY = process.env.BENCH_LISTING_ONLY === '1';

const mbps = (bytes: number, ms: number) => `${(bytes / 1024 / 1024 / (ms / 1000)).toFixed(1)} MB/s`;

type Presign = (fileName: string, fileSize: number) => Promise<{ url: string; contentType: string }>;
type Put = (url: string, body: Uint8Array, contentType: string) => Promise<void>;

async function uploads(presign: Presign, put: Put) {
  console.log(
    `\nUploads through presigned URLs (local s3rver on disk, one Node process, ${process.platform})`,
  );
  const big = new Uint8Array(BIG_MB * 1024 * 1024).fill(42);
  let t0 = performance.now();
  const ticket = await presign('big.splat', big.byteLength);
  await put(ticket.url, big, ticket.contentType);
  let ms = performance.now() - t0;
  console.log(
    `${`one ${BIG_MB} MB file`.padEnd(34)} ${(ms / 1000).toFixed(2).padStart(7)} s   ${mbps(big.byteLength, ms)}`,
  );

  const small = new Uint8Array(SMALL_KB * 1024).fill(7);
  const jobs = Array.from({ length: SMALL_COUNT }, (_, i) => ({
    id: String(i),
    file: `small-${i}.txt`,
    signal: new AbortController().signal,
  }));
  t0 = performance.now();
  const result = await runUploadBatch(
    jobs,
    {
      presign: (name) => presign(name, small.byteLength),
      put: (url, _name, contentType) => put(url, small, contentType),
      onUpdate: () => {},
    },
    new AbortController().signal,
  );
  ms = performance.now() - t0;
  console.log(
    `${`${SMALL_COUNT} × ${SMALL_KB} KB, concurrency 3`.padEnd(34)} ${(ms / 1000).toFixed(2).padStart(7)} s   ${(SMALL_COUNT / (ms / 1000)).toFixed(1)} files/s   ${mbps(SMALL_COUNT * small.byteLength, ms)}   (${result.done.length} done, ${result.failed.length} failed)`,
  );
}

/** Median, min and max of `runs - 1` timed runs (the first warms up). */
async function timed(runs: number, run: () => Promise<void>): Promise<string> {
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await run();
    if (i > 0) timings.push(performance.now() - t0);
  }
  timings.sort((a, b) => a - b);
  const ms = (v: number | undefined) => `${(v ?? 0).toFixed(0)} ms`;
  return `median ${ms(timings[Math.floor(timings.length / 2)])}   min ${ms(timings[0])}   max ${ms(timings.at(-1))}   (${timings.length} runs)`;
}

async function main() {
  const bench = await startBenchServer('uploads');
  const { base, stack } = bench;
  try {
    const { username, token } = await benchUser(bench);
    const projectId = String(
      (await call(base, '/trpc/createProject', { name: 'Bench', about: 'Uploads' }, token)).projectId,
    );
    const presign = async (fileName: string, fileSize: number) => {
      const ticket = await call(
        base,
        '/trpc/getProjectFileUploadUrl',
        { projectId, fileName, fileSize },
        token,
      );
      return { url: String(ticket.body), contentType: String(ticket.contentType) };
    };
    const put = async (url: string, body: Uint8Array, contentType: string) => {
      const response = await fetch(url, {
        method: 'PUT',
        headers: { 'content-type': contentType },
        body: Buffer.from(body),
      });
      if (!response.ok) throw new Error(`PUT answered ${response.status}`);
      await response.arrayBuffer();
    };

    if (!LISTING_ONLY) await uploads(presign, put);

    // A project with 1,000 files (written straight to the bucket, then listed through the API).
    const listProjectId = String(
      (await call(base, '/trpc/createProject', { name: 'Listing', about: '1,000 files' }, token)).projectId,
    );
    const { s3 } = createAwsClients(stack.config);
    const keys = Array.from({ length: LISTED }, (_, i) =>
      projectFileKey(
        stack.config.envPrefix,
        username,
        listProjectId,
        'default',
        `file-${String(i).padStart(4, '0')}.ply`,
      ),
    );
    for (let i = 0; i < keys.length; i += 20) {
      await Promise.all(
        keys
          .slice(i, i + 20)
          .map((Key) => s3.send(new PutObjectCommand({ Bucket: stack.config.bucketName, Key, Body: 'x' }))),
      );
    }
    const get = async (procedure: string, input: unknown) => {
      const query = encodeURIComponent(JSON.stringify(input));
      const response = await fetch(`${base}/trpc/${procedure}?input=${query}`, {
        headers: { authorization: token },
      });
      if (!response.ok) throw new Error(`${procedure} answered ${response.status}`);
      return ((await response.json()) as { result: { data: unknown } }).result.data;
    };
    let count = 0;
    let signed = false;
    const list = await timed(11, async () => {
      const body = (await get('listUserProjectFiles', { projectId: listProjectId })) as {
        body: { Contents: unknown[] };
      };
      count = body.body.Contents.length;
      signed = JSON.stringify(body).includes('X-Amz-Signature');
    });
    console.log(
      `${`listUserProjectFiles (${count} files)`.padEnd(34)} ${list}   (${signed ? 'with' : 'no'} signed links)`,
    );
    // The same listing straight from the bucket (the local s3rver reads each object's files from disk).
    const prefix = keys[0]?.slice(0, keys[0].lastIndexOf('/default/') + 1) ?? '';
    const bare = await timed(11, async () => {
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({
            Bucket: stack.config.bucketName,
            Prefix: prefix,
            ContinuationToken: token,
          }),
        );
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    });
    console.log(`${'bare ListObjectsV2, same prefix'.padEnd(34)} ${bare}`);
    let file = 0;
    const link = await timed(6, async () => {
      await get('getFileUrl', { key: keys[file++ % keys.length] });
    });
    console.log(`${'getFileUrl (one file, on open)'.padEnd(34)} ${link}`);
  } finally {
    await bench.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
