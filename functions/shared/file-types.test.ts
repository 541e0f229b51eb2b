/** The scene files other tools write are accepted and listed as scenes, not rejected at upload. */
import { describe, expect, it } from 'vitest';
import { contentTypeOf, extensionOf, fileKindOf, isAcceptedProjectFile, isSplatFile } from './file-types.ts';

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

describe('extensionOf (the one extension rule of server, web app and viewer)', () => {
  it('takes the last segment of a path, lowercased', () => {
    expect(extensionOf('Scene.PLY')).toBe('ply');
    expect(extensionOf('bundle/inner/scan.spz')).toBe('spz');
    expect(extensionOf('v1.2/README')).toBe('');
  });

  it('finds none in dot files and names ending in a dot', () => {
    expect(extensionOf('.env')).toBe('');
    expect(extensionOf('notes.')).toBe('');
    expect(extensionOf('')).toBe('');
  });
});
