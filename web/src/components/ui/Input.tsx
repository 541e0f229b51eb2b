import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export const controlClasses =
  'w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-xs transition-colors ' +
  'placeholder:text-zinc-400 focus:border-indigo-500 focus:outline-none focus:ring-3 focus:ring-indigo-500/15 ' +
  'disabled:cursor-not-allowed disabled:bg-zinc-100 aria-invalid:border-red-400 aria-invalid:focus:ring-red-500/15';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClasses, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(controlClasses, 'min-h-32 resize-y py-2 leading-relaxed', className)}
      {...props}
    />
  );
}
