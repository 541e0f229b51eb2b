/**
 * A small panel that opens from a button and floats over the page (Radix Popover): the planner's
 * 'Display options', a tour's 'Build Info'. Named by `label` for screen readers; Esc or a click
 * outside closes it.
 */
import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';
import { cn } from './cn.ts';

/** A button inside the panel that closes it. */
export const PopoverClose = PopoverPrimitive.Close;

export function Popover(p: {
  trigger: ReactElement;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <PopoverPrimitive.Root>
      <PopoverPrimitive.Trigger asChild>{p.trigger}</PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="end"
          sideOffset={6}
          aria-label={p.label}
          className={cn('z-50 rounded-lg border border-zinc-200 bg-white shadow-lg', p.className)}
        >
          {p.children}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
