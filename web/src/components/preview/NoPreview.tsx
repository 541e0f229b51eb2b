/** Anything without a preview: the spec's message and a download that works across origins. */
import { Download } from 'lucide-react';
import { useState } from 'react';
import { notifyError } from '../toast.tsx';
import { Button } from '../ui/Button.tsx';
import { PreviewMessage } from './PreviewMessage.tsx';

/** Saves the file under its own name (a cross-origin link would ignore the download attribute). */
export async function downloadFile(url: string, name: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Failed to fetch file with status ${response.status}`);
  const blobUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = blobUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
}

export function NoPreview({ url, name }: { url: string; name: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <PreviewMessage title="Preview not available for this file type" detail={name}>
      <Button
        variant="secondary"
        className="mt-3"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await downloadFile(url, name);
          } catch (error) {
            notifyError('Failed to download file', error instanceof Error ? error.message : undefined);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Download aria-hidden />
        Download
      </Button>
    </PreviewMessage>
  );
}
