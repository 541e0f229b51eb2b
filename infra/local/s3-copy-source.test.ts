/**
 * CopyObject with odd key names: the app encodes the copy source as S3 documents it, and the local
 * stack's shim makes s3rver read back exactly the key S3 would.
 */
import { describe, expect, it } from 'vitest';
import { copySource } from '#functions/files/s3-objects.ts';
import { copySourceForS3rver } from './s3-copy-source.ts';

const KEYS = [
  'local/alice/p1/default/user-upload/hall a=b&c+d,e@f (1).splat',
  'local/alice/p1/default/user-upload/100% ü~!.ply',
  'local/alice/p1/default/user-upload/plain.splat',
];

describe('copy source', () => {
  it('is bucket/key URL-encoded: nothing reserved travels raw, and S3 decodes it back in full', () => {
    for (const key of KEYS) {
      const source = copySource('atrium-local-content', key);
      expect(source.replace(/\//g, '')).not.toMatch(/[ =&+,@%](?![0-9A-F]{2})/);
      expect(decodeURIComponent(source)).toBe(`atrium-local-content/${key}`);
    }
  });

  it('reaches s3rver (which decodes with decodeURI) as the same key', () => {
    for (const key of KEYS) {
      const header = copySourceForS3rver(copySource('atrium-local-content', key));
      expect(decodeURI(header)).toBe(`atrium-local-content/${key}`);
    }
    // Without the shim, s3rver would look for a key that keeps %3D, %26, %2B, %2C and %40.
    expect(decodeURI(copySource('b', 'a=b&c+d,e@f'))).toBe('b/a%3Db%26c%2Bd%2Ce%40f');
  });
});
