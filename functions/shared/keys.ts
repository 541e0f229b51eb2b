/**
 * The storage key layout (spec venue-planner.md §3) under an environment prefix, and the parser that
 * reads username, record, scene and file name back out of a key or a bucket URL in any layout the
 * spec lists. Browser-safe: no Node imports.
 *
 *   {env}/{username}/{projectId}/{folder}/user-upload/{fileName}       project files
 *   {env}/{username}/{projectId}/_cdn_thumbnails/user-upload/{id}.png  asset thumbnails (not listed)
 *   {env}/{username}/{projectId}/{sceneId}/processed/[events/{eventId}/]{module}.pb
 *   {env}/{username}/{projectId}/splats/{id}/point_cloud.zip          built splats
 *   {env}/{username}/{projectId}/{sceneId}/annotation-images/{annotationId}/{imageId}/{file}
 *   {env}/{username}/{propertyId}/media/{mediaId}/{fileName}          property media
 *   {env}/published/{publicationId}/{fileName}                        published copies (public)
 *   {env}/published/{publicationId}/plan/{module}.pb                  the plan published with a scene
 * Older layouts `user/{username}/{projectId}/{sceneId}/...` and `venues/{username}/{venueId}/...` are
 * still parsed. Everything of a record lives under {env}/{username}/{recordId}/, which is what
 * deleting the record removes (functions/data/storage.ts).
 */

const ENV_PREFIXES = ['dev', 'prod', 'stage', 'staging', 'local'] as const;
export const DEFAULT_FOLDER = 'default';
/** The folder of asset thumbnails made by the library (spec venue-planner.md §3 Storage paths). */
export const CDN_THUMBNAILS_FOLDER = '_cdn_thumbnails';
const LEGACY_ROOTS = ['user', 'venues'] as const;
const PUBLISHED_ROOT = 'published';

/** First segments after {env}/ that are the layout's own, not a username's. */
export const LAYOUT_ROOTS: readonly string[] = [...LEGACY_ROOTS, PUBLISHED_ROOT];

/**
 * Every first segment of a key (after {env}/, or alone in the older layouts) that is not a username:
 * the env names and LAYOUT_ROOTS. A user with one of these names would have their files read as
 * another layout's, so sign-up refuses them (schemas.ts, through isReservedUsername).
 */
export const STORAGE_ROOTS: readonly string[] = [...ENV_PREFIXES, ...LAYOUT_ROOTS];

/** A username that would collide with STORAGE_ROOTS; compared without case, as people read names. */
export function isReservedUsername(username: string): boolean {
  return STORAGE_ROOTS.includes(username.trim().toLowerCase());
}

type KeyKind = 'user-upload' | 'processed' | 'splat-build' | 'media' | 'published' | 'other';

export interface ParsedKey {
  env?: string;
  /** 'legacy' for the older user/ and venues/ layouts. */
  layout: 'current' | 'legacy';
  kind: KeyKind;
  username?: string;
  /** projectId, propertyId or venueId. */
  recordId?: string;
  /** sceneId or upload folder (may hold several segments). */
  sceneId?: string;
  eventId?: string;
  mediaId?: string;
  publicationId?: string;
  moduleType?: string;
  fileName: string;
}

export function projectFilesPrefix(env: string, username: string, projectId: string): string {
  return `${env}/${username}/${projectId}/`;
}

export function projectFileKey(
  env: string,
  username: string,
  projectId: string,
  folder: string,
  fileName: string,
): string {
  return `${projectFilesPrefix(env, username, projectId)}${folder}/user-upload/${fileName}`;
}

/** A scene's processed venue data module, optionally of one event (spec venue-planner.md §3). */
export function processedModuleKey(
  env: string,
  username: string,
  projectId: string,
  sceneId: string,
  module: string,
  eventId?: string,
): string {
  const events = eventId ? `events/${eventId}/` : '';
  return `${projectFilesPrefix(env, username, projectId)}${sceneId}/processed/${events}${module}.pb`;
}

/** Where one annotation's images live (spec venue-planner.md §3: {sceneId}/annotation-images/{annotationId}). */
export function annotationImagesPrefix(
  env: string,
  username: string,
  projectId: string,
  sceneId: string,
  annotationId: string,
): string {
  return `${projectFilesPrefix(env, username, projectId)}${sceneId}/annotation-images/${annotationId}/`;
}

/** One file (the original or its thumbnail) of one annotation image. */
export function annotationImageKey(prefix: string, imageId: string, fileName: string): string {
  return `${prefix}${imageId}/${fileName}`;
}

export function mediaPrefix(env: string, username: string, propertyId: string): string {
  return `${env}/${username}/${propertyId}/media/`;
}

export function mediaKey(
  env: string,
  username: string,
  propertyId: string,
  mediaId: string,
  fileName: string,
): string {
  return `${mediaPrefix(env, username, propertyId)}${mediaId}/${fileName}`;
}

export function publishedPrefix(env: string, publicationId: string): string {
  return `${env}/${PUBLISHED_ROOT}/${publicationId}/`;
}

export function publishedKey(env: string, publicationId: string, fileName: string): string {
  return `${publishedPrefix(env, publicationId)}${fileName}`;
}

/** The folder of a publication that holds its venue plan (published with 'Include Venue Tools'). */
export const PUBLISHED_PLAN_FOLDER = 'plan';

/**
 * The data modules a published plan holds: what the read-only viewer shows (scene frame, tags,
 * annotations, zones, viewpoints, the placed models of planning). Media and sync state stay private.
 */
export const PUBLISHED_PLAN_MODULES = [
  'venue_core',
  'tags',
  'annotations',
  'segmentations',
  'viewpoints',
  'planning',
] as const;
export type PublishedPlanModule = (typeof PUBLISHED_PLAN_MODULES)[number];

