/**
 * The planner's toolbar (spec venue-planner.md §2): the six modes, the tools of the current mode,
 * Units (Feet or Meters), the Overview toggle with its Height slider and number, undo and redo — its
 * buttons drawn from the page's action registry, its controls reading the planner session — on
 * one line at any width: tools are icons (named for screen readers and by their tooltip) unless there
 * is room for their labels, and when even that does not fit, Units and Overview move into a
 * 'Display options' menu.
 */
import { SlidersHorizontal } from 'lucide-react';
import { type ChangeEvent, useLayoutEffect, useState } from 'react';
import type { MeasurementUnits } from '#protocol/index.ts';
import { cn } from '../../../../components/ui/cn.ts';
import { Popover } from '../../../../components/ui/Popover.tsx';
import { type PlannerAction, runnable } from './actions/planner-actions.ts';
import { OVERVIEW_HEIGHT } from './planner-model.ts';
import { usePlanner, useSessionValue } from './session/planner-context.tsx';
import type { PlannerSessionState } from './session/planner-session.ts';
import { useElementWidth } from './useElementWidth.ts';

const toggle = (on: boolean, tight = false) =>
  cn(
    'flex h-8 shrink-0 items-center gap-1 rounded-md text-sm font-medium whitespace-nowrap transition-colors disabled:opacity-50',
    tight ? 'px-1.5' : 'px-2',
    on ? 'bg-indigo-600 text-white' : 'text-zinc-700 hover:bg-zinc-100',
  );

/**
 * Toolbar widths (px) from which tool labels show, and below which Units and Overview fold into a menu.
 * A first guess: when the content still overflows (overview height on, the Draw tools), the toolbar
 * steps down (labels → icons → menu) until it fits.
 */
const TOOLBAR_LABELS_FROM = 1180;
const TOOLBAR_MENU_BELOW = 900;
type Level = 0 | 1 | 2;

interface DisplayProps {
  units: MeasurementUnits;
  overview: boolean;
  overviewHeight: number;
  onUnits(units: MeasurementUnits): void;
  onOverview(on: boolean): void;
  onOverviewHeight(value: string): void;
}

/** Units, Overview and (when overview is on) its height: inline, or inside the menu (`stacked`). */
function DisplayControls({ p, stacked, labels }: { p: DisplayProps; stacked: boolean; labels: boolean }) {
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
          aria-label="Units"
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
          {/* Compact, the number box alone: a 40 px slider was too short to drag and cost the Draw tools their room. */}
          {labels || stacked ? (
            <label className="flex items-center gap-1.5">
              <span>Height</span>
              <input type="range" {...height} className="w-24" />
            </label>
          ) : null}
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

/** An action's button: pressed and disabled as the session says; tools show their label when there is room. */
function ActionButton(props: {
  action: PlannerAction;
  state: PlannerSessionState;
  labels: boolean;
  tight?: boolean;
}) {
  const { action, state } = props;
  const Icon = action.icon;
  const pressed = action.pressed?.(state);
  const text = !Icon || (props.labels && action.group === 'tool') || action.labelled?.(state);
  const tip = action.hint ? `${action.label}: ${action.hint}` : action.label;
  return (
    <button
      type="button"
      aria-label={Icon ? action.label : undefined}
      title={Icon ? tip : undefined}
      aria-pressed={pressed}
      disabled={action.disabled?.(state) || !runnable(action, state)}
      className={toggle(pressed === true, props.tight)}
      onClick={() => action.onSelect('toolbar')}
    >
      {Icon ? <Icon className="size-4" aria-hidden /> : null}
      {text ? <span>{action.label}</span> : null}
    </button>
  );
}

export function PlannerToolbar() {
  const { controller, actions } = usePlanner();
  const state = useSessionValue((s) => s);
  const [ref, width, element] = useElementWidth<HTMLDivElement>();
  // Before the first measurement (width 0) lay out compactly.
  const guess: Level = width >= TOOLBAR_LABELS_FROM ? 0 : width > 0 && width < TOOLBAR_MENU_BELOW ? 2 : 1;
  // What overflowed at this width with this content steps down one level (up to the menu).
  const content = `${state.mode}|${state.overview}|${state.tools.length}`;
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
  const inGroup = (group: PlannerAction['group']) =>
    actions.filter((a) => a.group === group && (a.available?.(state) ?? true));
  const tools = inGroup('tool').filter((a) => !a.section);
  const sections = new Map<string, PlannerAction[]>();
  for (const a of inGroup('tool'))
    if (a.section) sections.set(a.section, [...(sections.get(a.section) ?? []), a]);
  const display: DisplayProps = {
    units: state.units,
    overview: state.overview,
    overviewHeight: state.overviewHeight,
    onUnits: (units) => controller.setUnits(units),
    onOverview: (on) => controller.setOverview(on),
    onOverviewHeight: (value) => controller.setOverviewHeight(value),
  };
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
        {inGroup('mode').map((action) => (
          <ActionButton key={action.id} action={action} state={state} labels={labels} tight={!labels} />
        ))}
      </fieldset>
      {tools.length > 0 ? (
        <fieldset aria-label="Tool" className="flex shrink-0 gap-0.5 border-l border-zinc-200 pl-2">
          {tools.map((action) => (
            <ActionButton key={action.id} action={action} state={state} labels={labels} tight={!labels} />
          ))}
        </fieldset>
      ) : null}
      {[...sections].map(([section, actions]) => (
        <fieldset
          key={section}
          aria-label={section}
          className="flex shrink-0 gap-0.5 border-l border-zinc-200 pl-2"
        >
          {actions.map((action) => (
            <ActionButton key={action.id} action={action} state={state} labels={labels} tight={!labels} />
          ))}
        </fieldset>
      ))}
      <div className="flex shrink-0 gap-0.5 border-l border-zinc-200 pl-2">
        {inGroup('history').map((action) => (
          <ActionButton key={action.id} action={action} state={state} labels={labels} tight={!labels} />
        ))}
      </div>
      <div className="ml-auto flex shrink-0 items-center">
        {menu ? (
          <Popover
            label="Display options"
            className="p-3"
            trigger={
              <button
                type="button"
                aria-label="Display options"
                title="Display options"
                className={toggle(false)}
              >
                <SlidersHorizontal className="size-4" aria-hidden />
                <span className="text-xs text-zinc-500">{state.units === 'feet' ? 'ft' : 'm'}</span>
              </button>
            }
          >
            <DisplayControls p={display} stacked labels />
          </Popover>
        ) : (
          <DisplayControls p={display} stacked={false} labels={labels} />
        )}
      </div>
    </div>
  );
}
