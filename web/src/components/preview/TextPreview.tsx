/** Text and code files: the first TEXT_PREVIEW_CAP_BYTES of the file, as plain text. */
import { useQuery } from '@tanstack/react-query';
import { formatFileSize } from '../../lib/file-format.ts';
import { PreviewMessage } from './PreviewMessage.tsx';
import { TEXT_PREVIEW_CAP_BYTES } from './preview-kind.ts';

async function fetchHead(url: string): Promise<string> {
  // A Range request keeps a large log file from being downloaded whole just to show its start.
  const response = await fetch(url, { headers: { Range: `bytes=0-${TEXT_PREVIEW_CAP_BYTES - 1}` } });
  if (!response.ok) throw new Error(`Failed to fetch file with status ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer()).subarray(0, TEXT_PREVIEW_CAP_BYTES);
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

export function TextPreview({ url, name, size }: { url: string; name: string; size: number }) {
  const text = useQuery({
    queryKey: ['text-preview', url],
    queryFn: () => fetchHead(url),
    retry: false,
    staleTime: Infinity,
  });
  if (text.isPending) return <PreviewMessage tone="loading" title="Loading preview..." />;
  if (text.isError)
    return <PreviewMessage tone="error" title="Failed to load file preview" detail={text.error.message} />;
  const truncated = size > TEXT_PREVIEW_CAP_BYTES;
  return (
    <div className="flex h-full flex-col">
      {truncated ? (
        <p className="border-b border-amber-100 bg-amber-50 px-4 py-2 text-xs text-amber-800">
          Showing the first {formatFileSize(TEXT_PREVIEW_CAP_BYTES)} of {formatFileSize(size)}.
        </p>
      ) : null}
      <pre
        data-testid="text-preview"
        title={`Contents of ${name}`}
        className="min-h-0 flex-1 overflow-auto p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap text-zinc-800"
      >
        {text.data}
      </pre>
    </div>
  );
}
