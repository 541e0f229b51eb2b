/** The zone fill's style picker ('Theatre' … 'U-shape'), labelled, for the zone panel and the fill's own. */
import { useId } from 'react';
import { FILL_STYLE_LABELS, type FillStyle, fillStyles } from '#venue/layout/zone-fill.ts';

export function FillStyleSelect(props: {
  label: string;
  value: FillStyle;
  onChange(style: FillStyle): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-1 flex-col gap-0.5 text-xs font-medium text-zinc-600">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        className="w-full rounded-md border border-zinc-300 px-2 py-1 text-sm"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as FillStyle)}
      >
        {fillStyles.map((style) => (
          <option key={style} value={style}>
            {FILL_STYLE_LABELS[style]}
          </option>
        ))}
      </select>
    </div>
  );
}
