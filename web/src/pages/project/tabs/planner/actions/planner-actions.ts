/**
 * The planner page's one registry of actions (tldraw's `useTools`): every mode, tool and command a
 * user can run, with its label, icon, keys and whether a read-only plan allows it. The toolbar draws
 * its buttons from it, the keyboard runs it (keyboard.ts), and menus list it, so a new action is one
 * entry here. The tools come from the viewer's own descriptions (plannerTools).
 */
import { type LucideIcon, Magnet, Redo2, Undo2, Wand2 } from 'lucide-react';
import type { PlannerToolDescription } from '#protocol/index.ts';
import type { Viewpoint } from '#venue/documents.ts';
import { MODE_LABEL, PLANNER_MODES, type PlannerMode } from '../planner-model.ts';
import type { Creation, PlannerController } from '../session/planner-controller.ts';
import type { PlannerSessionState } from '../session/planner-session.ts';
import { toolIcon } from './tool-icons.ts';

/** Where an action was run from: a key picks a zone in Draw the way spec §2's table says. */
type ActionSource = 'toolbar' | 'kbd' | 'menu' | 'panel';

export interface PlannerAction {
  id: string;
  label: string;
  icon?: LucideIcon;
  /** What to do once it is picked ('Click three points on the floor'): its button's tooltip. */
  hint?: string;
  /** Its button shows its label as well as its icon, however narrow the toolbar (Venue's set-up steps). */
  labelled?(state: PlannerSessionState): boolean;
  /** Where the toolbar shows it; absent: keys or menus only. */
  group?: 'mode' | 'tool' | 'history';
  /** A tool's own toolbar group ('Layout'), beside the mode's tools; absent: with them. */
  section?: string;
  /** Keys that run it: 'o', '/', 'escape', 'mod+z', 'mod+shift+z', '1' ('mod' is Ctrl or Cmd). */
  kbd?: readonly string[];
  /** Its key's default (the browser's own search, undo) is prevented. */
  preventDefault?: boolean;
  /** Whether a read-only plan (one the user may only look at) runs it. */
  readOnlyOk: boolean;
  /** Whether it is offered now (a tool outside its modes, undo with nothing to undo). */
  available?(state: PlannerSessionState): boolean;
  /** Whether its toolbar button shows as pressed. */
  pressed?(state: PlannerSessionState): boolean;
  /** Whether its button is disabled while offered (the tool drawing now). */
  disabled?(state: PlannerSessionState): boolean;
  onSelect(source: ActionSource): void;
}

export interface ActionDeps {
  controller: PlannerController;
  /** The scene's saved viewpoints (1–9 go to them outside the drawing modes). */
  viewpoints(): readonly Viewpoint[];
  focusSearch(): void;
  openSummary(): void;
  /** Every placed model's id (Ctrl/Cmd+A in Planning). */
  placedItemIds(): string[];
}

const MODE_KEYS: Partial<Record<PlannerMode, string>> = {
  venue: 'v',
  measure: 'm',
  annotate: 'a',
  draw: 'd',
  planning: 'p',
};

/** Modes a read-only plan may be looked at in. */
const READ_ONLY_MODES: ReadonlySet<PlannerMode> = new Set(['venue', 'view']);

const toolsOfMode = (state: PlannerSessionState, mode = state.mode) =>
  state.tools.filter((t) => t.modes.includes(mode));

/**
 * What a key's tool makes (spec §2: 1–5 in Annotate or Draw): a zone tool (Capacity zone, Rectangle
 * zone) a zone in either mode — one kind of capacity zone —, the others an annotation.
 */
function creationOfKey(tool: PlannerToolDescription, mode: PlannerMode): Creation | undefined {
  if (mode !== 'annotate' && mode !== 'draw') return undefined;
  return tool.creates === 'segmentation' ? 'segmentation' : 'annotation';
}

function toolAction(tool: PlannerToolDescription, controller: PlannerController): PlannerAction {
  return {
    id: `tool.${tool.name}`,
    label: tool.label,
    icon: toolIcon(tool.icon),
    hint: tool.hint,
    group: 'tool',
    section: tool.group,
    // Venue's tools are steps of setting the scene up, named in words: an icon alone did not say which.
    labelled: (s) => s.mode === 'venue',
    kbd: tool.key ? [String(tool.key)] : undefined,
    readOnlyOk: false,
    available: (s) => tool.modes.includes(s.mode),
    pressed: (s) => s.tool === tool.name,
    disabled: (s) => s.drawingTool === tool.name,
    onSelect: (source) => {
      const mode = controller.session.get().mode;
      controller.pickTool(tool.name, source === 'kbd' ? creationOfKey(tool, mode) : undefined);
    },
  };
}

