import { describe, expect, it } from 'vitest';
import { addTag, overviewHeight, sceneIdForFile, shortcutFor, VIEWER_MODE } from './planner-model.ts';

describe('planner shortcuts (spec venue-planner §2)', () => {
  it('switches modes with V, M, A, D, P and runs the other keys', () => {
    expect(['v', 'M', 'a', 'd', 'p'].map((key) => shortcutFor({ key }, 'view', false))).toEqual([
      { kind: 'mode', mode: 'venue' },
      { kind: 'mode', mode: 'measure' },
      { kind: 'mode', mode: 'annotate' },
      { kind: 'mode', mode: 'draw' },
      { kind: 'mode', mode: 'planning' },
    ]);
    expect(shortcutFor({ key: 'o' }, 'venue', false)).toEqual({ kind: 'toggleOverview' });
    expect(shortcutFor({ key: 'l' }, 'venue', false)).toEqual({ kind: 'toggleRightPanel' });
    expect(shortcutFor({ key: '/' }, 'venue', false)).toEqual({ kind: 'focusSearch' });
  });

  it('picks tools 1–5 in Annotate and Draw (a zone in Draw), viewpoints 1–9 elsewhere', () => {
    expect(shortcutFor({ key: '3' }, 'annotate', false)).toEqual({
      kind: 'tool',
      tool: 'polygon',
      creation: 'annotation',
    });
    expect(shortcutFor({ key: '5' }, 'annotate', false)).toEqual({
      kind: 'tool',
      tool: 'capacityZone',
      creation: 'annotation',
    });
    expect(shortcutFor({ key: '5' }, 'draw', false)).toEqual({
      kind: 'tool',
      tool: 'capacityZone',
      creation: 'segmentation',
    });
    expect(shortcutFor({ key: '7' }, 'draw', false)).toBeNull();
    expect(shortcutFor({ key: '7' }, 'venue', false)).toEqual({ kind: 'viewpoint', index: 6 });
  });

  it('ignores keys while typing, except Escape, and keys with Ctrl/Cmd/Alt', () => {
    expect(shortcutFor({ key: 'v' }, 'venue', true)).toBeNull();
    expect(shortcutFor({ key: '1' }, 'venue', true)).toBeNull();
    expect(shortcutFor({ key: 'Escape' }, 'draw', true)).toEqual({ kind: 'cancelDrawing' });
    expect(shortcutFor({ key: 'z', ctrlKey: true }, 'draw', true)).toBeNull();
    expect(shortcutFor({ key: 'a', metaKey: true }, 'draw', false)).toBeNull();
    expect(shortcutFor({ key: 'v', altKey: true }, 'draw', false)).toBeNull();
  });

  it('undoes with Ctrl/Cmd+Z and redoes with Ctrl/Cmd+Shift+Z or Ctrl+Y', () => {
    expect(shortcutFor({ key: 'z', ctrlKey: true }, 'draw', false)).toEqual({ kind: 'undo' });
    expect(shortcutFor({ key: 'z', metaKey: true }, 'venue', false)).toEqual({ kind: 'undo' });
    expect(shortcutFor({ key: 'Z', ctrlKey: true, shiftKey: true }, 'draw', false)).toEqual({ kind: 'redo' });
    expect(shortcutFor({ key: 'y', ctrlKey: true }, 'draw', false)).toEqual({ kind: 'redo' });
  });

  it('maps Venue and View to the viewer’s view mode', () => {
    expect(VIEWER_MODE.venue).toBe('view');
    expect(VIEWER_MODE.view).toBe('view');
    expect(VIEWER_MODE.draw).toBe('draw');
  });
});

describe('overview height (spec §5)', () => {
  it('keeps 0 to 30 in steps of 0.5 and reads non-numeric input as 0', () => {
    expect(overviewHeight('12.5')).toBe(12.5);
    expect(overviewHeight('12.3')).toBe(12.5);
    expect(overviewHeight('45')).toBe(30);
    expect(overviewHeight('-3')).toBe(0);
    expect(overviewHeight('abc')).toBe(0);
    expect(overviewHeight('')).toBe(0);
  });
});

describe('scene id of a scene file', () => {
  it('is a valid module segment, stable, and different for two files of the same name', () => {
    const a = sceneIdForFile('alice/p1/main/user-upload/Grand Hall (v2).ply');
    expect(a).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(a.startsWith('Grand_Hall_v2_-')).toBe(true);
    expect(sceneIdForFile('alice/p1/main/user-upload/Grand Hall (v2).ply')).toBe(a);
    expect(sceneIdForFile('alice/p1/other/user-upload/Grand Hall (v2).ply')).not.toBe(a);
    expect(sceneIdForFile(`x/${'long-name'.repeat(20)}.splat`)).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });
});

describe('tags (spec §5)', () => {
  it('adds trimmed, non-empty tags without duplicates', () => {
    expect(addTag(['stage'], '  bar ')).toEqual(['stage', 'bar']);
    expect(addTag(['stage'], 'stage')).toEqual(['stage']);
    expect(addTag(['stage'], '   ')).toEqual(['stage']);
  });
});
