/**
 * The venue planner page's rules without React (spec venue-planner.md §2, §4, §5): its modes and
 * their viewer modes, what a key press is, the overview height, and the data-module scene id of a
 * chosen scene file. (The keys themselves are the action registry's: actions/planner-actions.ts.)
 */
import { type PlannerMode, plannerModes, type ViewerMode } from '#protocol/index.ts';

/** The planner page's modes: the protocol's, since the viewer's tools say which modes offer them. */
export { type PlannerMode, plannerModes as PLANNER_MODES };

export const MODE_LABEL: Record<PlannerMode, string> = {
  venue: 'Venue',
  measure: 'Measure',
  annotate: 'Annotate',
  draw: 'Draw',
  planning: 'Planning',
  view: 'View',
};

/** Venue and View are the viewer's view mode (spec §4). */
export const VIEWER_MODE: Record<PlannerMode, ViewerMode> = {
  venue: 'view',
  measure: 'measure',
  annotate: 'annotate',
  draw: 'draw',
  planning: 'planning',
  view: 'view',
};

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}

/** Whether a key event's target is a text field (shortcuts other than Escape are ignored there). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'range', 'reset'].includes(target.type);
}

export const OVERVIEW_HEIGHT = { min: 0, max: 30, step: 0.5, initial: 10 } as const;

/** Overview height from an input (spec §5): 0 to 30 m in steps of 0.5; non-numeric is 0. */
export function overviewHeight(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value));
  if (!Number.isFinite(n)) return 0;
  const clamped = Math.min(OVERVIEW_HEIGHT.max, Math.max(OVERVIEW_HEIGHT.min, n));
  return Math.round(clamped / OVERVIEW_HEIGHT.step) * OVERVIEW_HEIGHT.step;
}

/** The data modules' scene id of a scene file (one rule, shared with publishing). */
export { sceneIdForFile } from '#shared/keys.ts';

/** Adds a tag (trimmed, non-empty, no duplicates; spec §5). */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim();
  return !tag || tags.includes(tag) ? [...tags] : [...tags, tag];
}
