/**
 * The venue planner page's rules without React (spec venue-planner.md §2, §4, §5): its modes and
 * their viewer modes, the tools of each mode, the keyboard shortcuts, the overview height, and the
 * data-module scene id of a chosen scene file.
 */
import type { PlannerTool, ViewerMode } from '#protocol/index.ts';

type DrawingTool = PlannerTool;

export const PLANNER_MODES = ['venue', 'measure', 'annotate', 'draw', 'planning', 'view'] as const;
export type PlannerMode = (typeof PLANNER_MODES)[number];

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

const DRAWING_TOOLS: readonly DrawingTool[] = ['point', 'line', 'polygon', 'boundingBox', 'capacityZone'];

export const TOOLS_OF_MODE: Record<PlannerMode, readonly PlannerTool[]> = {
  venue: ['level', 'calibrate'],
  measure: ['measure', 'calibrate', 'level'],
  annotate: DRAWING_TOOLS,
  draw: DRAWING_TOOLS,
  planning: [],
  view: [],
};

export const TOOL_LABEL: Record<PlannerTool, string> = {
  point: 'Point',
  line: 'Line',
  polygon: 'Polygon',
  boundingBox: 'Box',
  capacityZone: 'Capacity zone',
  measure: 'Measure',
  calibrate: 'Calibrate',
  level: 'Level',
};

/** What a key does on the planner page (spec §2's table). */
export type ShortcutAction =
  | { kind: 'cancelDrawing' }
  | { kind: 'toggleOverview' }
  | { kind: 'toggleLibrary' }
  | { kind: 'toggleRightPanel' }
  | { kind: 'focusSearch' }
  | { kind: 'mode'; mode: PlannerMode }
  | { kind: 'tool'; tool: DrawingTool; creation: 'annotation' | 'segmentation' }
  | { kind: 'viewpoint'; index: number }
  | { kind: 'undo' }
  | { kind: 'redo' };

const MODE_KEYS: Record<string, PlannerMode> = {
  v: 'venue',
  m: 'measure',
  a: 'annotate',
  d: 'draw',
  p: 'planning',
};

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}

/** The action of a key, or null. `typing`: the focus is in a text field (only Escape counts then). */
export function shortcutFor(input: KeyInput, mode: PlannerMode, typing: boolean): ShortcutAction | null {
  if (input.key === 'Escape') return { kind: 'cancelDrawing' };
  if (typing) return null;
  const key = input.key.toLowerCase();
  // Undo and redo of planner edits (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z or Ctrl+Y), as in the viewer frame.
  if ((input.ctrlKey || input.metaKey) && !input.altKey) {
    if (key === 'z') return { kind: input.shiftKey ? 'redo' : 'undo' };
    if (key === 'y') return { kind: 'redo' };
  }
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  if (key === 'o') return { kind: 'toggleOverview' };
  if (key === 'b') return { kind: 'toggleLibrary' };
  if (key === 'l') return { kind: 'toggleRightPanel' };
  if (key === '/') return { kind: 'focusSearch' };
  const mode_ = MODE_KEYS[key];
  if (mode_) return { kind: 'mode', mode: mode_ };
  if (/^[1-9]$/.test(key)) {
    const n = Number(key);
    if (mode === 'annotate' || mode === 'draw') {
      const tool = DRAWING_TOOLS[n - 1];
      if (!tool) return null;
      const creation = mode === 'draw' && tool === 'capacityZone' ? 'segmentation' : 'annotation';
      return { kind: 'tool', tool, creation };
    }
    return { kind: 'viewpoint', index: n - 1 };
  }
  return null;
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
