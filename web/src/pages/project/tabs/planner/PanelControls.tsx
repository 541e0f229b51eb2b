/**
 * Controls shared by the planner side panels: a titled section with an action beside its title
 * (viewpoints, zones, annotations), the search box atop each panel (annotations, scenes, spaces &
 * zones, asset library), a labelled `type="search"` input that reports its text as typed, and a row's
 * delete button.
 */
import { type LucideIcon, Trash2 } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cn } from '../../../../components/ui/cn.ts';

export function PanelSection(p: {
  title: string;
  /** The action beside the title ('Add Current', 'Refresh'); its icon spins while `busy`. */
  action?: { label: string; icon: LucideIcon; onClick(): void; busy?: boolean };
  children: ReactNode;
}) {
  const action = p.action;
  return (
    <section aria-label={p.title} className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-500">{p.title}</h3>
        {action ? (
          <button
            type="button"
            onClick={action.onClick}
            disabled={action.busy}
            className="flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-indigo-700 hover:bg-indigo-50 disabled:opacity-60"
          >
            <action.icon className={cn('size-3.5', action.busy && 'animate-spin')} aria-hidden />{' '}
            {action.label}
          </button>
        ) : null}
      </div>
      {p.children}
    </section>
  );
}

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
