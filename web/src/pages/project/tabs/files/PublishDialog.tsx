/**
 * The Publish dialog (spec product.md §2): for the splat file previewed on a project's Files screen and
 * for a property's finished 3D tour (its 3D tab). Publishing is an explicit step: until the owner
 * publishes, the scene stays private and no address is shown. Unpublishing asks for a confirmation.
 * The 'Public URL for User' is a personal link: its page says whom it was shared with, and 'Opened by'
 * lists who opened one (docs/architecture.md, "Decisions where the spec is silent").
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Globe, Send } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { isVisitorName, VISITOR_NAME_MESSAGE } from '#shared/visitor-links.ts';
import { errorMessage } from '../../../../api/errors.ts';
import { useTRPC } from '../../../../api/trpc.ts';
import { notifyError, notifySuccess } from '../../../../components/toast.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../../components/ui/Dialog.tsx';
import { Input } from '../../../../components/ui/Input.tsx';
import { Label } from '../../../../components/ui/Label.tsx';
import { CopyField } from './CopyField.tsx';
import { PublicationVisits } from './PublicationVisits.tsx';
import { currentViewerSettings, defaultPublicUsername, embedCode, publicViewerUrl } from './publish-urls.ts';

/** What is published: a project's scene file, or a property's 3D tour. */
export type PublishTarget =
  | { kind: 'file'; projectId: string; fileKey: string; fileName: string }
  | { kind: 'tour'; propertyId: string; name: string };

