/**
 * The planner's scene file picker (spec venue-planner.md §2, §8): the project's splat files, searched
 * with 'Search splat files...'; picking one sets the page's 'file' query parameter.
 */
import { Box } from 'lucide-react';
import { useState } from 'react';
import { isSplatFile } from '#shared/file-types.ts';
import { cn } from '../../../../components/ui/cn.ts';
import { PanelSearchField } from './PanelControls.tsx';

export interface SceneFile {
  Key: string;
  fileName: string;
}

export function ScenePicker(props: {
  files: readonly SceneFile[] | undefined;
  loading: boolean;
  failed: boolean;
  selectedKey: string | null;
  onPick: (file: SceneFile) => void;
}) {
  const [search, setSearch] = useState('');
  const query = search.trim().toLowerCase();
  const scenes = (props.files ?? []).filter((f) => isSplatFile(f.fileName));
  const shown = scenes.filter((f) => !query || f.fileName.toLowerCase().includes(query));
  return (
    <div className="flex flex-col gap-2">
      <PanelSearchField
        label="Search splat files"
        value={search}
        onChange={setSearch}
        className="h-9 rounded-md border border-zinc-300 bg-white px-3 text-sm focus:outline-2 focus:outline-indigo-500"
      />
      {props.loading ? <p className="text-sm text-zinc-500">Loading files…</p> : null}
      {props.failed ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load files
        </p>
      ) : null}
      {!props.loading && !props.failed && scenes.length === 0 ? (
        <p className="text-sm text-zinc-500">No splat files found for this project.</p>
      ) : null}
      {shown.length > 0 ? (
        <ul aria-label="Scene files" className="flex max-h-64 flex-col gap-1 overflow-auto">
          {shown.map((file) => (
            <li key={file.Key}>
              <button
                type="button"
                aria-current={file.Key === props.selectedKey ? 'true' : undefined}
                onClick={() => props.onPick(file)}
                className={cn(
                  'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-zinc-100',
                  file.Key === props.selectedKey && 'bg-indigo-50 font-medium text-indigo-700',
                )}
              >
                <Box className="size-4 shrink-0 text-zinc-500" aria-hidden />
                <span className="truncate">{file.fileName}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
