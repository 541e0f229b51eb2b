/**
 * The Publish dialog (spec product.md §2), shown while a splat file is previewed. Publishing is an
 * explicit step: until the owner publishes, the scene stays private and no address is shown.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Globe, Send } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { errorMessage } from '../../../../api/errors.ts';
import { useTRPC } from '../../../../api/trpc.ts';
import type { StoredFile } from '../../../../api/types.ts';
import { notifyError, notifySuccess } from '../../../../components/toast.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../../components/ui/Dialog.tsx';
import { Input } from '../../../../components/ui/Input.tsx';
import { Label } from '../../../../components/ui/Label.tsx';
import { CopyField } from './CopyField.tsx';
import { currentViewerSettings, defaultPublicUsername, embedCode, publicViewerUrl } from './publish-urls.ts';

export function PublishDialog({ projectId, file }: { projectId: string; file: StoredFile }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Send aria-hidden />
          Publish
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Publish"
        description={`Share ${file.fileName} as a public link or an embed.`}
        className="max-w-2xl"
      >
        {open ? <PublishBody projectId={projectId} file={file} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PublishBody({ projectId, file }: { projectId: string; file: StoredFile }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const target = { projectId, fileKey: file.Key };
  const publication = useQuery(trpc.getPublication.queryOptions(target));
  const publish = useMutation(trpc.publishFile.mutationOptions());
  const unpublish = useMutation(trpc.unpublishFile.mutationOptions());
  const [venueTools, setVenueTools] = useState(false);
  const [applySettings, setApplySettings] = useState(false);
  const [username, setUsername] = useState(() => defaultPublicUsername());
  const ids = { tools: useId(), settings: useId(), user: useId() };

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.getPublication.queryKey(target) });
  const published = publication.data;
  const urls = useMemo(() => {
    if (!published) return null;
    const base = {
      origin: window.location.origin,
      publishedPath: published.path,
      includeVenueTools: venueTools,
      viewerSettings: applySettings ? currentViewerSettings() : undefined,
    };
    const publicUrl = publicViewerUrl(base);
    return {
      publicUrl,
      userUrl: publicViewerUrl({ ...base, username: username.trim() || undefined }),
      embed: embedCode(publicUrl),
    };
  }, [published, venueTools, applySettings, username]);

  if (publication.isPending) return <p className="text-sm text-zinc-500">Loading…</p>;
  if (publication.isError)
    return (
      <p role="alert" className="text-sm text-red-600">
        {publication.error.message}
      </p>
    );

  if (!published || !urls) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-zinc-600">
          This scene is private. Publishing makes <strong>{file.fileName}</strong> viewable by anyone who has
          the link, without an account. You can unpublish it at any time.
        </p>
        <div className="flex justify-end">
          <Button
            loading={publish.isPending}
            onClick={async () => {
              try {
                await publish.mutateAsync(target);
                await refresh();
              } catch (error) {
                notifyError('Failed to publish', errorMessage(error));
              }
            }}
          >
            <Globe aria-hidden />
            Publish scene
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <CopyField label="Public URL" value={urls.publicUrl} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label htmlFor={ids.tools} className="flex items-center gap-2 text-sm text-zinc-800">
          <input
            id={ids.tools}
            type="checkbox"
            checked={venueTools}
            onChange={(e) => setVenueTools(e.target.checked)}
          />
          Include Venue Tools
        </label>
        <label htmlFor={ids.settings} className="flex items-center gap-2 text-sm text-zinc-800">
          <input
            id={ids.settings}
            type="checkbox"
            checked={applySettings}
            onChange={(e) => setApplySettings(e.target.checked)}
          />
          Apply Current Viewer Settings
        </label>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.user}>Username</Label>
        <Input id={ids.user} value={username} maxLength={64} onChange={(e) => setUsername(e.target.value)} />
      </div>
      <CopyField label="Public URL for User" value={urls.userUrl} />
      <CopyField label="Embed Code" value={urls.embed} multiline />
      <div className="flex items-center justify-between gap-4 border-t border-zinc-100 pt-4">
        <p className="text-xs text-zinc-500">Unpublishing stops every link and embed of this scene.</p>
        <Button
          variant="danger"
          loading={unpublish.isPending}
          onClick={async () => {
            try {
              await unpublish.mutateAsync({ publicationId: published.publicationId });
              notifySuccess('Scene unpublished');
              await refresh();
            } catch (error) {
              notifyError('Failed to unpublish', errorMessage(error));
            }
          }}
        >
          Unpublish
        </Button>
      </div>
    </div>
  );
}
