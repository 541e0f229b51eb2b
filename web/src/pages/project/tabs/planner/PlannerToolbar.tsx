/**
 * The planner's toolbar (spec venue-planner.md §2): the six modes, the tools of the current mode,
 * Units (Feet or Meters), the Overview toggle with its Height slider and number, undo and redo.
 */
import { Redo2, Undo2 } from 'lucide-react';
import type { MeasurementUnits, PlannerTool } from '#protocol/index.ts';
import { cn } from '../../../../components/ui/cn.ts';
import {
  MODE_LABEL,
  OVERVIEW_HEIGHT,
  PLANNER_MODES,
  type PlannerMode,
  TOOL_LABEL,
  TOOLS_OF_MODE,
} from './planner-model.ts';

const toggle = (on: boolean) =>
  cn(
    'h-8 rounded-md px-2 text-sm font-medium transition-colors disabled:opacity-50',
    on ? 'bg-indigo-600 text-white' : 'text-zinc-700 hover:bg-zinc-100',
  );

export interface ToolbarProps {
  mode: PlannerMode;
  tool: PlannerTool | null;
  drawingTool: PlannerTool | null;
  units: MeasurementUnits;
  overview: boolean;
  overviewHeight: number;
  canUndo: boolean;
  canRedo: boolean;
  onMode(mode: PlannerMode): void;
  onTool(tool: PlannerTool): void;
  onUnits(units: MeasurementUnits): void;
  onOverview(on: boolean): void;
  onOverviewHeight(value: string): void;
  onUndo(): void;
  onRedo(): void;
}

export function PlannerToolbar(p: ToolbarProps) {
  const tools = TOOLS_OF_MODE[p.mode];
  return (
    <div
      role="toolbar"
      aria-label="Planner tools"
      className="flex flex-wrap items-center gap-x-2 gap-y-2 border-b border-zinc-200 bg-white px-2 py-2"
    >
      <fieldset aria-label="Mode" className="flex gap-0.5 rounded-lg bg-zinc-50 p-0.5">
        {PLANNER_MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={p.mode === mode}
            className={toggle(p.mode === mode)}
            onClick={() => p.onMode(mode)}
          >
            {MODE_LABEL[mode]}
          </button>
        ))}
      </fieldset>
      {tools.length > 0 ? (
        <fieldset aria-label="Tool" className="flex gap-0.5 border-l border-zinc-200 pl-2">
          {tools.map((tool) => (
            <button
              key={tool}
              type="button"
              aria-pressed={p.tool === tool}
              disabled={p.drawingTool === tool}
              className={toggle(p.tool === tool)}
              onClick={() => p.onTool(tool)}
            >
              {TOOL_LABEL[tool]}
            </button>
          ))}
        </fieldset>
      ) : null}
      <div className="flex gap-0.5 border-l border-zinc-200 pl-2">
        <button
          type="button"
          aria-label="Undo"
          title="Undo"
          disabled={!p.canUndo}
          className={toggle(false)}
          onClick={p.onUndo}
        >
          <Undo2 className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          aria-label="Redo"
          title="Redo"
          disabled={!p.canRedo}
          className={toggle(false)}
          onClick={p.onRedo}
        >
          <Redo2 className="size-4" aria-hidden />
        </button>
      </div>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-1.5 text-sm text-zinc-700">
          Units
          <select
            value={p.units}
            onChange={(e) => p.onUnits(e.target.value as MeasurementUnits)}
            className="h-8 rounded-md border border-zinc-300 bg-white px-2 text-sm"
          >
            <option value="feet">Feet</option>
            <option value="meters">Meters</option>
          </select>
        </label>
        <label className="flex items-center gap-1.5 text-sm text-zinc-700">
          <input type="checkbox" checked={p.overview} onChange={(e) => p.onOverview(e.target.checked)} />
          Overview
        </label>
        {p.overview ? (
          <div className="flex items-center gap-1.5 text-sm text-zinc-700">
            <label className="flex items-center gap-1.5">
              Height
              <input
                type="range"
                min={OVERVIEW_HEIGHT.min}
                max={OVERVIEW_HEIGHT.max}
                step={OVERVIEW_HEIGHT.step}
                value={p.overviewHeight}
                onChange={(e) => p.onOverviewHeight(e.target.value)}
                className="w-24"
              />
            </label>
            <input
              type="number"
              aria-label="Height in meters"
              min={OVERVIEW_HEIGHT.min}
              max={OVERVIEW_HEIGHT.max}
              step={OVERVIEW_HEIGHT.step}
              value={p.overviewHeight}
              onChange={(e) => p.onOverviewHeight(e.target.value)}
              className="h-8 w-16 rounded-md border border-zinc-300 px-2 text-sm"
            />
            <span>m</span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