/** Every action of the planner page now (the tools are those the viewer described). */
export function plannerActions(tools: readonly PlannerToolDescription[], deps: ActionDeps): PlannerAction[] {
  const { controller } = deps;
  const session = controller.session;
  const modes = PLANNER_MODES.map(
    (mode): PlannerAction => ({
      id: `mode.${mode}`,
      label: MODE_LABEL[mode],
      group: 'mode',
      kbd: MODE_KEYS[mode] ? [MODE_KEYS[mode]] : undefined,
      readOnlyOk: READ_ONLY_MODES.has(mode),
      pressed: (s) => s.mode === mode,
      onSelect: () => controller.changeMode(mode),
    }),
  );
  const viewpoints = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(
    (n): PlannerAction => ({
      id: `viewpoint.${n}`,
      label: `Go to viewpoint ${n}`,
      kbd: [String(n)],
      readOnlyOk: true,
      // A mode whose tools take the digit keys keeps them for its tools.
      available: (s) => toolsOfMode(s).every((t) => t.key === undefined),
      onSelect: () => {
        const viewpoint = deps.viewpoints()[n - 1];
        if (viewpoint) controller.goToViewpoint(viewpoint);
      },
    }),
  );
  return [
    ...modes,
    ...tools.map((tool) => toolAction(tool, controller)),
    {
      id: 'auto-level',
      label: 'Auto-level',
      icon: Wand2,
      hint: 'Fit the floor of the whole scene in one go',
      group: 'tool',
      // In words where tools are; an icon with its tip in the compact toolbar, so Units and Overview
      // keep their place beside Level floor and Set scale at 1280 px.
      readOnlyOk: false,
      available: (s) => s.mode === 'venue',
      onSelect: () => controller.autoLevel(),
    },
    {
      id: 'layout.snap',
      label: 'Snap',
      icon: Magnet,
      hint: 'Dragged models snap to the grid (drawn in overview), to other models and to zone edges; hold Alt to drag freely',
      group: 'tool',
      section: 'Layout',
      readOnlyOk: false,
      available: (s) => s.mode === 'planning',
      pressed: (s) => s.snap,
      onSelect: () => controller.setSnap(!session.get().snap),
    },
    {
      id: 'delete-selection',
      label: 'Delete',
      kbd: ['delete'],
      readOnlyOk: false,
      // The viewer deletes on its own keys; this is for when the page has the keyboard (after a panel button).
      available: (s) => s.mode === 'planning' && s.selection.ids.length > 0,
      onSelect: () => controller.deleteSelection(),
    },
    {
      id: 'select-all',
      label: 'Select all',
      kbd: ['mod+a'],
      preventDefault: true,
      readOnlyOk: true,
      available: (s) => s.mode === 'planning',
      onSelect: () => controller.selectItems(deps.placedItemIds()),
    },
    {
      id: 'undo',
      label: 'Undo',
      icon: Undo2,
      group: 'history',
      kbd: ['mod+z'],
      preventDefault: true,
      readOnlyOk: false,
      disabled: (s) => !s.canUndo,
      onSelect: () => controller.undo(),
    },
    {
      id: 'redo',
      label: 'Redo',
      icon: Redo2,
      group: 'history',
      kbd: ['mod+shift+z', 'mod+y'],
      preventDefault: true,
      readOnlyOk: false,
      disabled: (s) => !s.canRedo,
      onSelect: () => controller.redo(),
    },
    {
      id: 'cancel-drawing',
      label: 'Cancel drawing',
      kbd: ['escape'],
      readOnlyOk: true,
      onSelect: () => controller.cancelDrawing(),
    },
    {
      id: 'toggle-overview',
      label: 'Overview',
      kbd: ['o'],
      readOnlyOk: true,
      onSelect: () => controller.setOverview(!session.get().overview),
    },
    {
      id: 'toggle-plan-view',
      label: 'Floor plan',
      hint: 'Straight from above, to scale, like a map; export it as PDF, PNG or DXF (Shift+P)',
      // Its button is over the 3D view (PlanViewControls, pressed as the session says), not in the toolbar.
      // P is Planning (spec §2); the plan takes Shift+P.
      kbd: ['shift+p'],
      readOnlyOk: true,
      onSelect: () => controller.setPlanView(!session.get().planView),
    },
    {
      id: 'toggle-library',
      label: 'Asset Library',
      kbd: ['b'],
      readOnlyOk: false,
      onSelect: () => controller.toggleLibrary(),
    },
    {
      id: 'toggle-right-panel',
      label: 'Layers & Properties',
      kbd: ['l'],
      readOnlyOk: true,
      onSelect: () => controller.toggleRightPanel(),
    },
    {
      id: 'focus-search',
      label: 'Search',
      kbd: ['/'],
      preventDefault: true,
      readOnlyOk: true,
      onSelect: () => deps.focusSearch(),
    },
    {
      id: 'event-summary',
      label: 'Event summary',
      readOnlyOk: true,
      onSelect: () => deps.openSummary(),
    },
    ...viewpoints,
  ];
}

/** Whether an action can run now: offered in this state, and allowed in a read-only plan. */
export const runnable = (action: PlannerAction, state: PlannerSessionState) =>
  (action.available?.(state) ?? true) && (action.readOnlyOk || !state.readOnly);
