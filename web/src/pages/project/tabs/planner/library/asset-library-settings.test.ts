import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../memory-storage.ts';
import {
  type AssetLibrarySettings,
  assetLibrarySettingsSchema,
  CONNECTION_LOOKS_VALID,
  DEFAULT_ASSET_LIBRARY_SETTINGS,
  loadAssetLibrarySettings,
  NO_CREDENTIALS,
  saveAssetLibrarySettings,
  testConnection,
  UNSUPPORTED_PROVIDER,
} from './asset-library-settings.ts';

const D = DEFAULT_ASSET_LIBRARY_SETTINGS;
const errorsOf = (settings: AssetLibrarySettings) =>
  assetLibrarySettingsSchema.safeParse(settings).error?.issues.map((i) => i.message) ?? [];
const withThumbs = (t: Partial<AssetLibrarySettings['thumbnails']>) => ({
  ...D,
  thumbnails: { ...D.thumbnails, ...t },
});
const withCache = (c: Partial<AssetLibrarySettings['cache']>) => ({ ...D, cache: { ...D.cache, ...c } });

describe('settings form ranges (spec §5)', () => {
  it('accepts the defaults and the ends of every range', () => {
    expect(errorsOf(D)).toEqual([]);
    expect(errorsOf(withThumbs({ size: 64, fov: 10, framePadding: 0 }))).toEqual([]);
    expect(errorsOf(withThumbs({ size: 1024, fov: 120, framePadding: 0.5 }))).toEqual([]);
    expect(errorsOf(withThumbs({ framePadding: 0.07 }))).toEqual([]);
    expect(errorsOf(withCache({ maxSize: 1, ttl: 60 }))).toEqual([]);
    expect(errorsOf(withCache({ maxSize: 100, ttl: 2_592_000 }))).toEqual([]);
  });

  it('refuses values outside them', () => {
    expect(errorsOf(withThumbs({ size: 63 }))).toEqual(['Thumbnail size must be 64 to 1024']);
    expect(errorsOf(withThumbs({ size: 1025 }))).toEqual(['Thumbnail size must be 64 to 1024']);
    expect(errorsOf(withThumbs({ fov: 9 }))).toEqual(['Field of view must be 10 to 120']);
    expect(errorsOf(withThumbs({ fov: 121 }))).toEqual(['Field of view must be 10 to 120']);
    expect(errorsOf(withThumbs({ framePadding: 0.51 }))).toEqual(['Frame padding must be 0 to 0.5']);
    expect(errorsOf(withThumbs({ framePadding: 0.125 }))).toEqual(['Frame padding goes in steps of 0.01']);
    expect(errorsOf(withCache({ maxSize: 0.5 }))).toEqual(['Cache size must be 1 to 100 MB']);
    expect(errorsOf(withCache({ maxSize: 101 }))).toEqual(['Cache size must be 1 to 100 MB']);
    expect(errorsOf(withCache({ ttl: 59 }))).toEqual(['Cache TTL must be 60 to 2592000 seconds']);
    expect(errorsOf(withCache({ ttl: 2_592_001 }))).toEqual(['Cache TTL must be 60 to 2592000 seconds']);
    expect(errorsOf(withThumbs({ size: Number.NaN }))).toHaveLength(1);
  });

  it('saves under one key without anything secret, and falls back to the defaults', () => {
    const storage = memoryStorage();
    expect(loadAssetLibrarySettings(storage)).toEqual(D);
    const credentials = {
      provider: 'aws' as const,
      region: 'us-east-1',
      bucketName: 'venue-assets',
      secretAccessKey: 'abc',
      accessKeyId: 'AKIA',
    };
    saveAssetLibrarySettings(storage, { ...D, cdn: { enabled: true, credentials } });
    expect(storage.length).toBe(1);
    const raw = storage.getItem(storage.key(0) ?? '') ?? '';
    expect(raw).not.toContain('abc');
    expect(raw).not.toContain('AKIA');
    expect(loadAssetLibrarySettings(storage).cdn).toEqual({
      enabled: true,
      credentials: { provider: 'aws', region: 'us-east-1', bucketName: 'venue-assets' },
    });
    storage.setItem(storage.key(0) ?? '', '{not json');
    expect(loadAssetLibrarySettings(storage)).toEqual(D);
  });
});

describe('Test connection (spec §5, §8: a format check only)', () => {
  const aws = { provider: 'aws', region: 'us-east-1', bucketName: 'venue-assets.prod' };
  it('says there is nothing to test without a provider', () => {
    expect(testConnection(null)).toBe(NO_CREDENTIALS);
    expect(testConnection({ provider: 'none' })).toBe(NO_CREDENTIALS);
  });

  it('accepts well-formed AWS and custom fields', () => {
    expect(testConnection(aws)).toBe(CONNECTION_LOOKS_VALID);
    expect(testConnection({ ...aws, cloudFrontUrl: 'https://d111.cloudfront.net' })).toBe(
      CONNECTION_LOOKS_VALID,
    );
    expect(testConnection({ provider: 'custom', uploadEndpoint: 'https://cdn.example.com/up' })).toBe(
      CONNECTION_LOOKS_VALID,
    );
  });

  it('lists every AWS issue after the prefix', () => {
    expect(testConnection({ provider: 'aws' })).toBe('Issues: Bucket name is required. Region is required.');
    expect(testConnection({ ...aws, bucketName: 'https://venue-assets.s3.amazonaws.com' })).toBe(
      'Issues: Bucket name must be a name, not a URL or a path.',
    );
    expect(testConnection({ ...aws, bucketName: 'venue/assets' })).toBe(
      'Issues: Bucket name must be a name, not a URL or a path.',
    );
    for (const bucketName of ['ab', 'Venue-Assets', 'a'.repeat(64), 'venue_assets'])
      expect(testConnection({ ...aws, bucketName })).toBe(
        'Issues: Bucket name must be 3-63 lowercase letters, digits, dots or hyphens.',
      );
    expect(testConnection({ ...aws, region: 'useast1' })).toBe('Issues: Region must look like us-east-1.');
    expect(testConnection({ ...aws, cloudFrontUrl: 'd111.cloudfront.net' })).toBe(
      'Issues: CloudFront URL must start with http:// or https://.',
    );
  });

  it('checks the custom endpoint, and names an unknown provider', () => {
    expect(testConnection({ provider: 'custom' })).toBe('Issues: Upload endpoint is required.');
    expect(testConnection({ provider: 'custom', uploadEndpoint: 'ftp://x' })).toBe(
      'Issues: Upload endpoint must start with http:// or https://.',
    );
    expect(testConnection({ provider: 'gcs' })).toBe(UNSUPPORTED_PROVIDER);
  });
});
