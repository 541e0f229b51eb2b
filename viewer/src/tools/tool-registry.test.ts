/**
 * The tool registry: every `*-tool.ts` file here is a registered tool with nothing else to edit, in
 * toolbar order, described as the protocol allows and as the planner page's toolbar shows it today.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type PlannerMode, plannerModes, plannerToolDescriptionSchema } from '../../protocol/index.ts';
import type { Tool } from '../planner/tool.ts';
import { collectTools, plannerTools } from './tool-registry.ts';

/** The tools the planner page had before it read the viewer's descriptions, in its toolbar's order. */
const TODAY = ['point', 'line', 'polygon', 'boundingBox', 'capacityZone', 'measure', 'level', 'calibrate'];
const names = (tools: readonly Tool[]) => tools.map((tool) => tool.description.name);
const inMode = (mode: PlannerMode) =>
  names(plannerTools.filter((tool) => tool.description.modes.includes(mode)));

describe('tool registry', () => {
  it('registers the tool of every *-tool.ts file beside it', async () => {
    const folder = fileURLToPath(new URL('.', import.meta.url));
    const files = readdirSync(folder).filter((file) => file.endsWith('-tool.ts'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const exports: Record<string, unknown> = await import(`./${file}`);
      for (const tool of Object.values(exports)) expect(plannerTools, file).toContain(tool);
    }
    expect(plannerTools).toHaveLength(files.length);
  });

  // Today's tools keep the places, modes and keys the page had; a new tool takes its own without
  // changing these tests (unless it takes a key another tool of its mode has).
  it('keeps today’s tools in toolbar order', () => {
    expect(names(plannerTools).filter((name) => TODAY.includes(name))).toEqual(TODAY);
  });

  it('describes each tool as the protocol allows', () => {
    for (const { description } of plannerTools)
      expect(plannerToolDescriptionSchema.parse(description)).toEqual(description);
  });

  it('gives each page mode today’s tools of its toolbar', () => {
    const drawing = TODAY.slice(0, 5).join(', ');
    const toolbar = plannerModes.map(
      (mode) =>
        `${mode}: ${inMode(mode)
          .filter((n) => TODAY.includes(n))
          .join(', ')}`,
    );
    expect(toolbar).toEqual([
      'venue: level, calibrate',
      'measure: measure, level, calibrate',
      `annotate: ${drawing}`,
      `draw: ${drawing}`,
      'planning: ',
      'view: ',
    ]);
  });

  it('gives the drawing tools the keys 1–5, and no two tools of a mode one key', () => {
    const keyOf = (name: string) =>
      plannerTools.find((tool) => tool.description.name === name)?.description.key;
    expect(TODAY.map(keyOf)).toEqual([1, 2, 3, 4, 5, undefined, undefined, undefined]);
    for (const mode of plannerModes) {
      const keys = plannerTools.filter((t) => t.description.modes.includes(mode) && t.description.key);
      expect(new Set(keys.map((t) => t.description.key)).size, mode).toBe(keys.length);
    }
  });

  it('collects a new tool module, and refuses a module without a tool or a name taken twice', () => {
    const note = {
      ...plannerTools[0],
      description: { name: 'note', label: 'Note', modes: [] },
      order: 15,
    } as Tool;
    const point = plannerTools[0] as Tool;
    expect(names(collectTools({ './point-tool.ts': { point }, './note-tool.ts': { note } }))).toEqual([
      'point',
      'note',
    ]);
    expect(() => collectTools({ './empty-tool.ts': { helper: 1 } })).toThrow(
      './empty-tool.ts exports no planner tool',
    );
    expect(() => collectTools({ './a-tool.ts': { point }, './b-tool.ts': { again: { ...point } } })).toThrow(
      'Two planner tools are named point',
    );
  });
});
