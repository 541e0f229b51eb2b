import { describe, expect, it, vi } from 'vitest';
import { emptyDocument } from '#venue/documents.ts';
import { mergeDocuments, TOMBSTONE_TTL_MS } from '#venue/merge.ts';
import { checkStorageConfig, checkUploadConfig } from './config.ts';
import { parsePath, sceneModuleKey, toCurrentLayout, uploadKey } from './paths.ts';

describe('client configuration checks', () => {
  it('names each missing setting', () => {
    expect(() => checkStorageConfig({})).toThrow(
      'Missing config venue ID. Missing config username. Missing config bucket name.',
    );
    expect(() => checkUploadConfig({ username: 'ann' })).toThrow('Missing config project ID.');
  });

  it('refuses "local" and usernames with other characters, and only warns in warn mode', () => {
    expect(() => checkStorageConfig({ venueId: 'v', username: 'local', bucketName: 'b' })).toThrow('"local"');
    expect(() => checkStorageConfig({ venueId: 'local', username: 'ann', bucketName: 'b' })).toThrow(
      'venue ID',
    );
    expect(() => checkUploadConfig({ projectId: 'p', username: 'ann.smith' })).toThrow('letters, digits');
    expect(() =>
      checkStorageConfig({ venueId: 'v', username: 'ann_smith-2', bucketName: 'b' }),
    ).not.toThrow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => checkUploadConfig({ username: 'local' }, 'warn')).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Missing config project ID.');
    warn.mockRestore();
  });
});

describe('storage paths', () => {
  const scene = { env: 'dev', username: 'ann', projectId: 'p1', sceneId: 's1' };

  it('builds upload and processed-module keys, with events', () => {
    expect(uploadKey(scene, 'hall.splat')).toBe('dev/ann/p1/s1/user-upload/hall.splat');
    expect(sceneModuleKey(scene, 'annotations')).toBe('dev/ann/p1/s1/processed/annotations.pb');
    expect(sceneModuleKey(scene, 'planning', 'e9')).toBe('dev/ann/p1/s1/processed/events/e9/planning.pb');
  });

  it('parses every layout and converts older ones to today’s', () => {
    expect(parsePath('prod/ann/p1/s1/processed/events/e9/planning.pb')).toMatchObject({
      env: 'prod',
      username: 'ann',
      recordId: 'p1',
      sceneId: 's1',
      eventId: 'e9',
      moduleType: 'planning',
    });
    expect(toCurrentLayout('user/ann/p1/s1/hall.splat', 'dev')).toBe('dev/ann/p1/s1/user-upload/hall.splat');
    expect(toCurrentLayout('venues/ann/p1/s1/processed/tags.pb', 'stage')).toBe(
      'stage/ann/p1/s1/processed/tags.pb',
    );
    expect(
      toCurrentLayout('https://bucket.s3.amazonaws.com/local/ann/p1/s1/user-upload/a%20b.ply', 'dev'),
    ).toBe('dev/ann/p1/s1/user-upload/a b.ply');
    expect(toCurrentLayout('nonsense', 'dev')).toBeNull();
  });
});

describe('merge rule', () => {
  const doc = (
    items: { id: string; modifiedAt: number }[],
    tombstones: { id: string; deletedAt: number }[] = [],
  ) => ({
    ...emptyDocument('tags', 0),
    items,
    tombstones,
  });

  it('keeps the newer side of an entity, local-only changes, and honours later deletes', () => {
    const local = doc([
      { id: 'both', modifiedAt: 20 },
      { id: 'mine-new', modifiedAt: 5 },
      { id: 'stale', modifiedAt: 1 },
      { id: 'deleted-remotely', modifiedAt: 3 },
    ]);
    const remote = doc(
      [
        { id: 'both', modifiedAt: 10 },
        { id: 'theirs', modifiedAt: 7 },
      ],
      [{ id: 'deleted-remotely', deletedAt: 4 }],
    );
    // "stale" is older than the tombstone TTL, so the cloud lacking it means it was deleted there.
    const merged = mergeDocuments(
      local,
      remote,
      new Set(['mine-new', 'deleted-remotely']),
      TOMBSTONE_TTL_MS + 2,
    );
    expect(merged.items.map((i) => `${i.id}@${i.modifiedAt}`).sort()).toEqual([
      'both@20',
      'mine-new@5',
      'theirs@7',
    ]);
    expect(merged.tombstones.map((t) => t.id)).toEqual(['deleted-remotely']);
  });

  it('lets an edit made after a delete win, and prunes old tombstones', () => {
    const local = doc([{ id: 'revived', modifiedAt: 50 }]);
    const remote = doc(
      [],
      [
        { id: 'revived', deletedAt: 40 },
        { id: 'ancient', deletedAt: 1 },
      ],
    );
    const merged = mergeDocuments(local, remote, new Set(['revived']), TOMBSTONE_TTL_MS + 10);
    expect(merged.items.map((i) => i.id)).toEqual(['revived']);
    // a revived entity keeps its tombstone (writes from before the delete stay dead); 'ancient' is pruned
    expect(merged.tombstones).toEqual([{ id: 'revived', deletedAt: 40 }]);
  });
});
