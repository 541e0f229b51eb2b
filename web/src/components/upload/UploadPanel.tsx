/**
 * The upload panel (spec venue-planner.md §2, §4): a drop zone, the chosen files with per-file
 * progress and remove/cancel, and an upload button whose name is configurable. Files go straight to
 * S3 through presigned URLs, 3 at a time, with retries (upload-queue.ts).
 */
import { CircleCheck, CircleX, FileUp, Trash2, Upload, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { MAX_SELECTION_BYTES } from '#shared/file-types.ts';
import { UPLOAD_MESSAGES } from '#shared/upload-rules.ts';
import { httpStatusOf } from '../../api/errors.ts';
import { formatFileSize } from '../../lib/file-format.ts';
import { Button } from '../ui/Button.tsx';
import { cn } from '../ui/cn.ts';
import { acceptedSummary, refusalOf } from './accepted-kinds.ts';
import { putFile } from './put-file.ts';
import { type BatchResult, runUploadBatch, UploadError, type UploadPhase } from './upload-queue.ts';

interface Presigned {
  url: string;
  contentType: string;
}

interface Item {
  id: string;
  file: File;
  phase: UploadPhase;
  progress: number;
  error?: string | undefined;
  cancel: AbortController;
}

export interface UploadPanelProps {
  /** Drop-zone accept map (MIME → extensions). */
  accept: Record<string, string[]>;
  /** Asks the server for a presigned PUT of this file. */
  presign: (file: File, signal: AbortSignal) => Promise<Presigned>;
  uploadLabel?: string;
  /** A file reached S3. */
  onFileUploaded?: (file: File) => void;
  /** A file failed for good (after its retries). */
  onFileFailed?: (file: File, error: string) => void;
  onBatchDone?: (result: BatchResult) => void;
  /** Closes the surrounding dialog: a 'Done' button beside the upload button. */
  onDone?: () => void;
}

const phaseLabel: Record<UploadPhase, string> = {
  idle: 'Ready',
  presigning: 'Preparing…',
  'uploading-original': 'Uploading…',
  done: 'Uploaded',
  error: 'Failed',
  canceled: 'Cancelled',
};

/** A file's colours by phase: its progress bar's fill and its status text. */
function phaseColour(phase: UploadPhase): { bar: string; text: string } {
  if (phase === 'done') return { bar: 'bg-emerald-500', text: 'text-emerald-600' };
  if (phase === 'error') return { bar: 'bg-red-500', text: 'text-red-600' };
  return { bar: 'bg-indigo-500', text: 'text-zinc-500' };
}

let nextId = 0;

export function UploadPanel({
  accept,
  presign,
  uploadLabel = 'Upload',
  onFileUploaded,
  onFileFailed,
  onBatchDone,
  onDone,
}: UploadPanelProps) {
  const [items, setItems] = useState<Item[]>([]);
  const [uploading, setUploading] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const batch = useRef<AbortController | null>(null);

  function onDrop(accepted: File[], rejections: FileRejection[]) {
    const refused = rejections.map(({ file, errors }) =>
      refusalOf(
        file.name,
        errors.map((e) => String(e.code)),
      ),
    );
    if (refused.length > 0) refused.push(acceptedSummary(accept));
    const pending = items.filter((i) => i.phase !== 'done');
    const total = [...pending.map((i) => i.file), ...accepted].reduce((sum, f) => sum + f.size, 0);
    if (accepted.length > 0 && total > MAX_SELECTION_BYTES) {
      // The spec's client ignored such a selection silently; saying why is kinder.
      setMessages([UPLOAD_MESSAGES.selectionTooLarge, ...refused]);
      return;
    }
    setMessages(refused);
    const added = accepted.map((file) => ({
      id: `u${++nextId}`,
      file,
      phase: 'idle' as const,
      progress: 0,
      cancel: new AbortController(),
    }));
    setItems((current) => [...current.filter((i) => i.phase !== 'done'), ...added]);
  }

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    multiple: true,
    onDrop,
    disabled: uploading,
  });

  function update(id: string, changes: Partial<Item>) {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...changes } : item)));
  }

  async function start() {
    const jobs = items.filter((i) => i.phase === 'idle' || i.phase === 'error' || i.phase === 'canceled');
    if (jobs.length === 0) return;
    const controller = new AbortController();
    batch.current = controller;
    setUploading(true);
    // A retried file gets a fresh cancel switch.
    const fresh = jobs.map((job) => ({ ...job, cancel: new AbortController() }));
    for (const job of fresh)
      update(job.id, { cancel: job.cancel, phase: 'idle', progress: 0, error: undefined });
    const byId = new Map(fresh.map((job) => [job.id, job]));
    const result = await runUploadBatch(
      fresh.map((job) => ({ id: job.id, file: job.file, signal: job.cancel.signal })),
      {
        presign: async (file, signal) => {
          try {
            return await presign(file, signal);
          } catch (error) {
            // The server refused the file (400/404): asking again will not change its answer.
            const status = httpStatusOf(error);
            if (status !== undefined && status >= 400 && status < 500) {
              throw new UploadError(
                error instanceof Error ? error.message : 'Failed to get presigned URLs',
                false,
              );
            }
            throw new UploadError('Failed to get presigned URLs');
          }
        },
        put: putFile,
        onUpdate: ({ id, phase, progress, error }) => {
          update(id, { phase, progress, error });
          const file = byId.get(id)?.file;
          if (!file) return;
          if (phase === 'done') onFileUploaded?.(file);
          if (phase === 'error') onFileFailed?.(file, error ?? 'Upload failed');
        },
      },
      controller.signal,
    );
    batch.current = null;
    setUploading(false);
    onBatchDone?.(result);
  }

  const waiting = items.filter((i) => i.phase === 'idle' || i.phase === 'error' || i.phase === 'canceled');

  return (
    <div className="flex flex-col gap-4">
      <div
        {...getRootProps({
          className: cn(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors',
            isDragActive
              ? 'border-indigo-400 bg-indigo-50'
              : 'border-zinc-300 bg-zinc-50 hover:border-indigo-300',
            uploading && 'cursor-not-allowed opacity-60',
          ),
        })}
      >
        <input {...getInputProps({ 'aria-label': 'Choose files' })} />
        <FileUp className="size-7 text-indigo-500" aria-hidden />
        <p className="text-sm font-medium text-zinc-800">
          {isDragActive ? 'Drop the files here' : 'Drag and drop files here, or click to choose'}
        </p>
        <p className="text-xs text-zinc-500">Up to {formatFileSize(MAX_SELECTION_BYTES)} in total</p>
      </div>

      {messages.length > 0 ? (
        <ul role="alert" className="flex flex-col gap-1 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}

      {items.length > 0 ? (
        <ul
          aria-label="Chosen files"
          className="flex max-h-[min(24rem,45vh)] flex-col gap-2 overflow-y-auto pr-1"
        >
          {items.map((item) => (
            <li key={item.id} className="rounded-lg border border-zinc-200 bg-white px-3 py-2">
              <div className="flex items-center gap-2">
                <span
                  className="min-w-0 flex-1 truncate text-sm font-medium text-zinc-800"
                  title={item.file.name}
                >
                  {item.file.name}
                </span>
                <span className="shrink-0 text-xs text-zinc-500">{formatFileSize(item.file.size)}</span>
                <ItemStatus item={item} />
                {item.phase === 'presigning' || item.phase === 'uploading-original' ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Cancel ${item.file.name}`}
                    onClick={() => item.cancel.abort()}
                  >
                    <X aria-hidden />
                  </Button>
                ) : item.phase !== 'done' ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${item.file.name}`}
                    disabled={uploading}
                    onClick={() => setItems((current) => current.filter((i) => i.id !== item.id))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                ) : null}
              </div>
              <div
                role="progressbar"
                aria-label={`${item.file.name} progress`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(item.progress * 100)}
                className="mt-2 h-1.5 overflow-hidden rounded-full bg-zinc-100"
              >
                <div
                  className={cn('h-full rounded-full transition-[width]', phaseColour(item.phase).bar)}
                  style={{ width: `${Math.round(item.progress * 100)}%` }}
                />
              </div>
              {item.error && item.phase === 'error' ? (
                <p className="mt-1 text-xs text-red-600">{item.error}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="flex justify-end gap-2">
        {uploading ? (
          <Button variant="secondary" onClick={() => batch.current?.abort()}>
            Abort
          </Button>
        ) : null}
        <Button onClick={() => void start()} disabled={waiting.length === 0} loading={uploading}>
          <Upload aria-hidden />
          {uploadLabel}
        </Button>
        {onDone ? (
          <Button variant="secondary" onClick={onDone} disabled={uploading}>
            Done
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function ItemStatus({ item }: { item: Item }) {
  const Icon = item.phase === 'done' ? CircleCheck : item.phase === 'error' ? CircleX : null;
  return (
    <span className={cn('flex shrink-0 items-center gap-1 text-xs', phaseColour(item.phase).text)}>
      {Icon ? <Icon className="size-3.5" aria-hidden /> : null}
      {phaseLabel[item.phase]}
    </span>
  );
}
