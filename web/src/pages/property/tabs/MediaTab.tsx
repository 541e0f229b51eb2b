/**
 * The property's Media tab (spec product.md §2): a grid of media cards, the Add Media Files dialog,
 * the empty state, image and video dialogs, set as cover and delete with confirmation. A card asks for
 * its file's link when it comes into view; the listing carries none.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ImageIcon, Images, Play, Star, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { dropzoneAccept, fileKindOf, MEDIA_EXTENSIONS } from '#shared/file-types.ts';
import { errorMessage } from '../../../api/errors.ts';
import { useFileUrl } from '../../../api/file-url.ts';
import { useTRPC } from '../../../api/trpc.ts';
import type { StoredFile } from '../../../api/types.ts';
import { ConfirmDialog, deleteDescription } from '../../../components/ConfirmDialog.tsx';
import { ImagePreview } from '../../../components/preview/ImagePreview.tsx';
import { VideoPreview } from '../../../components/preview/MediaPreview.tsx';
import { PreviewMessage } from '../../../components/preview/PreviewMessage.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/StatePanels.tsx';
import { notifyError, notifySuccess } from '../../../components/toast.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/Dialog.tsx';
import { UploadDialog } from '../../../components/upload/UploadDialog.tsx';
import { formatFileDate, formatFileSize } from '../../../lib/file-format.ts';
import { useInView } from '../../../lib/use-in-view.ts';
import { useProperty } from '../PropertyPage.tsx';
import { useMediaPresign } from '../use-media-presign.ts';

const accept = dropzoneAccept(MEDIA_EXTENSIONS);

export function MediaTab() {
  const property = useProperty();
  const { propertyId } = property;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = trpc.listMediaFiles.queryKey({ propertyId });
  const media = useQuery(trpc.listMediaFiles.queryOptions({ propertyId }));
  const presign = useMediaPresign(propertyId);
  const setCover = useMutation(trpc.setAsThumbnail.mutationOptions());
  const deleteMedia = useMutation(trpc.deleteMediaFile.mutationOptions());
  const [opened, setOpened] = useState<StoredFile | null>(null);
  const [deleting, setDeleting] = useState<StoredFile | null>(null);

  function refreshProperty() {
    void queryClient.invalidateQueries({ queryKey: trpc.getProperty.queryKey({ propertyId }) });
    void queryClient.invalidateQueries({ queryKey: trpc.listProperties.queryKey() });
  }

  async function makeCover(file: StoredFile) {
    try {
      await setCover.mutateAsync({ mediaFileId: file.Key, propertyId });
      notifySuccess('Set cover image successfully!');
      refreshProperty();
    } catch (error) {
      notifyError('Failed to set cover image', errorMessage(error));
    }
  }

  async function remove(file: StoredFile) {
    try {
      await deleteMedia.mutateAsync({ mediaFileId: file.Key, propertyId });
      notifySuccess('File deleted successfully');
      setDeleting(null);
      setOpened(null);
      await queryClient.invalidateQueries({ queryKey: listKey });
      if (file.Key === property.thumbnail) refreshProperty();
    } catch (error) {
      notifyError('File deletion failed!', errorMessage(error));
    }
  }

  const addMedia = (
    <UploadDialog
      title="Add Media Files"
      description="Upload photos and videos of this property from your local disk"
      triggerLabel="Add Media Files"
      uploadLabel="Upload"
      accept={accept}
      presign={presign}
      onFileUploaded={(file) => {
        notifySuccess('Media file uploaded successfully!', file.name);
        void queryClient.invalidateQueries({ queryKey: listKey });
      }}
      onFileFailed={(file, error) => notifyError(`Upload failed: ${file.name}`, error)}
    />
  );

  if (media.isPending) return <LoadingState label="Loading media…" />;
  if (media.isError) {
    return (
      <ErrorState
        title="Failed to load files"
        message={media.error.message}
        onRetry={() => void media.refetch()}
      />
    );
  }
  const files = media.data.body.Contents;

  return (
    <div className="flex flex-col gap-4">
      {/* One place for the dialog: it stays open while the first upload turns the empty state into the grid. */}
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm text-zinc-500">
          {files.length} {files.length === 1 ? 'media file' : 'media files'}
        </p>
        {addMedia}
      </div>
      {files.length === 0 ? (
        <EmptyState
          icon={Images}
          title="You do not have any media file yet"
          description="Add a multimedia file for your property"
        />
      ) : (
        <ul
          aria-label="Media files"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {files.map((file) => (
            <MediaCard
              key={file.Key}
              file={file}
              isCover={file.Key === property.thumbnail}
              onOpen={() => setOpened(file)}
              onCover={() => void makeCover(file)}
              onDelete={() => setDeleting(file)}
            />
          ))}
        </ul>
      )}

      <Dialog open={opened !== null} onOpenChange={(open) => !open && setOpened(null)}>
        {opened ? (
          <DialogContent title={opened.fileName} className="max-w-5xl">
            <div className="h-[min(70vh,44rem)] overflow-hidden rounded-lg border border-zinc-200">
              <OpenedMedia file={opened} />
            </div>
          </DialogContent>
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete media file"
        description={deleteDescription(deleting?.fileName ?? '')}
        pending={deleteMedia.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </div>
  );
}

/** The opened file's image or video, through its own short-lived link. */
function OpenedMedia({ file }: { file: StoredFile }) {
  const link = useFileUrl(file.Key);
  if (link.isError)
    return (
      <PreviewMessage tone="error" title="Failed to load file preview" detail={errorMessage(link.error)} />
    );
  if (!link.data) return <PreviewMessage tone="loading" title="Loading preview..." />;
  return fileKindOf(file.fileName) === 'video' ? (
    <VideoPreview url={link.data.url} name={file.fileName} />
  ) : (
    <ImagePreview url={link.data.url} name={file.fileName} />
  );
}

function MediaCard({
  file,
  isCover,
  onOpen,
  onCover,
  onDelete,
}: {
  file: StoredFile;
  isCover: boolean;
  onOpen: () => void;
  onCover: () => void;
  onDelete: () => void;
}) {
  const isVideo = fileKindOf(file.fileName) === 'video';
  const [broken, setBroken] = useState(false);
  const card = useRef<HTMLLIElement>(null);
  const link = useFileUrl(file.Key, { enabled: useInView(card) });
  const url = link.data?.url;
  return (
    <li
      ref={card}
      className="flex flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-xs"
    >
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Open ${file.fileName}`}
        className="relative flex aspect-[4/3] items-center justify-center overflow-hidden bg-zinc-100 focus-visible:outline-2 focus-visible:outline-indigo-500"
      >
        {isVideo ? (
          <>
            {url ? (
              <video src={`${url}#t=0.1`} preload="metadata" muted className="size-full object-cover" />
            ) : null}
            <span className="absolute flex size-12 items-center justify-center rounded-full bg-black/55 text-white">
              <Play className="size-6" aria-hidden />
            </span>
          </>
        ) : url && !broken ? (
          <img
            src={url}
            alt={file.fileName}
            loading="lazy"
            className="size-full object-cover"
            onError={() => setBroken(true)}
          />
        ) : broken || link.isError ? (
          <span className="flex flex-col items-center gap-1 text-xs text-zinc-500">
            <ImageIcon className="size-6" aria-hidden />
            image unavailable
          </span>
        ) : null}
        {isCover ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-semibold text-amber-950">
            <Star className="size-3" aria-hidden />
            Cover
          </span>
        ) : null}
      </button>
      <div className="flex items-center gap-2 px-3 py-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-zinc-900" title={file.fileName}>
            {file.fileName}
          </p>
          <p className="text-xs text-zinc-500">
            {formatFileSize(file.Size)} · {formatFileDate(file.LastModified)}
          </p>
        </div>
        {!isVideo && !isCover ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Set ${file.fileName} as cover`}
            title="Set as cover"
            onClick={onCover}
          >
            <Star aria-hidden />
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${file.fileName}`}
          title="Delete"
          className="hover:text-red-600"
          onClick={onDelete}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
