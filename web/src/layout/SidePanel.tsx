import { ArrowLeft, type LucideIcon, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../components/ui/cn.ts';
import { Tooltip } from '../components/ui/Tooltip.tsx';
import { isNavGroup, type SidePanelNav } from './side-panel-nav.ts';
import { useLocalStorageFlag } from './useLocalStorageFlag.ts';

const COLLAPSED_KEY = 'atrium.sidePanel.collapsed';

interface SideLinkProps {
  to: string;
  label: string;
  icon: LucideIcon;
  active?: boolean;
  collapsed: boolean;
}

function SideLink({ to, label, icon: Icon, active = false, collapsed }: SideLinkProps) {
  return (
    <Tooltip content={label} side="right" disabled={!collapsed}>
      <Link
        to={to}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'flex h-9 items-center gap-3 rounded-lg px-2.5 text-sm font-medium transition-colors',
          active ? 'bg-indigo-50 text-indigo-700' : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900',
        )}
      >
        <Icon className={cn('size-4.5 shrink-0', active ? 'text-indigo-600' : 'text-zinc-400')} aria-hidden />
        {/* On small screens the panel always shows icons only. */}
        <span className={cn('truncate', collapsed ? 'sr-only' : 'sr-only md:not-sr-only')}>{label}</span>
      </Link>
    </Tooltip>
  );
}

/** The collapsible panel on the left of every protected page; remembers its state. */
export function SidePanel({ nav }: { nav: SidePanelNav }) {
  const [collapsed, toggle] = useLocalStorageFlag(COLLAPSED_KEY);
  return (
    <nav
      aria-label="Side panel"
      data-collapsed={collapsed}
      className={cn(
        'flex shrink-0 flex-col border-r border-zinc-200 bg-white transition-[width] duration-200 print:hidden',
        collapsed ? 'w-15' : 'w-15 md:w-60',
      )}
    >
      <ul className="flex flex-1 flex-col gap-1 overflow-y-auto p-2.5">
        {nav.entries.map((entry) =>
          isNavGroup(entry) ? (
            <li key={entry.label} className="mt-2 first:mt-0">
              <p
                className={cn(
                  'px-2.5 pb-1 text-[11px] font-semibold tracking-wider text-zinc-400 uppercase',
                  collapsed ? 'hidden' : 'hidden md:block',
                )}
              >
                {entry.label}
              </p>
              <ul className="flex flex-col gap-1">
                {entry.items.map((item) => (
                  <li key={item.to}>
                    <SideLink {...item} collapsed={collapsed} />
                  </li>
                ))}
              </ul>
              <div className={cn('mx-2 mt-2 h-px bg-zinc-100', collapsed ? 'block' : 'md:hidden')} />
            </li>
          ) : (
            <li key={entry.to}>
              <SideLink {...entry} collapsed={collapsed} />
            </li>
          ),
        )}
      </ul>
      <div className="flex flex-col gap-1 border-t border-zinc-200 p-2.5">
        {nav.back ? (
          <SideLink to={nav.back.to} label={nav.back.label} icon={ArrowLeft} collapsed={collapsed} />
        ) : null}
        <Tooltip content={collapsed ? 'Expand' : 'Collapse'} side="right" disabled={!collapsed}>
          <button
            type="button"
            onClick={toggle}
            aria-expanded={!collapsed}
            aria-label={collapsed ? 'Expand side panel' : 'Collapse side panel'}
            className="hidden h-9 items-center gap-3 rounded-lg px-2.5 text-sm text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 md:flex"
          >
            {collapsed ? (
              <PanelLeftOpen className="size-4.5 shrink-0" aria-hidden />
            ) : (
              <PanelLeftClose className="size-4.5 shrink-0" aria-hidden />
            )}
            {collapsed ? null : <span>Collapse</span>}
          </button>
        </Tooltip>
      </div>
    </nav>
  );
}
