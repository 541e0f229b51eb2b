/**
 * The one "are you sure?" dialog: a title, what will happen, Cancel and a danger button that shows
 * progress. Closing is refused while the action runs, so a half-done action is never hidden.
 */
import type { ReactNode } from 'react';
import { Button } from './ui/Button.tsx';
import { Dialog, DialogClose, DialogContent } from './ui/Dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && !props.pending && props.onCancel()}>
      {props.open ? (
        <DialogContent title={props.title} description={props.description}>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary" disabled={props.pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="danger" loading={props.pending} onClick={props.onConfirm}>
              {props.confirmLabel ?? 'Delete'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** "Delete {name}? This cannot be undone." with the name in bold. */
export function deleteDescription(name: string): ReactNode {
  return (
    <>
      Delete <strong className="font-semibold text-zinc-900">{name}</strong>? This cannot be undone.
    </>
  );
}
