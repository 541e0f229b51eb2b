/** s3rver in-process, data on disk, CORS open to the app's origin so browsers PUT to presigned URLs. */
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import S3rver from 's3rver';
import { freePort } from './ports.ts';
import { withConditionalWrites } from './s3-conditional-writes.ts';
import { withCopySourceDecoding } from './s3-copy-source.ts';
import { withFastListing } from './s3-listing.ts';

export interface LocalS3 {
  endpoint: string;
  stop(): Promise<void>;
}

function corsConfig(origins: string[]): string {
  const rules = origins
    .map(
      (origin) => `<CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod><AllowedMethod>DELETE</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>`,
    )
    .join('\n');
  return `<CORSConfiguration>${rules}</CORSConfiguration>`;
}

export async function startLocalS3(opts: {
  dataDir: string;
  bucketName: string;
  allowedOrigins: string[];
  port?: number;
}): Promise<LocalS3> {
  mkdirSync(opts.dataDir, { recursive: true });
  const port = opts.port || (await freePort());
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: opts.dataDir,
    vhostBuckets: false,
    // Presigned URLs are signed for the app's idea of the host; s3rver need not re-check them.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: opts.bucketName, configs: [corsConfig(opts.allowedOrigins)] }],
  });
  withFastListing(server.store);
  await server.configureBuckets();
  const endpoint = `http://127.0.0.1:${port}`;
  const http = createServer(withCopySourceDecoding(withConditionalWrites(server.callback(), () => endpoint)));
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}
