/** S3 key layout (spec venue-planner.md §3) and removal of everything stored for an owner's record. */
import { DeleteObjectsCommand, paginateListObjectsV2, type S3Client } from '@aws-sdk/client-s3';

/** Every object of a user's property or project lives under {env}/{username}/{id}/. */
export function recordPrefix(envPrefix: string, username: string, recordId: string): string {
  return `${envPrefix}/${username}/${recordId}/`;
}

/** Deletes every object under prefix. Safe to repeat: a retry after a partial failure finishes the job. */
export async function deleteObjectsUnder(s3: S3Client, bucket: string, prefix: string): Promise<number> {
  let deleted = 0;
  for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket, Prefix: prefix })) {
    const objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
    if (objects.length === 0) continue;
    const result = await s3.send(
      new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
    );
    if (result.Errors && result.Errors.length > 0) {
      throw new Error(`Could not delete ${result.Errors.length} object(s) under ${prefix}`);
    }
    deleted += objects.length;
  }
  return deleted;
}
