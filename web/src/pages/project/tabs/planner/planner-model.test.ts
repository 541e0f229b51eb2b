import { describe, expect, it } from 'vitest';
import { addTag, overviewHeight, sceneIdForFile, VIEWER_MODE } from './planner-model.ts';

describe('planner modes (spec venue-planner §4)', () => {
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
