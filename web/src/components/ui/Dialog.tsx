import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** The × in a modal's top right corner, named "Close". */
export function DialogCornerClose() {
  return (
    <DialogPrimitive.Close
      className="absolute top-4 right-4 rounded-md p-1 text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700"
      aria-label="Close"
    >
      <X className="size-4" aria-hidden />
    </DialogPrimitive.Close>
  );
}

interface DialogContentProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A centred modal with a title, an optional description and a close button. */
export function DialogContent({ title, description, children, className }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-zinc-950/40 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-zinc-200 bg-white p-6 shadow-xl focus:outline-none',
          // cn does not merge classes: the default width only when the caller gives none (two max-w
          // classes left the narrower one winning, whatever the caller asked for).
          className?.includes('max-w-') ? undefined : 'max-w-md',
          className,
        )}
        // Without a description Radix warns unless told there is none.
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogPrimitive.Title className="pr-8 text-lg font-semibold text-zinc-900">
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-2 text-sm text-zinc-600">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        <div className="mt-5">{children}</div>
        <DialogCornerClose />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
