/**
 * The bucket operations the file features use. The bucket is private: the owner reads through
 * short-lived presigned GET URLs and uploads through presigned PUT URLs whose Content-Type and
 * Content-Length are part of the signature, so S3 refuses any other type or size.
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentTypeOf } from '#shared/file-types.ts';
import { fileNameOfKey } from '#shared/keys.ts';
import type { DataContext } from '../data/context.ts';

const UPLOAD_URL_TTL_S = 15 * 60;
export const READ_URL_TTL_S = 60 * 60;

export async function presignPut(ctx: DataContext, key: string, contentType: string, size: number) {
  return getSignedUrl(
    ctx.s3,
    new PutObjectCommand({ Bucket: ctx.bucketName, Key: key, ContentType: contentType, ContentLength: size }),
    { expiresIn: UPLOAD_URL_TTL_S, signableHeaders: new Set(['content-type', 'content-length']) },
  );
}

/** The one way a stored key becomes a link for its owner: a presigned GET, valid for an hour. */
export async function fileUrl(ctx: DataContext, key: string, options: { download?: boolean } = {}) {
  const name = fileNameOfKey(key);
  return getSignedUrl(
    ctx.s3,
    new GetObjectCommand({
      Bucket: ctx.bucketName,
      Key: key,
      ResponseContentType: contentTypeOf(name),
      ...(options.download
        ? { ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(name)}` }
        : {}),
    }),
    { expiresIn: READ_URL_TTL_S },
  );
}

export interface StoredObject {
  Key: string;
  Size: number;
  LastModified: string;
}

export async function listObjects(ctx: DataContext, prefix: string): Promise<StoredObject[]> {
  const objects: StoredObject[] = [];
  for await (const page of paginateListObjectsV2(
    { client: ctx.s3 },
    { Bucket: ctx.bucketName, Prefix: prefix },
  )) {
    for (const o of page.Contents ?? []) {
      if (!o.Key) continue;
      objects.push({
        Key: o.Key,
        Size: o.Size ?? 0,
        LastModified: (o.LastModified ?? new Date(0)).toISOString(),
      });
    }
  }
  return objects;
}

/** Size and type of an object, or null when there is none. */
export async function headObject(ctx: DataContext, key: string) {
  try {
    const head = await ctx.s3.send(new HeadObjectCommand({ Bucket: ctx.bucketName, Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? '' };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey')
      return null;
    throw error;
  }
}

export async function putObject(
  ctx: DataContext,
  key: string,
  body: string,
  contentType: string,
  cacheControl?: string,
) {
  await ctx.s3.send(
    new PutObjectCommand({
      Bucket: ctx.bucketName,
      Key: key,
      Body: body,
      ContentType: contentType,
      ...(cacheControl ? { CacheControl: cacheControl } : {}),
    }),
  );
}

export async function deleteObject(ctx: DataContext, key: string) {
  await ctx.s3.send(new DeleteObjectCommand({ Bucket: ctx.bucketName, Key: key }));
}

/**
 * Published copies are revalidated on every read (browsers and CloudFront): unpublishing must take
 * effect at once, not when a cached copy expires.
 */
export const PUBLISHED_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * CopyObject's source as S3 reads it: `{bucket}/{key}`, URL-encoded (each key segment in full, so
 * that = & + , @ and spaces survive; the slashes between segments stay).
 */
export function copySource(bucket: string, key: string): string {
  return `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

export async function copyObject(
  ctx: DataContext,
  from: string,
  to: string,
  contentType: string,
  cacheControl?: string,
) {
  await ctx.s3.send(
    new CopyObjectCommand({
      Bucket: ctx.bucketName,
      CopySource: copySource(ctx.bucketName, from),
      Key: to,
      ContentType: contentType,
      ...(cacheControl ? { CacheControl: cacheControl } : {}),
      MetadataDirective: 'REPLACE',
    }),
  );
}
