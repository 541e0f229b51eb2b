/**
 * How the sync engine reaches a module's cloud copy: presigned URLs from the server (the bucket is
 * private), then plain HTTP GET/HEAD/PUT to storage. The app builds one over its tRPC client; tests
 * build one over the real HTTP app.
 */
import type { ModuleName } from '#venue/documents.ts';

export type UploadPrecondition = { ifMatch: string } | { ifNoneMatch: '*' };

export interface ModuleTransport {
  /** The etag of every module of the scene the cloud holds (the others are missing). */
  listModules(): Promise<ReadonlyMap<ModuleName, string>>;
  /** A presigned GET URL of the module's file. */
  readUrls(module: ModuleName): Promise<{ getUrl: string; bucketName?: string }>;
  /** A presigned PUT URL whose signature covers the precondition header. */
  uploadUrl(module: ModuleName, precondition: UploadPrecondition): Promise<string>;
  /** Spec §7 fallback when signed URLs cannot be fetched: the plain bucket URL (works only for public buckets). */
  publicUrl?(module: ModuleName): string;
  fetch: typeof fetch;
}

export function preconditionHeaders(precondition: UploadPrecondition): Record<string, string> {
  return 'ifMatch' in precondition ? { 'If-Match': precondition.ifMatch } : { 'If-None-Match': '*' };
}

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`HTTP ${status}: ${text}`);
  }
}
