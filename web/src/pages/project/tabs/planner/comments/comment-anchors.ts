/**
 * Where a comment's pin goes (issue #28): on a placed item or a zone it follows that object as it
 * moves (its current position, or the stored one once it is gone); anywhere else it stays where it was
 * put. A new comment on the selection is anchored to it when one item or zone is selected.
 */
import type { CommentAnchor, CommentThread } from '#shared/comments.ts';
import type { PlanningElement, Segmentation, Vec3 } from '#venue/documents.ts';

type P3 = [number, number, number];

const point = (v: Vec3 | null | undefined): P3 | null =>
  v ? [Number(v.x ?? 0), Number(v.y ?? 0), Number(v.z ?? 0)] : null;

/** A zone's pin: the middle of its outline's corners. */
function zoneCentre(zone: Segmentation): P3 | null {
  const boundary = zone.geometry?.boundary ?? [];
  if (boundary.length === 0) return null;
  const sum = boundary.reduce<P3>(
    (acc, v) => [acc[0] + Number(v.x ?? 0), acc[1] + Number(v.y ?? 0), acc[2] + Number(v.z ?? 0)],
    [0, 0, 0],
  );
  return [sum[0] / boundary.length, sum[1] / boundary.length, sum[2] / boundary.length];
}

export function pinPosition(
  thread: Pick<CommentThread, 'anchor' | 'position'>,
  elements: readonly PlanningElement[],
  zones: readonly Segmentation[],
): P3 {
  const { anchor } = thread;
  if (anchor.kind === 'item') {
    const found = point(elements.find((e) => e.id === anchor.id)?.position);
    if (found) return found;
  } else if (anchor.kind === 'zone') {
    const zone = zones.find((z) => z.id === anchor.id);
    const found = zone ? zoneCentre(zone) : null;
    if (found) return found;
  }
  return thread.position;
}

/** A new comment on the one selected item or zone, or null when the selection is not one of those. */
export function anchorOnSelection(
  selectedIds: readonly string[],
  elements: readonly PlanningElement[],
  zones: readonly Segmentation[],
): { anchor: CommentAnchor; position: P3; label: string } | null {
  if (selectedIds.length !== 1) return null;
  const id = selectedIds[0] ?? '';
  const element = elements.find((e) => e.id === id);
  const elementAt = point(element?.position);
  if (element && elementAt)
    return { anchor: { kind: 'item', id }, position: elementAt, label: element.name || 'the item' };
  const zone = zones.find((z) => z.id === id);
  const zoneAt = zone ? zoneCentre(zone) : null;
  if (zone && zoneAt)
    return { anchor: { kind: 'zone', id }, position: zoneAt, label: zone.name || 'the zone' };
  return null;
}
