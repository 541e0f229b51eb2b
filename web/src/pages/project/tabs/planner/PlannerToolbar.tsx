/**
 * The planner's toolbar (spec venue-planner.md §2): the six modes, the tools of the current mode,
 * Units (Feet or Meters), the Overview toggle with its Height slider and number, undo and redo — on
 * one line at any width: tools are icons (named for screen readers and by their tooltip) unless there
 * is room for their labels, and when even that does not fit, Units and Overview move into a
 * 'Display options' menu.
 */
import * as Popover from '@radix-ui/react-popover';
import {
  Box,
  Circle,
  Crosshair,
  Grid3x3,
  type LucideIcon,
  MapPin,
  Pentagon,
  Redo2,
  Ruler,
  SlidersHorizontal,
  Spline,
  Undo2,
  Users,
} from 'lucide-react';
import { type ChangeEvent, useLayoutEffect, useState } from 'react';
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
import { useElementWidth } from './useElementWidth.ts';

const toggle = (on: boolean, tight = false) =>
  cn(
    'flex h-8 shrink-0 items-center gap-1 rounded-md text-sm font-medium whitespace-nowrap transition-colors disabled:opacity-50',
    tight ? 'px-1.5' : 'px-2',
    on ? 'bg-indigo-600 text-white' : 'text-zinc-700 hover:bg-zinc-100',
  );

const TOOL_ICON: Record<PlannerTool, LucideIcon> = {
  point: MapPin,
  line: Spline,
  polygon: Pentagon,
  boundingBox: Box,
  capacityZone: Users,
  measure: Ruler,
  calibrate: Crosshair,
  level: Grid3x3,
};

/**
 * Toolbar widths (px) from which tool labels show, and below which Units and Overview fold into a menu.
 * A first guess: when the content still overflows (overview height on, the Draw tools), the toolbar
 * steps down (labels → icons → menu) until it fits.
 */
const TOOLBAR_LABELS_FROM = 1180;
const TOOLBAR_MENU_BELOW = 900;
type Level = 0 | 1 | 2;

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

/** Units, Overview and (when overview is on) its height: inline, or inside the menu (`stacked`). */
function DisplayControls({ p, stacked, labels }: { p: ToolbarProps; stacked: boolean; labels: boolean }) {
  /** The overview height's slider and number box edit the same value over the same range. */
  const height = {
    min: OVERVIEW_HEIGHT.min,
    max: OVERVIEW_HEIGHT.max,
    step: OVERVIEW_HEIGHT.step,
    value: p.overviewHeight,
    onChange: (e: ChangeEvent<HTMLInputElement>) => p.onOverviewHeight(e.target.value),
  };
  return (
    <div
      className={cn(
        'flex items-center',
        stacked ? 'flex-col items-start gap-3' : labels ? 'gap-2' : 'gap-1.5',
      )}
    >
      <label className="flex items-center gap-1.5 text-sm text-zinc-700">
        <span className={cn(!labels && !stacked && 'sr-only')}>Units</span>
        <select
          value={p.units}
          onChange={(e) => p.onUnits(e.target.value as MeasurementUnits)}
          className="h-8 rounded-md border border-zinc-300 bg-white px-1 text-sm"
        >
          <option value="feet">Feet</option>
          <option value="meters">Meters</option>
        </select>
      </label>
      <label className="flex items-center gap-1.5 text-sm whitespace-nowrap text-zinc-700">
        <input type="checkbox" checked={p.overview} onChange={(e) => p.onOverview(e.target.checked)} />
        Overview
      </label>
      {p.overview ? (
        <div className="flex items-center gap-1.5 text-sm text-zinc-700">
          <label className="flex items-center gap-1.5">
            <span className={cn(!labels && !stacked && 'sr-only')}>Height</span>
            <input type="range" {...height} className={labels || stacked ? 'w-24' : 'w-10'} />
          </label>
          <input
            type="number"
            aria-label="Height in meters"
            title="Height in meters"
            {...height}
            className="h-8 w-16 rounded-md border border-zinc-300 px-1.5 text-sm"
          />
          {labels || stacked ? <span>m</span> : null}
        </div>
      ) : null}
    </div>
  );
}

