import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from './ui/Button.tsx';
import { SectionCard } from './ui/Card.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './ui/Dialog.tsx';
import { Input } from './ui/Input.tsx';
import { Label } from './ui/Label.tsx';

interface ConfirmDeletionProps {
  /** "property" or "project", used in the texts. */
  noun: string;
  /** What the user must type, shown to them. */
  expected: string;
  /** Whether the typed text is a match (the rule differs per entity, spec §5). */
  matches: (typed: string) => boolean;
  /** Performs the deletion and reports the outcome; resolves true when deleted. */
  onConfirm: () => Promise<boolean>;
  /** What deleting takes with it, under the title. */
  consequence?: string;
}

/** Danger zone with a deletion that only goes ahead once the user types the record's name. */
export function ConfirmDeletion({
  noun,
  expected,
  matches,
  onConfirm,
  consequence = 'Once deleted, it cannot be recovered.',
}: ConfirmDeletionProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const inputId = useId();
  const confirmed = matches(typed);

  async function confirm() {
    setPending(true);
    try {
      if (await onConfirm()) setOpen(false);
    } finally {
      setPending(false);
    }
  }

  return (
    <SectionCard title="Danger Zone" tone="danger">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-zinc-900">Delete this {noun}</p>
          <p className="text-sm text-zinc-500">{consequence}</p>
        </div>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            if (pending) return;
            setOpen(next);
            if (!next) setTyped('');
          }}
        >
          <DialogTrigger asChild>
            <Button variant="danger">
              <Trash2 aria-hidden />
              Delete {noun}
            </Button>
          </DialogTrigger>
          <DialogContent
            title={`Delete ${noun}`}
            description={
              <>
                This permanently deletes the {noun}. To confirm, type{' '}
                <strong className="font-semibold text-zinc-900">{expected}</strong> below.
              </>
            }
          >
            <form
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (confirmed && !pending) void confirm();
              }}
            >
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={inputId}>Confirmation</Label>
                <Input
                  id={inputId}
                  value={typed}
                  placeholder={expected}
                  autoComplete="off"
                  onChange={(event) => setTyped(event.target.value)}
                />
              </div>
              <div className="flex justify-end gap-2">
                <DialogClose asChild>
                  <Button variant="secondary" disabled={pending}>
                    Cancel
                  </Button>
                </DialogClose>
                <Button type="submit" variant="danger" disabled={!confirmed} loading={pending}>
                  {confirmed ? 'Confirm Deletion' : 'Confirmation Required'}
                </Button>
              </div>
            </form>
          </DialogContent>
        </Dialog>
      </div>
    </SectionCard>
  );
}
