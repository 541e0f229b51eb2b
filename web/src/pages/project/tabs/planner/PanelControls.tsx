/**
 * Controls shared by the planner side panels: the search box atop each panel (annotations, scenes,
 * spaces & zones, asset library), a labelled `type="search"` input that reports its text as typed.
 */
import { Trash2 } from 'lucide-react';
import type { Ref } from 'react';

export function PanelSearchField(p: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}) {
  return (
    <input
      ref={p.inputRef}
      type="search"
      aria-label={p.label}
      placeholder={p.placeholder ?? `${p.label}...`}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      className={p.className ?? 'h-8 rounded-md border border-zinc-300 px-2.5 text-sm'}
    />
  );
}

/** The small trash button at the end of a panel row (an annotation, a viewpoint). */
export function RowDeleteButton(p: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={p.label}
      onClick={p.onClick}
      className="rounded p-1 text-zinc-400 hover:bg-zinc-100 hover:text-red-600"
    >
      <Trash2 className="size-3.5" aria-hidden />
    </button>
  );
}
