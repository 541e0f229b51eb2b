import { cn } from './ui/cn.ts';

/** The Atrium mark: two nested arches, like looking into a courtyard. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden>
      <rect width="32" height="32" rx="8" className="fill-indigo-600" />
      <path d="M8 24V14a8 8 0 0 1 16 0v10" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M13 24v-8a3 3 0 0 1 6 0v8"
        fill="none"
        stroke="#c7d2fe"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="text-lg font-semibold tracking-tight text-zinc-900">Atrium</span>
    </span>
  );
}
