/**
 * Placed models as the planning module stores them and as the viewer draws them: what a stored planning
 * element becomes (its group's parameters read back and checked). Shared by the planner page, which
 * pushes the plan to the viewer, and the published plan, which the viewer reads itself.
 */
import { type LayoutSpec, layoutSpecSchema, type PlacedItemData } from '#protocol/index.ts';
import type { PlanningElement } from './documents.ts';

const point = (p: PlanningElement['position'], fallback: number) => ({
  x: p?.x ?? fallback,
  y: p?.y ?? fallback,
  z: p?.z ?? fallback,
});

/** A stored group's parameters; unreadable ones (another version's, a damaged module) are left out. */
export function storedLayout(json: string | null | undefined): LayoutSpec | undefined {
  if (!json) return undefined;
  try {
    const parsed = layoutSpecSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** What the viewer draws for a stored element; null for an element that is not a placed model. */
export function placedItemFromElement(element: PlanningElement): PlacedItemData | null {
  if (!element.id || !element.modelId || !element.modelUrl || !element.position) return null;
  const scale = element.scale ? point(element.scale, 1) : { x: 1, y: 1, z: 1 };
  const layout = storedLayout(element.layout);
  return {
    id: element.id,
    modelId: element.modelId,
    modelUrl: element.modelUrl,
    position: point(element.position, 0),
    rotation: point(element.rotation, 0),
    scale,
    ...(element.groupId ? { groupId: element.groupId } : {}),
    ...(layout ? { layout } : {}),
  };
}

/** Every stored element the viewer should draw. */
export const placedItems = (elements: readonly PlanningElement[]) =>
  elements.flatMap((e) => placedItemFromElement(e) ?? []);
