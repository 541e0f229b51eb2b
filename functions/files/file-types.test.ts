/** The scene files other tools write are accepted and listed as scenes, not rejected at upload. */
import { describe, expect, it } from 'vitest';
import { contentTypeOf, fileKindOf, isAcceptedProjectFile, isSplatFile } from './file-types.ts';

describe('scene file types', () => {
  it('accepts Niantic .spz files as splat scenes', () => {
    expect(isAcceptedProjectFile('scan.SPZ')).toBe(true);
    expect(fileKindOf('scan.spz')).toBe('splat');
    expect(isSplatFile('scan.spz')).toBe(true);
  });

  it('accepts PlayCanvas .sog files as splat scenes', () => {
    expect(isAcceptedProjectFile('export.SOG')).toBe(true);
    expect(fileKindOf('export.sog')).toBe('splat');
    expect(isSplatFile('export.sog')).toBe(true);
    expect(contentTypeOf('export.sog')).toBe('application/octet-stream');
  });
});
