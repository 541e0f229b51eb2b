import { describe, expect, it } from 'vitest';
import type { LayoutModel, LayoutSpec } from '../../../protocol/index.ts';
import { duplicateItems, rotateItems } from '../object-edits.ts';
import { toolKit } from '../tool-test-kit.ts';
import { placeLayout, ungroupLayout } from './layout-edits.ts';
import { layoutTargetOf } from './layout-models.ts';

const seat: LayoutModel = { modelId: 'chair', modelUrl: '/chair.glb', scale: 1, width: 0.45, depth: 0.47 };
const row: LayoutSpec = {
  kind: 'row',
  seat,
  start: [0, 0, 0],
  end: [6, 0, 0],
  gap: 0.15,
  flip: false,
  bend: 0,
};

function kit() {
  const k = toolKit({ mode: 'planning' });
  const target = layoutTargetOf({
    store: k.store,
    items: k.items,
    history: k.history,
    get frame() {
      return k.frames.frame;
    },
    newId: k.ctx.newId,
    setSelection: () => {},
  });
  return { ...k, target };
}

describe('layout edits', () => {
  it('re-makes a group with new parameters in one undo step, and undo puts the old items back', () => {
    const { target, items, history } = kit();
    const first = placeLayout(target, row);
    const groupId = items.get(first[0] ?? '')?.groupId ?? '';
    const sorted = () => JSON.stringify(items.list().sort((a, b) => a.id.localeCompare(b.id)));
    const before = sorted();
    placeLayout(target, { ...row, count: 4 }, groupId);
    expect(items.list()).toHaveLength(4);
    expect(items.list().every((i) => i.groupId === groupId)).toBe(true);
    history.undo();
    expect(sorted()).toBe(before);
  });

  it('ungroups in one step: the items stay where they are, without group or parameters', () => {
    const { target, items, history } = kit();
    placeLayout(target, row);
    const groupId = items.list()[0]?.groupId ?? '';
    expect(ungroupLayout(target, groupId)).toBe(true);
    expect(items.list().every((i) => i.groupId === undefined && i.layout === undefined)).toBe(true);
    history.undo();
    expect(items.list().every((i) => i.groupId === groupId)).toBe(true);
  });

  it('a copy of a group is a new group whose parameters stand where the copy does', () => {
    const { target, items } = kit();
    const ids = placeLayout(target, row);
    duplicateItems(target, ids);
    const groups = new Set(items.list().map((i) => i.groupId));
    expect(groups.size).toBe(2);
    const copy = items.list().find((i) => !ids.includes(i.id));
    expect(copy?.layout).toMatchObject({ kind: 'row', start: [0.5, 0, 0], end: [6.5, 0, 0] });
  });

  it("turns a selection about its centre, and the row's ends with it", () => {
    const { target, items } = kit();
    const ids = placeLayout(target, row);
    rotateItems(target, ids, 90);
    const xs = items.list().map((i) => i.position.x);
    // A row along x turned 90° about its middle lies along z through that middle.
    expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan(1e-9);
    const layout = items.list()[0]?.layout;
    expect(layout?.kind === 'row' && Math.abs(layout.start[0] - layout.end[0])).toBeLessThan(1e-9);
  });
});
