/**
 * Step 1's video dialog body for Local Disk: upload walkthrough videos to the property's storage
 * (presigned PUTs with progress), then pick among the property's mp4 and mov files.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { PurchaseSelection } from '../../../api/payments-client.ts';
import { useTRPC } from '../../../api/trpc.ts';
import { LoadingState } from '../../../components/StatePanels.tsx';
import { notifyError } from '../../../components/toast.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { UploadPanel } from '../../../components/upload/UploadPanel.tsx';
import { useMediaPresign } from '../use-media-presign.ts';
import { VideoChoice } from './VideoChoice.tsx';

const VIDEO_ACCEPT = { 'video/mp4': ['.mp4'], 'video/quicktime': ['.mov'] };
const videoType = (name: string) => /\.(mp4|mov)$/i.exec(name)?.[1]?.toLowerCase();

export function VideoPicker({
  propertyId,
  initial,
  onSelect,
}: {
  propertyId: string;
  initial: PurchaseSelection['files'];
  onSelect: (files: PurchaseSelection['files']) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const media = useQuery(trpc.listMediaFiles.queryOptions({ propertyId }));
  const presign = useMediaPresign(propertyId, 'video/mp4');
  const [chosen, setChosen] = useState<Set<string>>(new Set(initial.map((f) => f.id)));

  const videos = (media.data?.body.Contents ?? []).flatMap((file) => {
    const name = file.originalKey.split('/').pop() ?? file.Key;
    const type = videoType(name);
    return type ? [{ id: file.Key, name, source: 'local-disk', type }] : [];
  });
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Breadcrumbs" className="flex items-center gap-1 text-sm text-zinc-500">
        <span>Local Disk</span>
        <ChevronRight className="size-3.5" aria-hidden />
        <span className="text-zinc-900">Property videos</span>
      </nav>
      <UploadPanel
        accept={VIDEO_ACCEPT}
        uploadLabel="Upload videos"
        presign={presign}
        onFileUploaded={() =>
          void queryClient.invalidateQueries({ queryKey: trpc.listMediaFiles.queryKey({ propertyId }) })
        }
        onFileFailed={(file, error) => notifyError(`Upload failed: ${file.name}`, error)}
      />
      {media.isPending ? (
        <LoadingState label="Loading files…" />
      ) : videos.length === 0 ? (
        <p className="text-sm text-zinc-500">No mp4 or mov videos yet: upload one above.</p>
      ) : (
        <ul
          aria-label="Videos"
          className="max-h-56 divide-y divide-zinc-100 overflow-y-auto rounded-lg border border-zinc-200"
        >
          {videos.map((video) => (
            <VideoChoice
              key={video.id}
              name={video.name}
              type={video.type}
              checked={chosen.has(video.id)}
              onToggle={() => toggle(video.id)}
            />
          ))}
        </ul>
      )}
      <Button disabled={chosen.size === 0} onClick={() => onSelect(videos.filter((v) => chosen.has(v.id)))}>
        Select ({chosen.size} {chosen.size === 1 ? 'file' : 'files'})
      </Button>
    </div>
  );
}