export function PublishDialog({
  target,
  disabled,
  unavailable,
}: {
  target: PublishTarget;
  disabled?: boolean;
  /** Why there is nothing to publish yet, shown instead of the dialog's body. */
  unavailable?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const name = target.kind === 'file' ? target.fileName : target.name;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" disabled={disabled}>
          <Send aria-hidden />
          Publish
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Publish"
        description={`Share ${name} as a public link or an embed.`}
        className="max-w-2xl"
      >
        {open && unavailable ? <p className="text-sm text-zinc-600">{unavailable}</p> : null}
        {open && !unavailable ? <PublishBody target={target} name={name} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** The publication query and the publish call of either kind of target (both hooks always run). */
function usePublication(target: PublishTarget) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const fileInput = target.kind === 'file' ? { projectId: target.projectId, fileKey: target.fileKey } : null;
  const tourInput = target.kind === 'tour' ? { propertyId: target.propertyId } : null;
  const fileQuery = useQuery({
    ...trpc.getPublication.queryOptions(fileInput ?? { projectId: '', fileKey: '' }),
    enabled: Boolean(fileInput),
  });
  const tourQuery = useQuery({
    ...trpc.getTourPublication.queryOptions(tourInput ?? { propertyId: '' }),
    enabled: Boolean(tourInput),
  });
  const publishFile = useMutation(trpc.publishFile.mutationOptions());
  const publishTour = useMutation(trpc.publishTour.mutationOptions());
  return {
    publication: fileInput ? fileQuery : tourQuery,
    publishing: publishFile.isPending || publishTour.isPending,
    /** Publishes (or republishes); for a file, venue tools also publish or withdraw its plan. */
    publish: (includeVenueTools?: boolean) =>
      fileInput
        ? publishFile.mutateAsync({ ...fileInput, includeVenueTools })
        : publishTour.mutateAsync(tourInput ?? { propertyId: '' }),
    refresh: () =>
      fileInput
        ? queryClient.invalidateQueries({ queryKey: trpc.getPublication.queryKey(fileInput) })
        : queryClient.invalidateQueries({
            queryKey: trpc.getTourPublication.queryKey(tourInput ?? undefined),
          }),
  };
}

function PublishBody({ target, name }: { target: PublishTarget; name: string }) {
  const trpc = useTRPC();
  const { publication, publishing, publish, refresh } = usePublication(target);
  const unpublish = useMutation(trpc.unpublishFile.mutationOptions());
  const [confirming, setConfirming] = useState(false);
  const published = publication.data;
  // A file's venue tools follow its publication (published with its plan: on), except while a change
  // the user asked for is on its way; the box stays disabled until the server has answered and the
  // publication is re-read, so a late answer can never undo a newer choice.
  const [venueTools, setVenueTools] = useState(() => Boolean(published?.includesPlan));
  const [changingTools, setChangingTools] = useState(false);
  const fileIncludesPlan = target.kind === 'file' && published ? Boolean(published.includesPlan) : null;
  useEffect(() => {
    if (fileIncludesPlan !== null && !changingTools) setVenueTools(fileIncludesPlan);
  }, [fileIncludesPlan, changingTools]);
  const [applySettings, setApplySettings] = useState(false);
  const [username, setUsername] = useState(() => defaultPublicUsername());
  const ids = { tools: useId(), settings: useId(), user: useId(), userHelp: useId() };

  /** With venue tools, a project file's plan is published beside it; without, it is withdrawn. */
  const changeVenueTools = async (on: boolean) => {
    setVenueTools(on);
    if (target.kind !== 'file') return;
    setChangingTools(true);
    try {
      await publish(on);
      await refresh();
      if (on) notifySuccess('Venue plan published with the scene');
    } catch (error) {
      setVenueTools(!on);
      notifyError('Failed to publish', errorMessage(error));
    } finally {
      setChangingTools(false);
    }
  };
  const urls = useMemo(() => {
    if (!published) return null;
    const base = {
      origin: window.location.origin,
      publishedPath: published.path,
      includeVenueTools: venueTools,
      viewerSettings: applySettings ? currentViewerSettings() : undefined,
    };
    const publicUrl = publicViewerUrl(base);
    // A personal link names one person: a name the viewer would not take makes no link.
    const visitor = username.trim();
    return {
      publicUrl,
      userUrl: isVisitorName(visitor) ? publicViewerUrl({ ...base, username: visitor }) : '',
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
          This scene is private. Publishing makes <strong>{name}</strong> viewable by anyone who has the link,
          without an account. You can unpublish it at any time.
        </p>
        <div className="flex justify-end">
          <Button
            loading={publishing}
            onClick={async () => {
              try {
                await publish();
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
            disabled={publishing || changingTools}
            onChange={(e) => void changeVenueTools(e.target.checked)}
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
        {target.kind === 'file' ? (
          <p className="basis-full text-xs text-zinc-500">
            Include Venue Tools also publishes this scene's plan (zones, annotations, viewpoints) for anyone
            with the link to view, not to edit.
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.user}>Username</Label>
        <Input
          id={ids.user}
          value={username}
          maxLength={64}
          aria-invalid={urls.userUrl ? undefined : true}
          aria-describedby={ids.userHelp}
          onChange={(e) => setUsername(e.target.value)}
        />
        <p id={ids.userHelp} className={`text-xs ${urls.userUrl ? 'text-zinc-500' : 'text-red-600'}`}>
          {urls.userUrl
            ? 'A link for one person: its page says whom it was shared with, and you see below when it is opened.'
            : VISITOR_NAME_MESSAGE}
        </p>
      </div>
      <CopyField label="Public URL for User" value={urls.userUrl} disabled={!urls.userUrl} />
      <PublicationVisits publicationId={published.publicationId} />
      <CopyField label="Embed Code" value={urls.embed} multiline />
      {confirming ? (
        <fieldset
          aria-label="Confirm unpublishing"
          className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-red-200 bg-red-50 p-3"
        >
          <p className="text-sm text-red-800">
            Unpublish {name}? Every link and embed of it stops working, for everyone.
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={unpublish.isPending}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={unpublish.isPending}
              onClick={async () => {
                try {
                  await unpublish.mutateAsync({ publicationId: published.publicationId });
                  notifySuccess('Scene unpublished');
                  setConfirming(false);
                  await refresh();
                } catch (error) {
                  notifyError('Failed to unpublish', errorMessage(error));
                }
              }}
            >
              Yes, unpublish
            </Button>
          </div>
        </fieldset>
      ) : (
        <div className="flex items-center justify-between gap-4 border-t border-zinc-100 pt-4">
          <p className="text-xs text-zinc-500">
            Republishing updates the public copy{target.kind === 'file' && venueTools ? ' and its plan' : ''}.
            Unpublishing stops every link and embed of this scene.
          </p>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="secondary"
              loading={publishing}
              onClick={async () => {
                try {
                  await publish();
                  await refresh();
                  notifySuccess('Public copy updated');
                } catch (error) {
                  notifyError('Failed to publish', errorMessage(error));
                }
              }}
            >
              Republish
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Unpublish
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
