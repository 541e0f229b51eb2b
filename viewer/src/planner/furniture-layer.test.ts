/** Placed models: one instanced draw per model, whatever the number of copies; the ghost; selection tint. */
import { readFileSync } from 'node:fs';
import { Group, type Group as GroupType, InstancedMesh, type Mesh } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { describe, expect, it } from 'vitest';
import type { PlacedItemData, SceneFrame } from '../../protocol/index.ts';
import { FurnitureLayer, mergeModel } from './furniture-layer.ts';

async function parseGlb(id: string): Promise<GroupType> {
  const bytes = readFileSync(new URL(`../../../web/public/catalogue/models/${id}.glb`, import.meta.url));
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const gltf = await new GLTFLoader().parseAsync(buffer, '');
  return gltf.scene;
}

const frame: SceneFrame = { up: [0, 1, 0], floor: 0, metersPerUnit: 1, levelledBy: 'fit' };
const item = (id: string, modelUrl: string, x: number): PlacedItemData => ({
  id,
  modelId: modelUrl,
  modelUrl,
  position: { x, y: 0, z: 0 },
  rotation: { x: 0, y: 0, z: 0 },
  scale: { x: 1, y: 1, z: 1 },
});

/** A furniture layer whose every model is the Chiavari chair, with chair.glb loaded. */
async function chairLayer() {
  const chair = mergeModel(await parseGlb('chiavari-chair-gold'));
  const layer = new FurnitureLayer(
    new Group(),
    () => {},
    () => {},
    async () => chair,
  );
  await layer.ensure('chair.glb');
  return layer;
}

describe('furniture layer', () => {
  it('merges a catalogue model into one geometry with its true footprint', async () => {
    const model = mergeModel(await parseGlb('round-table-60in-linen'));
    // A 60 in round table is 1.524 m across.
    expect(model.footprint.halfWidth * 2).toBeCloseTo(1.524, 2);
    expect(model.footprint.halfDepth * 2).toBeCloseTo(1.524, 2);
    expect(model.geometry.getAttribute('color').count).toBe(model.geometry.getAttribute('position').count);
    expect(model.geometry.groups.length).toBeLessThanOrEqual(1);
  });

  it('draws 1,000 chairs and 3 tables as two instanced meshes', async () => {
    const chair = mergeModel(await parseGlb('chiavari-chair-gold'));
    const table = mergeModel(await parseGlb('round-table-60in-linen'));
    const group = new Group();
    const layer = new FurnitureLayer(
      group,
      () => {},
      () => {},
      async (url) => (url === 'chair.glb' ? chair : table),
    );
    await layer.ensure('chair.glb');
    await layer.ensure('table.glb');
    const items = [
      ...Array.from({ length: 1000 }, (_, i) => item(`c${i}`, 'chair.glb', i)),
      ...[0, 1, 2].map((i) => item(`t${i}`, 'table.glb', i * 3)),
    ];
    layer.update({
      items,
      ghost: null,
      selected: new Set(['t1']),
      overlapping: new Set(['t2']),
      layoutGhost: [],
      frame,
    });
    const meshes = layer.root.children.filter((c): c is InstancedMesh => c instanceof InstancedMesh);
    expect(meshes.map((m) => m.count).sort((a, b) => a - b)).toEqual([3, 1000]);
    expect(layer.drawCalls).toBe(2);
    const tables = meshes.find((m) => m.count === 3) as InstancedMesh;
    const tint = tables.instanceColor?.array;
    // The selected table is tinted yellow, the overlapping one red, the other is not tinted.
    expect(tint?.[3 * 1 + 2]).toBeLessThan(0.5);
    expect(tint?.[3 * 2 + 0]).toBeGreaterThan(0.9);
    expect(tint?.[3 * 2 + 1]).toBeLessThan(0.6);
    expect(tint?.[2]).toBe(1);
    expect(layer.footprint('table.glb').halfWidth).toBeCloseTo(0.762, 2);
  });

  it('shows the ghost where it stands and hides the item being moved', async () => {
    const layer = await chairLayer();
    layer.update({
      items: [item('a', 'chair.glb', 0), item('b', 'chair.glb', 1)],
      ghost: {
        modelUrl: 'chair.glb',
        position: [4, 0, 2],
        rotation: { x: 0, y: 0, z: 0 },
        scale: { x: 1, y: 1, z: 1 },
        movingId: 'b',
      },
      selected: new Set(),
      overlapping: new Set(),
      layoutGhost: [],
      frame,
    });
    const ghost = layer.root.getObjectByName('placement-ghost') as Mesh;
    expect(ghost.visible).toBe(true);
    expect(ghost.position.toArray()).toEqual([4, 0, 2]);
    const chairs = layer.root.children.find((c) => c instanceof InstancedMesh) as InstancedMesh;
    expect(chairs.count).toBe(1);
  });

  it('draws a layout tool’s ghost as translucent instances, and takes it away with the drawing', async () => {
    const layer = await chairLayer();
    const state = {
      items: [],
      ghost: null,
      selected: new Set<string>(),
      overlapping: new Set<string>(),
      frame,
    };
    const row = Array.from({ length: 12 }, (_, i) => item(`g${i}`, 'chair.glb', i));
    layer.update({ ...state, layoutGhost: row });
    expect(layer.layoutGhostCount).toBe(12);
    const ghosts = layer.root.getObjectByName('layout-ghost') as InstancedMesh;
    expect((ghosts.material as { transparent: boolean }).transparent).toBe(true);
    layer.update({ ...state, layoutGhost: [] });
    expect(layer.layoutGhostCount).toBe(0);
  });
});
