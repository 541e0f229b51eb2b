/**
 * Placing, re-making and ungrouping layout groups, each one undoable step (issue #26): a group's old
 * items go and its new ones come in one edit, told to the app as one batch, so one Ctrl+Z takes a fill
 * of 200 chairs away and one redo brings the same 200 back.
 */
import type { LayoutSpec } from '../../../protocol/index.ts';
import { groupOps } from '../edit-history.ts';
import type { EditTarget } from '../object-edits.ts';
import { addItemOp, batchedOp, changeItemOp, removeItemOp } from '../placed-items.ts';
import { type LayoutSources, layoutItems } from './layout-items.ts';

export type LayoutTarget = EditTarget & Omit<LayoutSources, 'newId'>;

/** What the status line calls each kind's edit ('Undone: add chair row'). */
const KIND_NAMES: Record<LayoutSpec['kind'], string> = {
  row: 'chair row',
  block: 'chair block',
  set: 'table set',
  fill: 'zone fill',
};

/** The group that fills a zone, if one does. */
function fillOf(target: LayoutTarget, zoneId: string): string | undefined {
  return target.items.list().find((item) => item.layout?.kind === 'fill' && item.layout.zoneId === zoneId)
    ?.groupId;
}

/**
 * Places a layout as a new group, or re-makes `groupId` (and a zone's existing fill) with these
 * parameters: one undoable edit; the group becomes the selection. The ids of its items; none when the
 * layout makes nothing (a zone too small) and there was nothing to replace.
 */
export function placeLayout(target: LayoutTarget, layout: LayoutSpec, groupId?: string): string[] {
  const { items } = target;
  const id =
    groupId ?? (layout.kind === 'fill' ? fillOf(target, layout.zoneId) : undefined) ?? target.newId();
  const before = items.groupMembers(id);
  const after = layoutItems(id, layout, {
    frame: target.frame,
    zoneBoundary: (zoneId) => target.zoneBoundary(zoneId),
    newId: () => target.newId(),
  });
  if (before.length === 0 && after.length === 0) return [];
  const verb = before.length > 0 ? 'change' : 'add';
  const op = groupOps(`${verb} ${KIND_NAMES[layout.kind]}`, [
    ...before.map((item) => removeItemOp(items, item)),
    ...after.map((item) => addItemOp(items, item)),
  ]);
  if (op) target.history.add(batchedOp(items, op));
  target.setSelection(
    after.map((item) => item.id),
    'click',
  );
  return after.map((item) => item.id);
}

/** Makes a group's items plain items ('Ungroup', 'Detach'): one undoable edit. */
export function ungroupLayout(target: EditTarget, groupId: string): boolean {
  const { items } = target;
  const members = items.groupMembers(groupId);
  const op = groupOps(
    'ungroup',
    members.map((item) => {
      const { groupId: _group, layout: _layout, ...plain } = item;
      return changeItemOp(items, item, plain);
    }),
  );
  if (!op) return false;
  target.history.add(batchedOp(items, op));
  return true;
}
