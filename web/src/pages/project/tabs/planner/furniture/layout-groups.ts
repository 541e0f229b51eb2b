/**
 * Layout groups as the page sees them (issue #26): the planning elements that share a group id, with the
 * group's parameters (any member's: all carry the same) and its seat and table counts. The right panel
 * edits the selected group; a zone's panel shows and edits the fill linked to it.
 */
import type { LayoutSpec } from '#protocol/index.ts';
import type { PlanningElement } from '#venue/documents.ts';
import { storedLayout } from '#venue/placed-elements.ts';

export interface LayoutGroup {
  groupId: string;
  layout: LayoutSpec | undefined;
  memberIds: string[];
  seats: number;
  tables: number;
}

const isSeat = (element: PlanningElement) => element.category === 'Seating';
const isTable = (element: PlanningElement) => element.category === 'Tables';

function groupOf(groupId: string, members: readonly PlanningElement[]): LayoutGroup {
  const withLayout = members.find((m) => m.layout);
  return {
    groupId,
    layout: storedLayout(withLayout?.layout),
    memberIds: members.map((m) => m.id ?? ''),
    seats: members.filter(isSeat).length,
    tables: members.filter(isTable).length,
  };
}

/** The group the selection is, when it is exactly all the members of one group. */
export function selectedGroup(
  elements: readonly PlanningElement[],
  ids: readonly string[],
): LayoutGroup | null {
  const first = elements.find((e) => e.id === ids[0]);
  const groupId = first?.groupId;
  if (!groupId) return null;
  const members = elements.filter((e) => e.groupId === groupId);
  const chosen = new Set(ids);
  if (members.length !== chosen.size || !members.every((m) => chosen.has(m.id ?? ''))) return null;
  return groupOf(groupId, members);
}

/** The fill linked to a zone, if it has one. */
export function zoneFill(elements: readonly PlanningElement[], zoneId: string): LayoutGroup | null {
  const member = elements.find((e) => {
    // Only a layout that names the zone is worth reading.
    const layout = e.layout?.includes(zoneId) ? storedLayout(e.layout) : undefined;
    return layout?.kind === 'fill' && layout.zoneId === zoneId;
  });
  if (!member?.groupId) return null;
  return groupOf(
    member.groupId,
    elements.filter((e) => e.groupId === member.groupId),
  );
}
