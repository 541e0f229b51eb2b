import { CircleAlert, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** A centred state inside the preview panel: loading, an error of spec §8, or a note. */
export function PreviewMessage({
  tone = 'info',
  title,
  detail,
  children,
}: {
  tone?: 'info' | 'error' | 'loading';
  title: string;
  detail?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className="flex h-full min-h-64 flex-col items-center justify-center gap-2 p-6 text-center"
    >
      {tone === 'loading' ? (
        <LoaderCircle className="size-6 animate-spin text-indigo-500" aria-hidden />
      ) : null}
      {tone === 'error' ? <CircleAlert className="size-6 text-red-500" aria-hidden /> : null}
      <p className={tone === 'error' ? 'font-semibold text-red-700' : 'font-medium text-zinc-700'}>{title}</p>
      {detail ? <p className="max-w-md text-sm text-zinc-500">{detail}</p> : null}
      {children}
    </div>
  );
}
