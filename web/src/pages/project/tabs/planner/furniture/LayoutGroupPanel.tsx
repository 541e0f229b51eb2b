/**
 * The right panel's view of a selected layout group (issue #26): what it is and how many seats and
 * tables it holds, and its parameters — a row's count, gap, facing and bend, a block's rows, columns,
 * spacing and aisles, a set's chairs and style, a fill's style, spacing and clearance. A changed value
 * re-makes the group in the viewer (one undoable edit); 'Ungroup' (a fill: 'Detach') makes its items
 * plain. A fill is edited the same way from its zone's panel.
 */
import { type FormEvent, useId, useState } from 'react';
import type { LayoutSpec } from '#protocol/index.ts';
import { usePlanner } from '../session/planner-context.tsx';
import { FillStyleSelect } from './FillStyleSelect.tsx';
import type { LayoutGroup } from './layout-groups.ts';

const KIND_TITLES: Record<LayoutSpec['kind'], string> = {
  row: 'Chair row',
  block: 'Chair block',
  set: 'Table set',
  fill: 'Zone fill',
};

const field = 'w-full rounded-md border border-zinc-300 px-2 py-1 text-sm';
const button =
  'rounded-md border border-zinc-300 px-2.5 py-1 text-sm font-medium text-zinc-700 hover:bg-zinc-50';

/** A number typed in the panel: whole numbers from 1 (counts) or 0 (aisle spacing), else meters ≥ 0. */
interface NumberSpec {
  label: string;
  value: number;
  whole?: boolean;
  min: number;
  max: number;
  commit(value: number): void;
}

function rangeError({ whole, min, max }: NumberSpec) {
  return whole ? `Enter a whole number from ${min} to ${max}` : `Enter a number from ${min} to ${max}`;
}

/** A number field that changes the group when the value is committed (Enter or leaving the field). */
function NumberField(spec: NumberSpec) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState('');
  const commit = () => {
    if (text === null) return;
    const value = Number(text.trim().replace(',', '.'));
    const valid =
      text.trim() !== '' &&
      Number.isFinite(value) &&
      value >= spec.min &&
      value <= spec.max &&
      (!spec.whole || Number.isInteger(value));
    if (!valid) return setError(rangeError(spec));
    setError('');
    setText(null);
    if (value !== spec.value) spec.commit(value);
  };
  return (
    <div className="flex flex-col gap-0.5 text-xs font-medium text-zinc-600">
      <label htmlFor={id}>{spec.label}</label>
      <input
        id={id}
        className={field}
        inputMode={spec.whole ? 'numeric' : 'decimal'}
        value={text ?? String(Number(spec.value.toFixed(3)))}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setError('');
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      {error ? (
        <p role="alert" className="text-[11px] text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Edit = (layout: LayoutSpec) => void;

/** The fields of each kind, each changing one parameter. */
function LayoutFields({ layout, edit, seats }: { layout: LayoutSpec; edit: Edit; seats: number }) {
  const meters = (label: string, value: number, key: string, max = 20): NumberSpec => ({
    label,
    value,
    min: 0,
    max,
    commit: (v) => edit({ ...layout, [key]: v } as LayoutSpec),
  });
  const whole = (label: string, value: number, key: string, max: number, min = 1): NumberSpec => ({
    ...meters(label, value, key, max),
    whole: true,
    min,
  });
  switch (layout.kind) {
    case 'row':
      return (
        <>
          {/* A row drawn by its ends holds as many as fit: the field shows how many that is. */}
          <NumberField {...whole('Chairs', layout.count ?? seats, 'count', 500)} />
          <NumberField {...meters('Gap (m)', layout.gap, 'gap', 5)} />
          <NumberField {...{ ...meters('Bend (m)', layout.bend, 'bend', 50), min: -50 }} />
          <button type="button" className={button} onClick={() => edit({ ...layout, flip: !layout.flip })}>
            Flip
          </button>
        </>
      );
    case 'block':
      return (
        <>
          <NumberField {...whole('Rows', layout.rows, 'rows', 100)} />
          <NumberField {...whole('Columns', layout.columns, 'columns', 100)} />
          <NumberField {...meters('Row spacing (m)', layout.rowSpacing, 'rowSpacing', 10)} />
          <NumberField {...meters('Seat gap (m)', layout.seatGap, 'seatGap', 5)} />
          <NumberField {...whole('Aisle every (seats)', layout.aisleEvery, 'aisleEvery', 100, 0)} />
          <NumberField {...meters('Aisle width (m)', layout.aisleWidth, 'aisleWidth')} />
        </>
      );
    case 'set':
      return (
        <>
          <NumberField {...whole('Chairs', layout.count, 'count', 40)} />
          {layout.table.shape === 'rectangular' ? (
            <label className="flex items-center gap-2 text-sm text-zinc-700">
              <input
                type="checkbox"
                checked={layout.ends}
                onChange={(e) => edit({ ...layout, ends: e.target.checked })}
              />
              Chairs at the ends
            </label>
          ) : (
            <label className="flex items-center gap-2 text-sm text-zinc-700">
              <input
                type="checkbox"
                checked={layout.style === 'cabaret'}
                onChange={(e) => edit({ ...layout, style: e.target.checked ? 'cabaret' : 'round' })}
              />
              Cabaret (open to the front)
            </label>
          )}
        </>
      );
    case 'fill':
      return <FillFields layout={layout} edit={edit} />;
  }
}

function FillFields({ layout, edit }: { layout: Extract<LayoutSpec, { kind: 'fill' }>; edit: Edit }) {
  const meters = (label: string, value: number, key: string): NumberSpec => ({
    label,
    value,
    min: 0,
    max: 20,
    commit: (v) => edit({ ...layout, [key]: v }),
  });
  return (
    <>
      <FillStyleSelect label="Style" value={layout.style} onChange={(style) => edit({ ...layout, style })} />
      <NumberField
        {...{
          ...meters('Seats per table', layout.seatsPerTable, 'seatsPerTable'),
          whole: true,
          min: 1,
          max: 40,
        }}
      />
      <NumberField {...meters('Aisle width (m)', layout.aisleWidth, 'aisleWidth')} />
      <NumberField {...meters('Clearance from the edge (m)', layout.clearance, 'clearance')} />
    </>
  );
}

export function LayoutGroupPanel({ group }: { group: LayoutGroup }) {
  const { controller } = usePlanner();
  const { layout, groupId } = group;
  const edit = (next: LayoutSpec) => controller.send({ type: 'placeLayout', groupId, layout: next });
  const noSubmit = (e: FormEvent) => e.preventDefault();
  return (
    <section aria-label="Selected group" className="flex flex-col gap-2 text-sm text-zinc-700">
      <h3 className="font-semibold text-zinc-900">{layout ? KIND_TITLES[layout.kind] : 'Group'}</h3>
      <p data-testid="group-counts">
        {group.seats} {group.seats === 1 ? 'chair' : 'chairs'}
        {group.tables > 0 ? `, ${group.tables} ${group.tables === 1 ? 'table' : 'tables'}` : ''}
      </p>
      {layout ? (
        <form onSubmit={noSubmit} noValidate className="grid grid-cols-2 gap-2" aria-label="Group parameters">
          <LayoutFields layout={layout} edit={edit} seats={group.seats} />
        </form>
      ) : null}
      <button
        type="button"
        className={button}
        onClick={() => controller.send({ type: 'ungroupLayout', groupId })}
      >
        {layout?.kind === 'fill' ? 'Detach' : 'Ungroup'}
      </button>
    </section>
  );
}
