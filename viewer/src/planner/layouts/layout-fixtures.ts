/** Models and items the layout, arranging and overlap tests share: a chair, a 5 ft round, a plain item. */
import type { LayoutModel, PlacedItemData } from '../../../protocol/index.ts';

/** A Chiavari-sized chair. */
export const testSeat: LayoutModel = {
  modelId: 'chair',
  modelUrl: 'chair.glb',
  scale: 1,
  width: 0.4,
  depth: 0.42,
};

/** A 5 ft banquet round. */
export const testRound: LayoutModel = {
  modelId: 'round',
  modelUrl: 'round.glb',
  scale: 1,
  width: 1.524,
  depth: 1.524,
  shape: 'round',
};

/** A chair standing at (x, 0, z), unturned, optionally in a group. */
export const testChair = (id: string, x: number, z: number, groupId?: string): PlacedItemData => ({
  id,
  modelId: 'chair',
  modelUrl: 'chair.glb',
  position: { x, y: 0, z },
  rotation: { x: 0, y: 0, z: 0 },
  scale: { x: 1, y: 1, z: 1 },
  ...(groupId ? { groupId } : {}),
});
