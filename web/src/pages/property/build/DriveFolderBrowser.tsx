/**
 * The Google Drive folder browser of step 1: breadcrumbs from My Drive down, a folder's folders and
 * mp4/mov videos a page at a time (listStoreFiles), videos ticked across folders, 'Select (n files)'.
 * GOOGLE_DRIVE_NOT_AUTHORISED means the authorisation is gone: the parent asks the user to authorise again.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronRight, Folder } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isDriveNotAuthorised } from '../../../api/errors.ts';
import type { PurchaseSelection } from '../../../api/payments-client.ts';
import { useTRPC } from '../../../api/trpc.ts';
import { ErrorState, LoadingState } from '../../../components/StatePanels.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { VideoChoice } from './VideoChoice.tsx';

type SelectedFile = PurchaseSelection['files'][number];
const VIDEO_TYPES = new Map([
  ['video/mp4', 'mp4'],
  ['video/quicktime', 'mov'],
]);
const MY_DRIVE = { id: 'root', name: 'My Drive' };

export function DriveFolderBrowser({
  initial,
  onSelect,
  onUnauthorised,
}: {
  initial: SelectedFile[];
  onSelect: (files: SelectedFile[]) => void;
  onUnauthorised: () => void;
}) {
  const trpc = useTRPC();
  const [path, setPath] = useState([MY_DRIVE]);
  const [chosen, setChosen] = useState(
    () => new Map(initial.filter((f) => f.source === 'google-drive').map((f) => [f.id, f])),
  );
  const folder = path[path.length - 1] ?? MY_DRIVE;
  const listing = useInfiniteQuery(
    trpc.listStoreFiles.infiniteQueryOptions(
      { cloudDriveType: 'google-drive', parentId: folder.id },
      { getNextPageParam: (page) => page.nextPageToken ?? undefined },
    ),
  );
  const unauthorised = listing.isError && isDriveNotAuthorised(listing.error);
  useEffect(() => {
    if (unauthorised) onUnauthorised();
  }, [unauthorised, onUnauthorised]);

  const nodes = listing.data?.pages.flatMap((page) => page.result) ?? [];
  const toggle = (file: SelectedFile) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(file.id)) next.delete(file.id);
      else next.set(file.id, file);
      return next;
    });

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Breadcrumbs" className="flex flex-wrap items-center gap-1 text-sm text-zinc-500">
        <span>Google Drive</span>
        {path.map((crumb, i) => (
          <span key={crumb.id} className="flex items-center gap-1">
            <ChevronRight className="size-3.5" aria-hidden />
            {i === path.length - 1 ? (
              <span aria-current="location" className="text-zinc-900">
                {crumb.name}
              </span>
            ) : (
              <button
                type="button"
                className="rounded hover:text-indigo-600 hover:underline"
                onClick={() => setPath(path.slice(0, i + 1))}
              >
                {crumb.name}
              </button>
            )}
          </span>
        ))}
      </nav>
      {listing.isPending ? (
        <LoadingState label="Loading files…" />
      ) : listing.isError ? (
        unauthorised ? null : (
          <ErrorState title="Error fetching data from cloud drive" onRetry={() => void listing.refetch()} />
        )
      ) : nodes.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 px-3 py-6 text-center text-sm text-zinc-500">
          No folders or mp4/mov videos in this folder.
        </p>
      ) : (
        <ul
          aria-label="Drive files"
          className="max-h-72 divide-y divide-zinc-100 overflow-y-auto rounded-lg border border-zinc-200"
        >
          {nodes.map((node) => {
            if (node.type === 'folder') {
              return (
                <li key={node.id}>
                  <button
                    type="button"
                    className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-zinc-50"
                    onClick={() => setPath([...path, { id: node.id, name: node.name }])}
                  >
                    <Folder className="size-4 text-indigo-500" aria-hidden />
                    <span className="flex-1 truncate">{node.name}</span>
                    <ChevronRight className="size-4 text-zinc-400" aria-hidden />
                  </button>
                </li>
              );
            }
            const file = {
              id: node.id,
              name: node.name,
              source: 'google-drive',
              type: VIDEO_TYPES.get(node.mimeType) ?? '',
            };
            return (
              <VideoChoice
                key={node.id}
                name={node.name}
                type={file.type}
                checked={chosen.has(node.id)}
                onToggle={() => toggle(file)}
              />
            );
          })}
        </ul>
      )}
      {listing.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-center"
          loading={listing.isFetchingNextPage}
          onClick={() => void listing.fetchNextPage()}
        >
          Load more
        </Button>
      ) : null}
      <Button disabled={chosen.size === 0} onClick={() => onSelect([...chosen.values()])}>
        Select ({chosen.size} {chosen.size === 1 ? 'file' : 'files'})
      </Button>
    </div>
  );
}
