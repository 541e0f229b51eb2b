/**
 * Every planner tool, collected: each `*-tool.ts` file beside this one exports its tool, and Vite (and
 * vitest) gather those files here when they build, so a new tool is one new file and its test, with
 * nothing to register by hand. The composition root (app/create-planner.ts) hands them to the planner.
 */
import type { Tool } from '../planner/tool.ts';

const isTool = (value: unknown): value is Tool =>
  typeof value === 'object' &&
  value !== null &&
  'description' in value &&
  typeof (value as Partial<Tool>).complete === 'function';

/** The tools the modules export, in toolbar order; a module without a tool or a name used twice throws. */
export function collectTools(modules: Record<string, Record<string, unknown>>): Tool[] {
  const tools: Tool[] = [];
  for (const [path, exports] of Object.entries(modules)) {
    const found = Object.values(exports).filter(isTool);
    if (found.length === 0) throw new Error(`${path} exports no planner tool`);
    tools.push(...found);
  }
  const names = new Set<string>();
  for (const { description } of tools) {
    if (names.has(description.name)) throw new Error(`Two planner tools are named ${description.name}`);
    names.add(description.name);
  }
  return tools.sort((a, b) => a.order - b.order || a.description.name.localeCompare(b.description.name));
}

export const plannerTools: readonly Tool[] = collectTools(
  import.meta.glob<Record<string, unknown>>('./*-tool.ts', { eager: true }),
);