export function PlannerToolbar(p: ToolbarProps) {
  const [ref, width, element] = useElementWidth<HTMLDivElement>();
  // Before the first measurement (width 0) lay out compactly.
  const guess: Level = width >= TOOLBAR_LABELS_FROM ? 0 : width > 0 && width < TOOLBAR_MENU_BELOW ? 2 : 1;
  // What overflowed at this width with this content steps down one level (up to the menu).
  const content = `${p.mode}|${p.overview}`;
  const [stepped, setStepped] = useState<{ content: string; width: number; level: Level } | null>(null);
  const level: Level =
    stepped && stepped.content === content && width <= stepped.width
      ? (Math.max(guess, stepped.level) as Level)
      : guess;
  useLayoutEffect(() => {
    if (!element || width === 0 || level === 2) return;
    if (element.scrollWidth > element.clientWidth + 1)
      setStepped({ content, width, level: (level + 1) as Level });
  });
  const labels = level === 0;
  const menu = level === 2;
  const tools = TOOLS_OF_MODE[p.mode];
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label="Planner tools"
      data-layout={labels ? 'labels' : menu ? 'menu' : 'compact'}
      className={cn(
        'flex flex-nowrap items-center overflow-hidden border-b border-zinc-200 bg-white px-2 py-2',
        labels ? 'gap-2' : 'gap-1.5',
      )}
    >
      <fieldset aria-label="Mode" className="flex shrink-0 gap-0.5 rounded-lg bg-zinc-50 p-0.5">
        {PLANNER_MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={p.mode === mode}
            className={toggle(p.mode === mode, !labels)}
            onClick={() => p.onMode(mode)}
          >
            {MODE_LABEL[mode]}
          </button>
        ))}
      </fieldset>
      {tools.length > 0 ? (
        <fieldset aria-label="Tool" className="flex shrink-0 gap-0.5 border-l border-zinc-200 pl-2">
          {tools.map((tool) => {
            const Icon = TOOL_ICON[tool] ?? Circle;
            return (
              <button
                key={tool}
                type="button"
                aria-label={TOOL_LABEL[tool]}
                title={TOOL_LABEL[tool]}
                aria-pressed={p.tool === tool}
                disabled={p.drawingTool === tool}
                className={toggle(p.tool === tool)}
                onClick={() => p.onTool(tool)}
              >
                <Icon className="size-4" aria-hidden />
                {labels ? <span>{TOOL_LABEL[tool]}</span> : null}
              </button>
            );
          })}
        </fieldset>
      ) : null}
      <div className="flex shrink-0 gap-0.5 border-l border-zinc-200 pl-2">
        {(
          [
            ['Undo', Undo2, p.canUndo, p.onUndo],
            ['Redo', Redo2, p.canRedo, p.onRedo],
          ] as const
        ).map(([label, Icon, enabled, onClick]) => (
          <button
            key={label}
            type="button"
            aria-label={label}
            title={label}
            disabled={!enabled}
            className={toggle(false)}
            onClick={onClick}
          >
            <Icon className="size-4" aria-hidden />
          </button>
        ))}
      </div>
      <div className="ml-auto flex shrink-0 items-center">
        {menu ? (
          <Popover.Root>
            <Popover.Trigger asChild>
              <button
                type="button"
                aria-label="Display options"
                title="Display options"
                className={toggle(false)}
              >
                <SlidersHorizontal className="size-4" aria-hidden />
                <span className="text-xs text-zinc-500">{p.units === 'feet' ? 'ft' : 'm'}</span>
              </button>
            </Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                align="end"
                sideOffset={6}
                aria-label="Display options"
                className="z-50 rounded-lg border border-zinc-200 bg-white p-3 shadow-lg"
              >
                <DisplayControls p={p} stacked labels />
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        ) : (
          <DisplayControls p={p} stacked={false} labels={labels} />
        )}
      </div>
    </div>
  );
}
