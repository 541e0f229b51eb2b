/**
 * /project/{id}/venue-planner (spec venue-planner.md §2): the planner needs a scene file, kept in the
 * page's 'file' query parameter (the file's storage key). Without one the page asks for a scene; with
 * one it opens the planner workspace on that scene's data modules.
 */
import { useQuery } from '@tanstack/react-query';
import { Rotate3d } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTRPC } from '../../../../api/trpc.ts';
import { useCurrentUser } from '../../../../auth/useCurrentUser.ts';
import { LoadingState } from '../../../../components/StatePanels.tsx';
import { useProject } from '../../ProjectPage.tsx';
import { PlannerWorkspace } from './PlannerWorkspace.tsx';
import { type SceneFile, ScenePicker } from './ScenePicker.tsx';

const EMPTY_STATE_TITLE = 'Choose a scene to plan';

export function VenuePlannerTab() {
  const { projectId, role } = useProject();
  const user = useCurrentUser();
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const listing = useQuery(trpc.listUserProjectFiles.queryOptions({ projectId }));
  const files: SceneFile[] | undefined = listing.data?.body.Contents;
  const fileKey = params.get('file');
  const chosen = files?.find((f) => f.Key === fileKey) ?? null;
  const pick = (file: SceneFile) =>
    setParams((p) => {
      p.set('file', file.Key);
      return p;
    });
  const picker = (
    <ScenePicker
      files={files}
      loading={listing.isPending}
      failed={listing.isError}
      selectedKey={fileKey}
      onPick={pick}
    />
  );

  if (fileKey && listing.isPending) return <LoadingState label="Loading files…" />;
  if (!chosen || !user.data?.username)
    return (
      <section
        aria-label="Venue planner"
        className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border-2 border-dashed border-zinc-300 bg-white p-8 text-center"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <Rotate3d className="size-7" aria-hidden />
        </span>
        <h2 className="text-lg font-semibold text-zinc-900">{EMPTY_STATE_TITLE}</h2>
        <p className="text-sm text-zinc-500">
          The planner opens a splat scene of this project. Pick one below, or upload one in Files.
        </p>
        <div className="w-full text-left">{picker}</div>
      </section>
    );
  return (
    <PlannerWorkspace
      key={chosen.Key}
      projectId={projectId}
      role={role}
      username={user.data.username}
      file={chosen}
      scenePicker={picker}
    />
  );
}
