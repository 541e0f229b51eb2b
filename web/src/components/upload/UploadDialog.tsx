/** A dialog around the upload panel: 'Add Project Files' and 'Add Media Files'. */
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../ui/Dialog.tsx';
import { UploadPanel, type UploadPanelProps } from './UploadPanel.tsx';

interface UploadDialogProps extends UploadPanelProps {
  title: string;
  description: string;
  triggerLabel: string;
}

export function UploadDialog({ title, description, triggerLabel, ...panel }: UploadDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description} className="max-w-xl">
        {/* Mounted only while open: a new opening starts with an empty list. */}
        {open ? <UploadPanel {...panel} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
