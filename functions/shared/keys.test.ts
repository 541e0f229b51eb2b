import { describe, expect, it } from 'vitest';
import {
  currentUploadKey,
  mediaKey,
  parseStorageKey,
  projectFileKey,
  publishedKey,
  publishedPath,
} from './keys.ts';

const user = 'alice_1';
const project = '7d3f1c2e-1111-4222-8333-444455556666';

describe('storage keys', () => {
  it('builds the spec’s layouts under an environment prefix and parses them back', () => {
    const upload = projectFileKey('local', user, project, 'scene-1', 'hall.ply');
    expect(upload).toBe(`local/${user}/${project}/scene-1/user-upload/hall.ply`);
    expect(parseStorageKey(upload)).toEqual({
      env: 'local',
      layout: 'current',
      kind: 'user-upload',
      username: user,
      recordId: project,
      sceneId: 'scene-1',
      fileName: 'hall.ply',
    });
    expect(parseStorageKey(mediaKey('prod', user, project, 'm1', 'front.png'))).toMatchObject({
      env: 'prod',
      kind: 'media',
      recordId: project,
      mediaId: 'm1',
      fileName: 'front.png',
    });
    expect(parseStorageKey(publishedKey('dev', 'p1', 'hall.splat'))).toMatchObject({
      env: 'dev',
      kind: 'published',
      publicationId: 'p1',
      fileName: 'hall.splat',
    });
    expect(publishedPath('p1', 'my hall.splat')).toBe('/published/p1/my%20hall.splat');
  });

  it('reads every environment prefix, and keys with none', () => {
    for (const env of ['dev', 'prod', 'stage', 'staging', 'local']) {
      expect(parseStorageKey(`${env}/${user}/${project}/s/user-upload/a.ply`)?.env).toBe(env);
    }
    const bare = parseStorageKey(`${user}/${project}/s/user-upload/a.ply`);
    expect(bare).toMatchObject({ username: user, recordId: project, sceneId: 's', fileName: 'a.ply' });
    expect(bare?.env).toBeUndefined();
  });

  it('reads processed modules, event modules and built splats', () => {
    expect(parseStorageKey(`dev/${user}/${project}/s1/processed/annotations.pb`)).toMatchObject({
      kind: 'processed',
      sceneId: 's1',
      moduleType: 'annotations',
    });
    expect(parseStorageKey(`dev/${user}/${project}/s1/processed/events/e9/planning.pb`)).toMatchObject({
      kind: 'processed',
      eventId: 'e9',
      moduleType: 'planning',
    });
    expect(parseStorageKey(`dev/${user}/${project}/splats/b7/point_cloud.zip`)).toMatchObject({
      kind: 'splat-build',
      sceneId: 'b7',
      fileName: 'point_cloud.zip',
    });
  });

  it('reads the older user/ and venues/ layouts and converts them', () => {
    const legacy = parseStorageKey(`user/${user}/${project}/scene-2/old.splat`);
    expect(legacy).toMatchObject({
      layout: 'legacy',
      kind: 'user-upload',
      sceneId: 'scene-2',
      fileName: 'old.splat',
    });
    expect(currentUploadKey(legacy ?? { layout: 'legacy', kind: 'other', fileName: '' }, 'prod')).toBe(
      `prod/${user}/${project}/scene-2/user-upload/old.splat`,
    );
    expect(parseStorageKey(`staging/venues/${user}/venue-1/scene/user-upload/v.ply`)).toMatchObject({
      env: 'staging',
      layout: 'legacy',
      username: user,
      recordId: 'venue-1',
      kind: 'user-upload',
    });
  });

  it('reads bucket URLs, virtual-host and path style, with encoded names', () => {
    const key = `prod/${user}/${project}/s/user-upload/my%20scene.ply`;
    for (const url of [
      `https://bucket.s3.amazonaws.com/${key}`,
      `http://127.0.0.1:4569/atrium-local-content/${key}`,
    ]) {
      expect(parseStorageKey(url)).toMatchObject({ env: 'prod', username: user, fileName: 'my scene.ply' });
    }
  });

  it('answers null for keys too short to be any layout', () => {
    expect(parseStorageKey('')).toBeNull();
    expect(parseStorageKey('local/alice')).toBeNull();
    expect(parseStorageKey('local/published/p1')).toBeNull();
    expect(parseStorageKey('not a url://x')).toBeNull();
  });
});
