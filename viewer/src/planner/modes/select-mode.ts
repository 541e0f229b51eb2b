/**
 * The select mode, when no tool is picked and nothing is being placed: a click selects what it lands on
 * (Shift adds or removes; empty space clears; a layout group's member picks its whole group). Its keys work on the selection in every mode: Delete
 * removes it, R / Shift+R turn its placed models 15°, Ctrl/Cmd+D copies them.
 */
import type { KeyAction } from '../input.ts';
import { deleteObjects, duplicateItems, type EditTarget, rotateItems } from '../object-edits.ts';
import { ROTATE_STEP_DEG } from '../placed-items.ts';
import { nextSelection } from '../selection.ts';
import type { InteractionMode } from './interaction-mode.ts';

/** The selection and the edits on it. */
export interface SelectTarget extends EditTarget {
  readonly selected: readonly string[];
}

export class SelectMode implements InteractionMode {
  readonly name = 'select';

  constructor(
    private readonly target: SelectTarget,
    /** The id of the object drawn under a canvas pixel, if any. */
    private readonly objectAt: (x: number, y: number) => string | null,
  ) {}

  isActive() {
    return true;
  }

  click(x: number, y: number, shift: boolean) {
    const { target } = this;
    const hit = this.objectAt(x, y);
    const groupId = hit ? target.items.get(hit)?.groupId : undefined;
    // A layout group (a row, a set, a fill) is picked as one.
    const picked = groupId ? target.items.groupMembers(groupId).map((item) => item.id) : hit ? [hit] : [];
    target.setSelection(nextSelection(target.selected, picked, shift), 'click');
  }

  key(action: KeyAction): boolean {
    const { target } = this;
    switch (action) {
      case 'rotate':
        return rotateItems(target, target.selected, ROTATE_STEP_DEG);
      case 'rotateBack':
        return rotateItems(target, target.selected, -ROTATE_STEP_DEG);
      case 'duplicate':
        return duplicateItems(target, target.selected);
      case 'delete':
        return deleteObjects(target, target.selected);
      default:
        return false;
    }
  }
}
