/**
 * The project's Files screen (spec product.md §2): filter, fullscreen, refresh, Publish and Add Project
 * Files in the header; the file list, a draggable divider and the preview panel below.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FolderOpen, ImageIcon, Maximize, Minimize, RefreshCw } from 'lucide-react';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { dropzoneAccept, isSplatFile, PROJECT_FILE_EXTENSIONS } from '#shared/file-types.ts';
import { roleAllows } from '#shared/roles.ts';
import { errorMessage } from '../../../../api/errors.ts';
import { fetchFileUrl } from '../../../../api/file-url.ts';
import { useTRPC } from '../../../../api/trpc.ts';
import type { StoredFile } from '../../../../api/types.ts';
import { FilePreview } from '../../../../components/preview/FilePreview.tsx';
import { downloadFile } from '../../../../components/preview/NoPreview.tsx';
import { previewKindOf } from '../../../../components/preview/preview-kind.ts';
import { runAction } from '../../../../components/run-action.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/StatePanels.tsx';
import { notifyError, notifySuccess } from '../../../../components/toast.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { SegmentedControl } from '../../../../components/ui/SegmentedControl.tsx';
import { UploadDialog } from '../../../../components/upload/UploadDialog.tsx';
import { formatFileDate, formatFileSize } from '../../../../lib/file-format.ts';
import { useProject } from '../../ProjectPage.tsx';
import { FileListPanel } from './FileListPanel.tsx';
import { type FileFilter, type SortDirection, type SortField, visibleFiles } from './file-list-model.ts';
import { postFilesMessage } from './files-messages.ts';
import { PublishDialog } from './PublishDialog.tsx';
import { useDivider } from './useDivider.ts';

const filters = [
  { value: 'all', label: 'All Files' },
  { value: 'splat', label: 'Splat Files' },
] as const satisfies readonly { value: FileFilter; label: string }[];

const accept = dropzoneAccept(PROJECT_FILE_EXTENSIONS);

export function FilesTab() {
  const { projectId, thumbnail, role } = useProject();
  // The server checks every call again; this only hides what the caller's role cannot do.
  const canEdit = roleAllows(role, 'edit');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = trpc.listUserProjectFiles.queryKey({ projectId });
  const listing = useQuery(trpc.listUserProjectFiles.queryOptions({ projectId }));
  const presign = useMutation(trpc.getProjectFileUploadUrl.mutationOptions());
  const setThumbnail = useMutation(trpc.setAsThumbnail.mutationOptions());
  // The one delete of a stored file, as the property's Media tab deletes: any file of the caller's.
  const deleteFile = useMutation(trpc.deleteMediaFile.mutationOptions());

  const [filter, setFilter] = useState<FileFilter>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortField>('name');
  const [direction, setDirection] = useState<SortDirection>('asc');
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const screen = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const divider = useDivider(body);

  const all = listing.data?.body.Contents ?? [];
  const shown = useMemo(
    () => visibleFiles(all, { filter, search, sort, direction }),
    [all, filter, search, sort, direction],
  );
  const selected = all.find((f) => f.Key === selectedKey) ?? null;

  useEffect(() => {
    postFilesMessage({
      type: 'FILE_PREVIEW_CHANGED',
      previewFile: selected?.Key ?? null,
      isSplatFile: selected ? isSplatFile(selected.fileName) : false,
    });
  }, [selected?.Key, selected]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === screen.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  function changeFilter(next: FileFilter) {
    setFilter(next);
    postFilesMessage({ type: 'FILE_FILTER_CHANGED', filter: next });
  }

  const remove = (file: StoredFile) =>
    runAction(
      () => deleteFile.mutateAsync({ mediaFileId: file.Key }),
      { success: 'File deleted successfully', failure: 'Failed to delete file' },
      async () => {
        if (selectedKey === file.Key) setSelectedKey(null);
        await queryClient.invalidateQueries({ queryKey: listKey });
      },
    );

  async function makeThumbnail(file: StoredFile) {
    try {
      await setThumbnail.mutateAsync({ mediaFileId: file.Key, projectId });
      notifySuccess('Set cover image successfully!');
      void queryClient.invalidateQueries({ queryKey: trpc.getProject.queryKey({ projectId }) });
      void queryClient.invalidateQueries({ queryKey: trpc.listProjects.queryKey() });
    } catch (error) {
      notifyError('Failed to set cover image', errorMessage(error));
    }
  }

  const header = (
    <div className="flex flex-wrap items-center gap-2 border-b border-zinc-200 px-4 py-3">
      <SegmentedControl label="Filter files" value={filter} options={filters} onChange={changeFilter} />
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Refresh"
          title="Refresh"
          onClick={() => void listing.refetch()}
        >
          <RefreshCw className={listing.isFetching ? 'animate-spin' : undefined} aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
          title={fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
          onClick={() => {
            const change = fullscreen ? document.exitFullscreen() : screen.current?.requestFullscreen();
            void change?.catch(() => {});
          }}
        >
          {fullscreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
        </Button>
        {selected && isSplatFile(selected.fileName) && role === 'owner' ? (
          <PublishDialog
            target={{ kind: 'file', projectId, fileKey: selected.Key, fileName: selected.fileName }}
          />
        ) : null}
        {canEdit ? (
          <UploadDialog
            title="Add Project Files"
            description="Upload files from your local disk"
            triggerLabel="Add Project Files"
            uploadLabel="Upload"
            accept={accept}
            presign={async (file) => {
              const ticket = await presign.mutateAsync({
                projectId,
                fileName: file.name,
                fileType: file.type,
                fileExtension: file.name.split('.').pop() ?? '',
                fileSize: file.size,
                createdAt: new Date(file.lastModified || Date.now()).toISOString(),
              });
              return { url: ticket.body, contentType: ticket.contentType };
            }}
            onFileUploaded={(file) => {
              notifySuccess('File uploaded successfully!', file.name);
              postFilesMessage({ type: 'FILE_UPLOADED', fileName: file.name });
              void queryClient.invalidateQueries({ queryKey: listKey });
            }}
            onFileFailed={(file, error) => notifyError(`Upload failed: ${file.name}`, error)}
          />
        ) : null}
      </div>
    </div>
  );

  let list: React.ReactNode;
  if (listing.isPending) list = <LoadingState label="Loading files…" />;
  else if (listing.isError)
    list = (
      <ErrorState
        title="Failed to load files"
        message={listing.error.message}
        onRetry={() => void listing.refetch()}
      />
    );
  else
    list = (
      <FileListPanel
        files={shown}
        total={all.length}
        selectedKey={selectedKey}
        onSelect={(file) => setSelectedKey(file.Key)}
        onDelete={canEdit ? remove : undefined}
        search={search}
        onSearch={setSearch}
        sort={sort}
        onSort={setSort}
        direction={direction}
        onDirection={setDirection}
      />
    );

  return (
    <div
      ref={screen}
      data-testid="files-screen"
      className="flex h-[calc(100vh-13rem)] min-h-[32rem] flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-xs"
    >
      {header}
      {/* Side by side from tablet width; on a phone the list sits above a full-width preview. */}
      <div ref={body} className="flex min-h-0 flex-1 flex-col md:flex-row">
        <aside
          style={{ '--list-width': `${divider.width}px` } as CSSProperties}
          className="max-h-[40%] min-h-0 w-full shrink-0 overflow-auto bg-zinc-50/60 md:max-h-none md:w-[var(--list-width)]"
          aria-label="File list"
        >
          {list}
        </aside>
        {/* biome-ignore lint/a11y/useSemanticElements: a focusable, draggable separator has no HTML element */}
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label="Resize file list"
          aria-valuemin={180}
          aria-valuemax={divider.max}
          aria-valuenow={divider.width}
          tabIndex={0}
          onPointerDown={divider.onPointerDown}
          onKeyDown={divider.onKeyDown}
          className="hidden w-1.5 shrink-0 cursor-col-resize touch-none bg-zinc-200 transition-colors hover:bg-indigo-300 focus-visible:bg-indigo-400 focus-visible:outline-none md:block"
        />
        <section
          aria-label="Preview"
          className="flex min-h-0 min-w-0 flex-1 flex-col border-t border-zinc-200 md:border-t-0"
        >
          {selected ? (
            <>
              <div className="flex items-center gap-3 border-b border-zinc-100 px-4 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-zinc-900">{selected.fileName}</p>
                  <p className="text-xs text-zinc-500">
                    {formatFileSize(selected.Size)} · {formatFileDate(selected.LastModified)}
                  </p>
                </div>
                {canEdit && previewKindOf(selected.fileName) === 'image' && selected.Key !== thumbnail ? (
                  <Button variant="ghost" size="sm" onClick={() => void makeThumbnail(selected)}>
                    <ImageIcon aria-hidden />
                    Set as thumbnail
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    void fetchFileUrl(queryClient, trpc, selected.Key)
                      .then((url) => downloadFile(url, selected.fileName))
                      .catch((e: unknown) => notifyError('Failed to download file', errorMessage(e)))
                  }
                >
                  <Download aria-hidden />
                  Download
                </Button>
              </div>
              <div className="min-h-0 flex-1" data-testid="file-preview">
                <FilePreview key={selected.Key} file={selected} />
              </div>
            </>
          ) : (
            <EmptyState
              icon={FolderOpen}
              title="Select a file to preview"
              description={
                all.length === 0
                  ? 'This project has no files yet. Add some with Add Project Files.'
                  : undefined
              }
              className="m-4 flex-1 border-none"
            />
          )}
        </section>
      </div>
    </div>
  );
}
