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

  it('lists the tools in toolbar order', () => {
    expect(names(plannerTools)).toEqual([
      'point',
      'line',
      'polygon',
      'boundingBox',
      'capacityZone',
      'measure',
      'calibrate',
      'level',
    ]);
  });

  it('describes each tool as the protocol allows', () => {
    for (const { description } of plannerTools)
      expect(plannerToolDescriptionSchema.parse(description)).toEqual(description);
  });

  it('gives each page mode the tools of its toolbar, the drawing tools keys 1–5', () => {
    const drawing = ['point', 'line', 'polygon', 'boundingBox', 'capacityZone'];
    const toolbar = plannerModes.map((mode) => `${mode}: ${inMode(mode).join(', ')}`);
    expect(toolbar).toEqual([
      'venue: calibrate, level',
      'measure: measure, calibrate, level',
      `annotate: ${drawing.join(', ')}`,
      `draw: ${drawing.join(', ')}`,
      'planning: ',
      'view: ',
    ]);
    const keys = plannerTools
      .filter((tool) => tool.description.key)
      .map((t) => [t.description.name, t.description.key]);
    expect(keys).toEqual(drawing.map((name, i) => [name, i + 1]));
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
