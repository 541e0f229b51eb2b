/**
 * The viewer's scene frame (floor, up, scale) ↔ the copy kept in venue_core (proto SceneFrame, where
 * an uncalibrated scale is 0 rather than null). A stored frame that does not make sense is dropped.
 */
import { type SceneFrame, sceneFrameSchema } from '#protocol/index.ts';
import type { VenueCore } from './documents.ts';

type StoredFrame = NonNullable<VenueCore['sceneFrame']>;

export function storedFrame(frame: SceneFrame): StoredFrame {
  const [x, y, z] = frame.up;
  return {
    up: { x, y, z },
    floor: frame.floor,
    metersPerUnit: frame.metersPerUnit ?? 0,
    levelledBy: frame.levelledBy,
  };
}

export function viewerFrame(stored: StoredFrame | undefined): SceneFrame | null {
  if (!stored) return null;
  const parsed = sceneFrameSchema.safeParse({
    up: [stored.up?.x ?? 0, stored.up?.y ?? 0, stored.up?.z ?? 0],
    floor: stored.floor ?? 0,
    metersPerUnit: stored.metersPerUnit ? stored.metersPerUnit : null,
    levelledBy: stored.levelledBy || 'default',
  });
  return parsed.success ? parsed.data : null;
}
