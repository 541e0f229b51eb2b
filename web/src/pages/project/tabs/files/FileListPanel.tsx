/** The searchable, sortable list of the Files screen, with deletion behind a confirmation. */
import { ArrowDownAZ, ArrowUpAZ, FileText, Search, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { StoredFile } from '../../../../api/types.ts';
import { ConfirmDialog, deleteDescription } from '../../../../components/ConfirmDialog.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { Input } from '../../../../components/ui/Input.tsx';
import { Label } from '../../../../components/ui/Label.tsx';
import { Select } from '../../../../components/ui/Select.tsx';
import { formatFileDate, formatFileSize } from '../../../../lib/file-format.ts';
import { SORT_FIELDS, type SortDirection, type SortField } from './file-list-model.ts';

interface FileListPanelProps {
  files: StoredFile[];
  total: number;
  selectedKey: string | null;
  onSelect: (file: StoredFile) => void;
  /** Absent: the caller may not delete files (a Viewer or Commenter of a shared project). */
  onDelete?: ((file: StoredFile) => Promise<boolean>) | undefined;
  search: string;
  onSearch: (value: string) => void;
  sort: SortField;
  onSort: (value: SortField) => void;
  direction: SortDirection;
  onDirection: (value: SortDirection) => void;
}

const sortLabels = Object.values(SORT_FIELDS);
const fieldOfLabel = (label: string) =>
  (Object.entries(SORT_FIELDS).find(([, l]) => l === label)?.[0] ?? 'name') as SortField;

export function FileListPanel(props: FileListPanelProps) {
  const { files, selectedKey, onSelect } = props;
  const searchId = useId();
  const sortId = useId();
  const [deleting, setDeleting] = useState<StoredFile | null>(null);
  const [pending, setPending] = useState(false);

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex flex-col gap-2 border-b border-zinc-100 p-3">
        <Label htmlFor={searchId} className="sr-only">
          Search files
        </Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-zinc-400"
            aria-hidden
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Search files"
            value={props.search}
            onChange={(e) => props.onSearch(e.target.value)}
            className="h-9 pl-8"
          />
        </div>
        <div className="flex items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Label htmlFor={sortId} className="text-xs text-zinc-500">
              Sort by
            </Label>
            <Select
              id={sortId}
              value={SORT_FIELDS[props.sort]}
              options={sortLabels}
              onValueChange={(label) => props.onSort(fieldOfLabel(label))}
            />
          </div>
          <Button
            variant="secondary"
            size="icon"
            aria-label={props.direction === 'asc' ? 'Ascending' : 'Descending'}
            title={props.direction === 'asc' ? 'Ascending' : 'Descending'}
            onClick={() => props.onDirection(props.direction === 'asc' ? 'desc' : 'asc')}
          >
            {props.direction === 'asc' ? <ArrowDownAZ aria-hidden /> : <ArrowUpAZ aria-hidden />}
          </Button>
        </div>
      </div>
      <p className="px-3 pt-2 text-xs text-zinc-500">
        {files.length === props.total ? `${files.length} files` : `${files.length} of ${props.total} files`}
      </p>
      <ul aria-label="Project files" className="min-h-0 flex-1 overflow-y-auto p-2">
        {files.map((file) => (
          <li key={file.Key} className="group relative">
            <button
              type="button"
              aria-current={file.Key === selectedKey ? 'true' : undefined}
              onClick={() => onSelect(file)}
              className={cn(
                'flex w-full flex-col items-start gap-0.5 rounded-lg px-2.5 py-2 pr-9 text-left transition-colors',
                file.Key === selectedKey ? 'bg-indigo-50 ring-1 ring-indigo-200' : 'hover:bg-zinc-100',
              )}
            >
              <span className="flex w-full items-center gap-1.5">
                <FileText className="size-3.5 shrink-0 text-zinc-400" aria-hidden />
                <span className="truncate text-sm font-medium text-zinc-900" title={file.fileName}>
                  {file.fileName}
                </span>
              </span>
              <span className="text-xs text-zinc-500">
                {formatFileSize(file.Size)} · {formatFileDate(file.LastModified)}
              </span>
            </button>
            {props.onDelete ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${file.fileName}`}
                className="absolute top-1.5 right-1 px-2 text-zinc-400 hover:text-red-600"
                onClick={() => setDeleting(file)}
              >
                <Trash2 aria-hidden />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete file"
        description={deleteDescription(deleting?.fileName ?? '')}
        pending={pending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          setPending(true);
          const ok = (await props.onDelete?.(deleting)) ?? false;
          setPending(false);
          if (ok) setDeleting(null);
        }}
      />
    </div>
  );
}
