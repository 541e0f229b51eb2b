import { cn } from './cn.ts';

/** A pulsing placeholder block; callers choose its size and corner radius. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse bg-zinc-200/70', className)} />;
}
