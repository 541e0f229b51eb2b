/**
 * s3rver lists a bucket by walking its folder with a synchronous stat of every file it meets (three
 * files per object: the object, its metadata and its MD5), which blocks the one Node process that also
 * runs the app: a 1,000-file project spent about 20 ms of each listing in statSync alone. This store
 * method answers the same listing (same keys, order, common prefixes, truncation and object metadata)
 * from directory entries read with their types, asynchronously, and then only one stat and the MD5
 * file of each object listed. Local only: in AWS the listing is S3's.
 */
import { type Dirent, readFile as readFileCallback, stat as statCallback } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { promisify } from 'node:util';

interface ListOptions {
  delimiter?: string;
  startAfter?: string;
  prefix?: string;
  maxKeys?: number;
}

interface ListResult {
  objects: ListedObject[];
  commonPrefixes: string[];
  isTruncated: boolean;
}

/** The part of s3rver's FilesystemStore that listing uses. */
export interface S3rverStore {
  getBucketPath(bucket: string): string;
  getMetadata(bucket: string, key: string): Promise<Record<string, string>>;
  listObjects(bucket: string, options: ListOptions): Promise<ListResult>;
}

// The callback forms: fs/promises' readFile goes through a FileHandle and costs this listing about
// twice the CPU per object.
const readFile = promisify(readFileCallback);
const stat = promisify(statCallback);

/** s3rver's file suffix for an object's data (`<name>._S3rver_object`). */
const OBJECT_SUFFIX = '._S3rver_object';

/** Files below `dir`, depth first in directory order, entering only the folders `enter` accepts. */
async function* walk(dir: string, enter: (dirPath: string) => boolean): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    // A folder removed by a delete while the listing runs holds nothing to list.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (enter(path)) yield* walk(path, enter);
    } else {
      yield path;
    }
  }
}

/** What s3rver's list answer reads of an object (its S3Object has these too). */
export interface ListedObject {
  key: string;
  size: number;
  lastModifiedDate: Date;
  metadata: { etag: string };
}

/**
 * An object's size, date and ETag as s3rver's getMetadata gives them (the date to the second, the
 * ETag its MD5 in quotes), from a stat and the MD5 file only: a listing needs none of the stored
 * headers. Undefined when the object was deleted since the walk, as S3 would not list it either.
 */
async function listedObject(
  store: S3rverStore,
  bucket: string,
  bucketPath: string,
  key: string,
): Promise<ListedObject | undefined> {
  const objectPath = `${bucketPath}/${key}${OBJECT_SUFFIX}`;
  try {
    const [stats, md5] = await Promise.all([
      stat(objectPath),
      // s3rver writes the MD5 file on first read where it is missing: let it.
      readFile(`${objectPath}.md5`, 'utf8').catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        return JSON.parse((await store.getMetadata(bucket, key)).etag ?? '""') as string;
      }),
    ]);
    return {
      key,
      size: stats.size,
      lastModifiedDate: new Date(stats.mtime.toUTCString()),
      metadata: { etag: JSON.stringify(md5) },
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The listing s3rver's own listObjects answers, without its synchronous stat per file. */
export async function listStoredObjects(
  store: S3rverStore,
  bucket: string,
  options: ListOptions,
): Promise<ListResult> {
  const { delimiter = '', startAfter = '', prefix = '', maxKeys = Number.POSITIVE_INFINITY } = options;
  const bucketPath = store.getBucketPath(bucket);
  const startAfterPath = `${bucketPath}/${startAfter}`;
  const prefixPath = `${bucketPath}/${prefix}`;
  // The same folders s3rver enters: none before startAfter, none below a common prefix, none outside
  // the prefix.
  const enter = (dirPath: string) => {
    if (dirPath < startAfterPath && !startAfterPath.includes(dirPath)) return false;
    if (dirPath.startsWith(prefixPath)) {
      return !(delimiter && dirPath.slice(prefixPath.length).includes(delimiter));
    }
    return prefixPath.startsWith(dirPath);
  };

  const commonPrefixes = new Set<string>();
  const keys: string[] = [];
  let isTruncated = false;
  for await (const filePath of walk(bucketPath, enter)) {
    if (!filePath.endsWith(OBJECT_SUFFIX)) continue;
    const key = filePath.slice(bucketPath.length + 1, -OBJECT_SUFFIX.length);
    if (key <= startAfter || !key.startsWith(prefix)) continue;
    if (delimiter) {
      const at = key.slice(prefix.length).indexOf(delimiter);
      if (at !== -1) {
        commonPrefixes.add(key.slice(0, prefix.length + at + 1));
        continue;
      }
    }
    if (keys.length >= maxKeys) {
      isTruncated = true;
      break;
    }
    keys.push(key);
  }

  const objects = await Promise.all(keys.map((key) => listedObject(store, bucket, bucketPath, key)));
  return {
    objects: objects.filter((object) => object !== undefined),
    commonPrefixes: [...commonPrefixes].sort(),
    isTruncated,
  };
}

/** Makes `store` list through listStoredObjects. */
export function withFastListing(store: S3rverStore): void {
  store.listObjects = (bucket, options) => listStoredObjects(store, bucket, options);
}
