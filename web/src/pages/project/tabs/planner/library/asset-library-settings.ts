/**
 * Asset library settings (spec venue-planner.md §3, §5, §9): thumbnails, CDN and cache, saved in this
 * browser under one key, with the settings form's ranges as a zod schema. The CDN credentials never
 * reach storage: thumbnails upload through presigned URLs from Atrium's API, so only the provider and
 * its non-secret fields (region, bucket, CloudFront URL, upload endpoint) are kept.
 */
import * as z from 'zod';

const STORAGE_KEY = 'atrium.assetLibrarySettings';

const awsCredentials = z.object({
  provider: z.literal('aws'),
  region: z.string().max(64),
  bucketName: z.string().max(255),
  cloudFrontUrl: z.string().max(2048).optional(),
});
const customCredentials = z.object({
  provider: z.literal('custom'),
  uploadEndpoint: z.string().max(2048),
});

/**
 * A number field's rule, its messages named after the field: "<what> must be a number", then (when
 * `whole` is given) that message for a fraction, then "<what> must be <min> to <max><unit>".
 */
function numberIn(what: string, min: number, max: number, opts: { whole?: string; unit?: string } = {}) {
  const range = `${what} must be ${min} to ${max}${opts.unit ?? ''}`;
  const number = z.number({ error: `${what} must be a number` });
  return (opts.whole ? number.int(opts.whole) : number).min(min, range).max(max, range);
}

/** The settings form's ranges (spec §5). */
export const assetLibrarySettingsSchema = z.object({
  thumbnails: z.object({
    autoGenerate: z.boolean(),
    size: numberIn('Thumbnail size', 64, 1024, { whole: 'Thumbnail size must be a whole number' }),
    background: z.string().regex(/^#[0-9a-f]{6}$/i, 'Background must be a colour like #E9EEFF'),
    fov: numberIn('Field of view', 10, 120),
    framePadding: numberIn('Frame padding', 0, 0.5).multipleOf(0.01, 'Frame padding goes in steps of 0.01'),
  }),
  cdn: z.object({
    enabled: z.boolean(),
    credentials: z.discriminatedUnion('provider', [awsCredentials, customCredentials]).optional(),
  }),
  cache: z.object({
    /** In MB. */
    maxSize: numberIn('Cache size', 1, 100, { unit: ' MB' }),
    /** In seconds. */
    ttl: numberIn('Cache TTL', 60, 2_592_000, {
      whole: 'Cache TTL must be a whole number of seconds',
      unit: ' seconds',
    }),
  }),
});
export type AssetLibrarySettings = z.infer<typeof assetLibrarySettingsSchema>;

/** Spec §9 defaults: size 256, background #E9EEFF, fov 50, framePadding 0.08, autoGenerate off; cache 10 MB, 86400 s; CDN off. */
export const DEFAULT_ASSET_LIBRARY_SETTINGS: AssetLibrarySettings = {
  thumbnails: { autoGenerate: false, size: 256, background: '#E9EEFF', fov: 50, framePadding: 0.08 },
  cdn: { enabled: false },
  cache: { maxSize: 10, ttl: 86_400 },
};

export function loadAssetLibrarySettings(storage: Storage): AssetLibrarySettings {
  try {
    const parsed = assetLibrarySettingsSchema.safeParse(JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : DEFAULT_ASSET_LIBRARY_SETTINGS;
  } catch {
    return DEFAULT_ASSET_LIBRARY_SETTINGS;
  }
}

/** Saves validated settings; zod's parse drops anything the schema does not name (keys, secrets, headers). */
export function saveAssetLibrarySettings(storage: Storage, settings: AssetLibrarySettings) {
  storage.setItem(STORAGE_KEY, JSON.stringify(assetLibrarySettingsSchema.parse(settings)));
}

/** What the settings form holds for the CDN connection, as typed. */
export interface ConnectionFields {
  provider: string;
  region?: string;
  bucketName?: string;
  cloudFrontUrl?: string;
  uploadEndpoint?: string;
}

export const NO_CREDENTIALS = 'No credentials configured.';
export const CONNECTION_LOOKS_VALID =
  'Field format looks valid. Use presigned S3 URLs for actual upload verification.';
export const UNSUPPORTED_PROVIDER = 'Unsupported provider.';
const ISSUES_PREFIX = 'Issues: ';

const BUCKET_NAME = /^[a-z0-9.-]{3,63}$/;
const REGION = /^[a-z]{2}(-[a-z]+)+-\d+$/;

function awsIssues(fields: ConnectionFields): string[] {
  const issues: string[] = [];
  const bucket = fields.bucketName?.trim() ?? '';
  if (!bucket) issues.push('Bucket name is required.');
  else if (
    /^[a-z][a-z0-9+.-]*:\/\//i.test(bucket) ||
    bucket.includes('amazonaws.com') ||
    bucket.includes('/')
  )
    issues.push('Bucket name must be a name, not a URL or a path.');
  else if (!BUCKET_NAME.test(bucket))
    issues.push('Bucket name must be 3-63 lowercase letters, digits, dots or hyphens.');
  const region = fields.region?.trim() ?? '';
  if (!region) issues.push('Region is required.');
  else if (!REGION.test(region)) issues.push('Region must look like us-east-1.');
  const cloudFront = fields.cloudFrontUrl?.trim() ?? '';
  if (cloudFront && !/^https?:\/\//.test(cloudFront))
    issues.push('CloudFront URL must start with http:// or https://.');
  return issues;
}

function customIssues(fields: ConnectionFields): string[] {
  const endpoint = fields.uploadEndpoint?.trim() ?? '';
  if (!endpoint) return ['Upload endpoint is required.'];
  if (!/^https?:\/\//.test(endpoint)) return ['Upload endpoint must start with http:// or https://.'];
  return [];
}

/** Test connection (spec §5): a format check of the fields only; nothing is sent anywhere. */
export function testConnection(fields: ConnectionFields | null): string {
  if (!fields?.provider || fields.provider === 'none') return NO_CREDENTIALS;
  let issues: string[];
  if (fields.provider === 'aws') issues = awsIssues(fields);
  else if (fields.provider === 'custom') issues = customIssues(fields);
  else return UNSUPPORTED_PROVIDER;
  return issues.length === 0 ? CONNECTION_LOOKS_VALID : `${ISSUES_PREFIX}${issues.join(' ')}`;
}
