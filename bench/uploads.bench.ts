/**
 * Upload and listing figures through the real local stack: a 200 MB file PUT through a presigned URL,
 * 100 small files through the upload panel's own queue (3 at a time, presign + PUT each), and the time
 * listUserProjectFiles takes for a project with 1,000 files (each entry with its presigned GET URL).
 * Starts its own stack in a temporary folder, on a free port.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createAwsClients } from '#functions/aws/clients.ts';
import { projectFileKey } from '#shared/keys.ts';
import { runUploadBatch } from '#web/src/components/upload/upload-queue.ts';
import { benchUser, postJson as call, startBenchServer } from './bench-server.ts';

const BIG_MB = Number(process.env.BENCH_BIG_MB ?? 200);
const SMALL_COUNT = 100;
const SMALL_KB = 64;
const LISTED = 1000;

const mbps = (bytes: number, ms: number) => `${(bytes / 1024 / 1024 / (ms / 1000)).toFixed(1)} MB/s`;

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
    const input = encodeURIComponent(JSON.stringify({ projectId: listProjectId }));
    const timings: number[] = [];
    let count = 0;
    for (let run = 0; run < 6; run++) {
      t0 = performance.now();
      const response = await fetch(`${base}/trpc/listUserProjectFiles?input=${input}`, {
        headers: { authorization: token },
      });
      const body = (await response.json()) as { result: { data: { body: { Contents: unknown[] } } } };
      if (run > 0) timings.push(performance.now() - t0); // the first run warms up
      count = body.result.data.body.Contents.length;
    }
    timings.sort((a, b) => a - b);
    console.log(
      `${`listUserProjectFiles (${count} files)`.padEnd(34)} median ${timings[Math.floor(timings.length / 2)]?.toFixed(0)} ms   min ${timings[0]?.toFixed(0)} ms   max ${timings.at(-1)?.toFixed(0)} ms   (5 runs)`,
    );
  } finally {
    await bench.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