export function publishedPlanPrefix(env: string, publicationId: string): string {
  return `${publishedPrefix(env, publicationId)}${PUBLISHED_PLAN_FOLDER}/`;
}

export function publishedPlanKey(env: string, publicationId: string, module: string): string {
  return `${publishedPlanPrefix(env, publicationId)}${module}.pb`;
}

/**
 * The public address of a published plan's module, relative to its scene's address (the viewer
 * resolves it against the `file` it was given): /published/{id}/plan/{module}.pb.
 */
export function publishedPlanPath(module: string): string {
  return `${PUBLISHED_PLAN_FOLDER}/${module}.pb`;
}

/**
 * The folder of a published file's public address (https://…/published/{id}/{file} → https://…/published/{id}/),
 * or null for any other address: where the viewer finds a published plan.
 */
export function publishedFolderOfUrl(fileUrl: string): URL | null {
  let url: URL;
  try {
    url = new URL(fileUrl);
  } catch {
    return null;
  }
  const match = /^\/published\/([^/]+)\/[^/]+$/.exec(url.pathname);
  return match ? new URL(`/published/${match[1]}/`, url) : null;
}

/**
 * The data modules' scene id of a scene file (module-urls.ts rule: 1 to 64 letters, digits, '_' or
 * '-'): the file's name made safe, plus a hash of its whole key so two files of the same name never
 * share data. The planner page and publishing both find a file's plan through it.
 */
export function sceneIdForFile(fileKey: string): string {
  const base = (fileKey.split('/').pop() ?? 'scene').replace(/\.[^.]*$/, '');
  const safe = base.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 48) || 'scene';
  let hash = 0x811c9dc5;
  for (let i = 0; i < fileKey.length; i++) {
    hash ^= fileKey.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${safe}-${hash.toString(16).padStart(8, '0')}`;
}

/** The public address of a published file: CloudFront (and the local server) map it to {env}/published/. */
export function publishedPath(publicationId: string, fileName: string): string {
  return `/published/${publicationId}/${encodeURIComponent(fileName)}`;
}

/** The last segment of a key: the name a person gave the file. */
export function fileNameOfKey(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/** Key segments of a bare key or of a bucket URL (virtual-host or path style). */
function segmentsOf(input: string): string[] {
  let path = input;
  const isUrl = /^https?:\/\//i.test(input);
  if (isUrl) {
    try {
      path = new URL(input).pathname;
    } catch {
      return [];
    }
  }
  let segments = path.split('/').filter((s) => s.length > 0);
  if (isUrl) {
    segments = segments.map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
    // Path-style URLs start with the bucket name: skip to the first segment the layout knows.
    const start = segments.findIndex((s) => STORAGE_ROOTS.includes(s));
    if (start > 0) segments = segments.slice(start);
  }
  return segments;
}

/** Reads a key or URL in any of the layouts above; null when it is too short to be one of them. */
export function parseStorageKey(input: string): ParsedKey | null {
  const segments = segmentsOf(input);
  let env: string | undefined;
  if ((ENV_PREFIXES as readonly string[]).includes(segments[0] ?? '')) env = segments.shift();
  let layout: ParsedKey['layout'] = 'current';
  if ((LEGACY_ROOTS as readonly string[]).includes(segments[0] ?? '')) {
    layout = 'legacy';
    segments.shift();
  }
  const base = env ? { env, layout } : { layout };

  if (layout === 'current' && segments[0] === PUBLISHED_ROOT) {
    if (segments.length !== 3) return null;
    return { ...base, kind: 'published', publicationId: segments[1], fileName: segments[2] ?? '' };
  }
  const [username, recordId, ...rest] = segments;
  if (!username || !recordId || rest.length === 0) return null;
  const fileName = rest[rest.length - 1] ?? '';
  const owner = { ...base, username, recordId, fileName };

  if (rest[0] === 'media' && rest.length === 3) return { ...owner, kind: 'media', mediaId: rest[1] };
  const upload = rest.indexOf('user-upload');
  if (upload >= 1 && upload === rest.length - 2) {
    return { ...owner, kind: 'user-upload', sceneId: rest.slice(0, upload).join('/') };
  }
  const processed = rest.indexOf('processed');
  if (processed >= 1 && fileName.endsWith('.pb')) {
    const after = rest.slice(processed + 1);
    const eventId = after[0] === 'events' && after.length === 3 ? after[1] : undefined;
    return {
      ...owner,
      kind: 'processed',
      sceneId: rest.slice(0, processed).join('/'),
      ...(eventId ? { eventId } : {}),
      moduleType: fileName.slice(0, -'.pb'.length),
    };
  }
  const splats = rest.indexOf('splats');
  if (splats >= 0 && rest.length === splats + 3) {
    return { ...owner, kind: 'splat-build', sceneId: rest[splats + 1] };
  }
  // Older layouts kept uploads directly in the scene folder: user/{username}/{projectId}/{sceneId}/{file}.
  if (layout === 'legacy' && rest.length === 2) return { ...owner, kind: 'user-upload', sceneId: rest[0] };
  return { ...owner, kind: 'other' };
}

/** Converts a parsed user upload (any layout) to its key in today's layout under env. */
export function currentUploadKey(parsed: ParsedKey, env: string): string | null {
  if (parsed.kind !== 'user-upload' || !parsed.username || !parsed.recordId) return null;
  return projectFileKey(
    env,
    parsed.username,
    parsed.recordId,
    parsed.sceneId || DEFAULT_FOLDER,
    parsed.fileName,
  );
}
