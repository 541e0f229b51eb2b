/** Reading the plan published beside a scene: where it is, what is decoded, and what is left out. */
import { describe, expect, it } from 'vitest';
import { publishedFolderOfUrl as planFolderOf } from '#shared/keys.ts';
import { encodeModule } from '#venue/codec.ts';
import { emptyDocument, type ModuleName } from '#venue/documents.ts';
import { loadPublishedPlan, viewpointCamera } from './published-plan.ts';

const SCENE = 'https://atrium.example/published/5f0c1d2e-aaaa-bbbb-cccc-000000000001/hall%20a.ply';

function serve(files: Partial<Record<ModuleName, Uint8Array>>, manifest?: unknown) {
  const asked: string[] = [];
  const fetchFn = async (url: string) => {
    asked.push(url);
    if (url.endsWith('/plan/manifest.json'))
      return manifest === undefined
        ? new Response('Not Found', { status: 404 })
        : new Response(JSON.stringify(manifest));
    const module = /\/plan\/([a-z_]+)\.pb$/.exec(url)?.[1] as ModuleName | undefined;
    const bytes = module ? files[module] : undefined;
    return bytes
      ? new Response(bytes as Uint8Array<ArrayBuffer>)
      : new Response('Not Found', { status: 404 });
  };
  return { fetchFn, asked };
}

describe('published plan', () => {
  it('lives in the plan/ folder of a /published/ scene, and nowhere else', () => {
    expect(planFolderOf(SCENE)?.href).toBe(
      'https://atrium.example/published/5f0c1d2e-aaaa-bbbb-cccc-000000000001/',
    );
    expect(planFolderOf('https://atrium.example/dev/alice/p1/main/user-upload/hall.ply')).toBeNull();
    expect(planFolderOf('not a url')).toBeNull();
  });

  it('decodes the frame, zones, annotations, viewpoints, tag names and placed models; drops what cannot be drawn', async () => {
    const { fetchFn, asked } = serve({
      venue_core: encodeModule({
        ...emptyDocument('venue_core'),
        items: [
          {
            id: 'scene',
            sceneFrame: { up: { x: 0, y: 0, z: 1 }, floor: 2, metersPerUnit: 0.5, levelledBy: 'fit' },
            units: 'feet',
          },
        ],
      }),
      annotations: encodeModule({
        ...emptyDocument('annotations'),
        items: [
          {
            id: 'a1',
            type: 'point',
            position: { x: 1, y: 2, z: 3 },
            metadata: { label: 'Stage' },
            tags: ['t1'],
          },
          { id: 'a2', type: '' },
        ],
      }),
      segmentations: encodeModule({
        ...emptyDocument('segmentations'),
        items: [{ id: 'z1', name: 'Dance floor', properties: { capacity: { maxSeated: 120 } } }],
      }),
      viewpoints: encodeModule({
        ...emptyDocument('viewpoints'),
        items: [
          { id: 'v1', name: 'Entrance', position: { x: 1, y: 1, z: 1 }, dir: { x: 0, y: 0, z: -2 }, fov: 50 },
          { id: 'v2' },
        ],
      }),
      tags: encodeModule({ ...emptyDocument('tags'), items: [{ id: 't1', name: 'Catering' }] }),
      planning: encodeModule({
        ...emptyDocument('planning'),
        items: [
          {
            id: 'p1',
            type: 'chair',
            modelId: 'chiavari-chair-gold',
            modelUrl: '/catalogue/models/chiavari-chair-gold.glb',
            position: { x: 1, y: 0, z: 2 },
            rotation: { x: 0, y: 0.5, z: 0 },
            scale: { x: 1, y: 1, z: 1 },
          },
          { id: 'p2', type: 'stage' },
        ],
      }),
    });
    const loaded = await loadPublishedPlan(SCENE, fetchFn);
    if (loaded === 'withdrawn') throw new Error('withdrawn');
    const plan = loaded;
    expect(asked.every((url) => url.includes('/published/5f0c1d2e-aaaa-bbbb-cccc-000000000001/plan/'))).toBe(
      true,
    );
    expect(plan?.frame).toEqual({ up: [0, 0, 1], floor: 2, metersPerUnit: 0.5, levelledBy: 'fit' });
    // The owner's units travel with the plan.
    expect(plan?.units).toBe('feet');
    expect(plan?.annotations.map((a) => a.id)).toEqual(['a1']);
    expect(plan?.segmentations[0]).toMatchObject({ id: 'z1', name: 'Dance floor' });
    expect(plan?.viewpoints.map((v) => v.name)).toEqual(['Entrance', 'View 2']);
    expect(plan?.viewpoints[1]?.fov).toBe(60);
    expect(plan?.tags.get('t1')).toBe('Catering');
    expect(plan?.placedItems).toEqual([
      expect.objectContaining({
        id: 'p1',
        modelId: 'chiavari-chair-gold',
        position: { x: 1, y: 0, z: 2 },
        rotation: { x: 0, y: 0.5, z: 0 },
      }),
    ]);
    const first = plan?.viewpoints[0];
    if (!first) throw new Error('no viewpoint');
    expect(viewpointCamera(first, [0, 0, 1])).toEqual({
      position: [1, 1, 1],
      target: [1, 1, -1],
      up: [0, 0, 1],
      fov: 50,
    });
  });

  it('reads only the modules its manifest names, and tells a withdrawn plan', async () => {
    const annotations = encodeModule({ ...emptyDocument('annotations'), items: [] });
    const shared = serve({ annotations }, { shared: true, modules: ['annotations'] });
    const plan = await loadPublishedPlan(SCENE, shared.fetchFn);
    expect(plan).not.toBeNull();
    // The manifest, then the one module it names: no 404 for the modules the scene does not have.
    expect(shared.asked.map((url) => url.split('/plan/')[1])).toEqual(['manifest.json', 'annotations.pb']);
    const withdrawn = serve({ annotations }, { shared: false });
    expect(await loadPublishedPlan(SCENE, withdrawn.fetchFn)).toBe('withdrawn');
    expect(withdrawn.asked).toHaveLength(1);
    await expect(loadPublishedPlan(SCENE, serve({}, { shared: 'maybe' }).fetchFn)).rejects.toThrow(
      'manifest',
    );
  });

  it('is null when nothing was published with the scene', async () => {
    expect(await loadPublishedPlan(SCENE, serve({}).fetchFn)).toBeNull();
  });

  it('reports a plan file that cannot be read instead of showing half of it', async () => {
    const fetchFn = async () => new Response('boom', { status: 500 });
    await expect(loadPublishedPlan(SCENE, fetchFn)).rejects.toThrow('HTTP 500');
  });
});
