/** The page's keys (spec venue-planner §2's table), run through the action registry. */
import { describe, expect, it } from 'vitest';
import type { KeyInput, PlannerMode } from '../planner-model.ts';
import { plannerForTest } from '../session/session-test-kit.ts';
import { actionForKey, keyName } from './keyboard.ts';

function keys(mode: PlannerMode, viewpoints = [{ id: 'v1', name: 'View 1', fov: 50 }]) {
  const t = plannerForTest({ mode }, viewpoints);
  t.controller.attach(t.viewer);
  t.sent.length = 0;
  /** Presses a key; the id of the action it ran, or null. */
  const press = (input: KeyInput | string, typing = false) => {
    const action = actionForKey(
      t.actions,
      t.session.get(),
      typeof input === 'string' ? { key: input } : input,
      typing,
    );
    action?.onSelect('kbd');
    return action?.id ?? null;
  };
  return { ...t, press };
}

describe('planner keys', () => {
  it('name keys as actions list them: modifiers first, Shift only with Ctrl or Cmd', () => {
    expect(keyName({ key: 'Z', ctrlKey: true, shiftKey: true })).toBe('mod+shift+z');
    expect(keyName({ key: 'z', metaKey: true })).toBe('mod+z');
    // Shift makes a letter a shortcut of its own (Shift+P, the floor plan, beside P, Planning).
    expect(keyName({ key: 'P', shiftKey: true })).toBe('shift+p');
    expect(keyName({ key: '/', shiftKey: true })).toBe('/');
    expect(keyName({ key: 'Escape' })).toBe('escape');
  });

  it('select every placed model with Ctrl/Cmd+A in Planning only', () => {
    const planning = keys('planning');
    expect(planning.press({ key: 'a', ctrlKey: true })).toBe('select-all');
    expect(planning.sent).toEqual([{ type: 'selectObjects', objectIds: ['chair-1', 'chair-2'] }]);
    // Elsewhere Ctrl+A is the browser's own (and A alone picks Annotate).
    expect(keys('draw').press({ key: 'a', ctrlKey: true })).toBeNull();
  });

  it('delete the selection with Delete in Planning when the page has the keyboard', () => {
    const planning = keys('planning');
    expect(planning.press('Delete')).toBeNull();
    planning.session.select({ ids: ['chair-1', 'chair-2'], type: null });
    expect(planning.press('Delete')).toBe('delete-selection');
    expect(planning.sent).toEqual([{ type: 'deletePlacedItems', instanceIds: ['chair-1', 'chair-2'] }]);
  });

  it('switch modes with V, M, A, D, P; M also starts measuring', () => {
    const k = keys('view');
    expect(['v', 'M', 'a', 'd', 'p'].map((key) => k.press(key))).toEqual([
      'mode.venue',
      'mode.measure',
      'mode.annotate',
      'mode.draw',
      'mode.planning',
    ]);
    expect(k.session.get().mode).toBe('planning');
    expect(k.sent).toContainEqual({ type: 'startCreation', kind: 'measurement', tool: 'measure' });
    expect(k.sent.filter((c) => c.type === 'setMode').map((c) => c.type === 'setMode' && c.mode)).toEqual([
      'view',
      'measure',
      'annotate',
      'draw',
      'planning',
    ]);
  });

  it('pick the tools 1–6 in Annotate and Draw (a capacity zone is a zone in both), and go to viewpoints 1–9 elsewhere', () => {
    const creation = (kind: string, tool: string) => ({ type: 'startCreation', kind, tool });
    const annotate = keys('annotate');
    expect([annotate.press('3'), annotate.press('5')]).toEqual(['tool.polygon', 'tool.capacityZone']);
    expect(annotate.sent).toEqual([
      creation('annotation', 'polygon'),
      creation('segmentation', 'capacityZone'),
    ]);
    expect(annotate.session.get().message).toBe('Selected Capacity zone tool');
    expect(annotate.press('6')).toBeNull();
    const draw = keys('draw');
    expect([draw.press('5'), draw.press('6')]).toEqual(['tool.capacityZone', 'tool.rectangleZone']);
    expect(draw.sent).toEqual([
      creation('segmentation', 'capacityZone'),
      creation('segmentation', 'rectangleZone'),
    ]);
    expect(draw.press('7')).toBeNull();
    const venue = keys('venue');
    expect(venue.press('7')).toBe('viewpoint.7');
    expect(venue.sent).toEqual([]);
    expect(venue.press('1')).toBe('viewpoint.1');
    expect(venue.sent[0]).toMatchObject({ type: 'goToViewpoint', viewpointId: 'v1' });
    expect(venue.session.get().message).toBe('Moved to View 1');
  });

  it('pick a mode’s own tool again when they come back to it', () => {
    const k = keys('draw');
    k.press('2');
    k.press('v');
    k.sent.length = 0;
    k.press('d');
    expect(k.sent).toEqual([
      { type: 'setMode', mode: 'draw' },
      { type: 'setTool', tool: 'line' },
    ]);
    expect(k.session.get().tool).toBe('line');
    k.press('a');
    expect(k.session.get().tool).toBeNull();
  });

  it('ignore keys while typing, except Escape, and keys with Ctrl/Cmd/Alt', () => {
    const k = keys('draw');
    expect(k.press('v', true)).toBeNull();
    expect(k.press('1', true)).toBeNull();
    expect(k.press({ key: 'z', ctrlKey: true }, true)).toBeNull();
    expect(k.press('Escape', true)).toBe('cancel-drawing');
    expect(k.press({ key: 'a', metaKey: true })).toBeNull();
    expect(k.press({ key: 'v', altKey: true })).toBeNull();
    expect(k.session.get().mode).toBe('draw');
  });

  it('cancel only a drawing in progress on Escape', () => {
    const k = keys('draw');
    k.press('Escape');
    expect(k.sent).toEqual([]);
    k.session.update({ drawingTool: 'line' });
    k.press('Escape');
    expect(k.sent).toEqual([{ type: 'cancelCreation' }]);
  });

  it('undo with Ctrl/Cmd+Z and redo with Ctrl/Cmd+Shift+Z or Ctrl+Y', () => {
    const k = keys('draw');
    expect(k.press({ key: 'z', ctrlKey: true })).toBe('undo');
    expect(k.press({ key: 'z', metaKey: true })).toBe('undo');
    expect(k.press({ key: 'Z', ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(k.press({ key: 'y', ctrlKey: true })).toBe('redo');
    expect(k.sent.map((c) => c.type)).toEqual(['undo', 'undo', 'redo', 'redo']);
  });

  it('toggle the overview (O), the right panel (L) and the library (B), and focus the search (/)', () => {
    const k = keys('venue');
    k.press('o');
    expect(k.session.get().overview).toBe(true);
    expect(k.sent).toEqual([{ type: 'setOverviewMode', args: [true, { axis: 'y', offset: 10 }] }]);
    k.press('l');
    expect(k.session.get().rightOpen).toBe(false);
    k.press('b');
    expect(k.session.get().libraryOpen).toBe(true);
    expect(k.press('/')).toBe('focus-search');
    expect(k.calls.focusSearch).toBe(1);
  });

  it('in a read-only plan, run only what looking needs', () => {
    const k = keys('venue');
    k.session.update({ readOnly: true });
    expect(k.press('d')).toBeNull();
    expect(k.press({ key: 'z', ctrlKey: true })).toBeNull();
    expect(k.press('b')).toBeNull();
    expect(k.press('o')).toBe('toggle-overview');
    expect(k.press('1')).toBe('viewpoint.1');
    expect(k.press('v')).toBe('mode.venue');
  });
});
