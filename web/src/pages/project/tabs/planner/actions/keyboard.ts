/**
 * Keys to actions (spec venue-planner §2's table, through the registry): a key event becomes one
 * name ('mod+shift+z', 'o', 'escape') and runs the first action that lists it and can run now. While
 * the user types in a field only Escape counts.
 */
import type { KeyInput } from '../planner-model.ts';
import type { PlannerSessionState } from '../session/planner-session.ts';
import { type PlannerAction, runnable } from './planner-actions.ts';

/**
 * The key's name as actions list it: modifiers first ('mod' for Ctrl or Cmd), then the key. Shift counts
 * with mod and with a letter ('shift+p', the floor plan, beside P for Planning), not with a symbol that
 * needs it on some keyboards ('/').
 */
export function keyName(input: KeyInput): string {
  const key = input.key.toLowerCase();
  const mod = input.ctrlKey || input.metaKey;
  const shift = input.shiftKey && (mod || /^[a-z]$/.test(key));
  return [mod && 'mod', input.altKey && 'alt', shift && 'shift', key].filter(Boolean).join('+');
}

/** The action a key runs now, or null. `typing`: the focus is in a text field. */
export function actionForKey(
  actions: readonly PlannerAction[],
  state: PlannerSessionState,
  input: KeyInput,
  typing: boolean,
): PlannerAction | null {
  const name = keyName(input);
  if (typing && name !== 'escape') return null;
  return actions.find((a) => a.kbd?.includes(name) && runnable(a, state)) ?? null;
}
