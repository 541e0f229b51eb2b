/**
 * The local stack's listing answers what s3rver's own listObjects answers (keys, order, sizes, dates,
 * ETags, common prefixes, truncation), for the same objects on disk, under every option S3's list
 * takes; and it survives an object deleted or an MD5 file missing.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListedObject, listStoredObjects, type S3rverStore } from './s3-listing.ts';

const require = createRequire(import.meta.url);
const S3Object = require('s3rver/lib/models/object.js') as new (
  bucket: string,
  key: string,
  content: Buffer,
  metadata: Record<string, string>,
) => unknown;

const BUCKET = 'listing';
const KEYS = [
  'a.txt',
  'a/b/c.txt',
  'a/b/d.txt',
  'a/e.txt',
  'a-z/f',
  'local/user/alice/projects/p1/files/default/hall a=b&c+d,e@f (1).splat',
  'local/user/alice/projects/p1/files/default/100% ü~!.ply',
  'local/user/alice/projects/p1/files/build-1/scene.spz',
  'local/user/alice/projects/p2/files/default/x.ply',
  'photos/2024/x.jpg',
  'photos/y.jpg',
  'z',
];

let dir: string;
let store: S3rverStore & {
  putBucket(name: string): Promise<unknown>;
  putObject(o: unknown): Promise<unknown>;
};
let original: S3rverStore['listObjects'];

/** What a listing answers, in the terms the list XML uses. */
function seen(result: { objects: unknown[]; commonPrefixes: string[]; isTruncated: boolean }) {
  return {
    objects: (result.objects as ListedObject[]).map((o) => ({
      key: o.key,
      size: o.size,
      lastModified: o.lastModifiedDate.toISOString(),
      etag: o.metadata.etag,
    })),
    commonPrefixes: result.commonPrefixes,
    isTruncated: result.isTruncated,
  };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'atrium-s3-listing-'));
  store = new S3rver({ directory: dir, silent: true }).store as typeof store;
  original = Object.getPrototypeOf(store).listObjects.bind(store);
  await store.putBucket(BUCKET);
  for (const [i, key] of KEYS.entries()) {
    await store.putObject(new S3Object(BUCKET, key, Buffer.from('x'.repeat(i + 1)), {}));
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('local S3 listing', () => {
  const cases = [
    {},
    { prefix: 'a' },
    { prefix: 'a/' },
    { prefix: 'a/', delimiter: '/' },
    { delimiter: '/' },
    { prefix: 'local/user/alice/projects/p1/files/' },
    { prefix: 'local/user/alice/projects/p1/files/', delimiter: '/' },
    { startAfter: 'a/b/c.txt' },
    { prefix: 'photos/', startAfter: 'photos/2024/x.jpg' },
    { maxKeys: 2 },
    { prefix: 'local/', maxKeys: 3 },
    { prefix: 'nothing/' },
  ];
  for (const options of cases) {
    it(`answers what s3rver answers for ${JSON.stringify(options)}`, async () => {
      const expected = seen(await original(BUCKET, options));
      const actual = seen(await listStoredObjects(store, BUCKET, options));
      expect(actual).toEqual(expected);
    });
  }

  it('lists the size and the quoted MD5 of each object', async () => {
    const { objects } = seen(await listStoredObjects(store, BUCKET, { prefix: 'a/b/' }));
    const md5 = (body: string) => `"${createHash('md5').update(body).digest('hex')}"`;
    expect(objects.map((o) => [o.key, o.size, o.etag])).toEqual([
      ['a/b/c.txt', 2, md5('xx')],
      ['a/b/d.txt', 3, md5('xxx')],
    ]);
  });

  it('computes a missing MD5 file as s3rver does, and leaves an object deleted since out', async () => {
    unlinkSync(join(dir, BUCKET, 'photos', 'y.jpg._S3rver_object.md5'));
    const listed = seen(await listStoredObjects(store, BUCKET, { prefix: 'photos/' }));
    expect(listed).toEqual(seen(await original(BUCKET, { prefix: 'photos/' })));
    expect(listed.objects.find((o) => o.key === 'photos/y.jpg')?.etag).toMatch(/^"[0-9a-f]{32}"$/);

    unlinkSync(join(dir, BUCKET, 'photos', '2024', 'x.jpg._S3rver_object'));
    const after = seen(await listStoredObjects(store, BUCKET, { prefix: 'photos/' }));
    expect(after.objects.map((o) => o.key)).toEqual(['photos/y.jpg']);
  });
});
