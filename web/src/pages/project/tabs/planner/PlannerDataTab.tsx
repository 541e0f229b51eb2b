/**
 * The project's planner data until the 3D venue planner arrives: the viewpoints and annotations kept
 * in the scene's data modules, editable here, stored in this browser first and synced to the cloud
 * (offline edits are queued). The planner will sit on the same data layer (web/src/venue-data).
 */
import { Camera, CloudOff, MapPin, RefreshCw, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useCurrentUser } from '../../../../auth/useCurrentUser.ts';
import { ErrorState, LoadingState } from '../../../../components/StatePanels.tsx';
import { notifyError } from '../../../../components/toast.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { SectionCard } from '../../../../components/ui/Card.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { useProject } from '../../ProjectPage.tsx';
import { useVenueData } from './useVenueData.ts';

const SCENE_ID = 'main';

export function PlannerDataTab() {
  const project = useProject();
  const user = useCurrentUser();
  const state = useVenueData(project.projectId, SCENE_ID, user.data?.username);
  const [label, setLabel] = useState('');
  const [viewpointName, setViewpointName] = useState('');

  if (state.status === 'loading') return <LoadingState label="Loading planner data..." />;
  if (state.status === 'error')
    return <ErrorState title="Failed to load planner data" message={state.message} />;

  const { bridge, sync } = state.data;
  const annotations = bridge.getAnnotations();
  const viewpoints = bridge.fetchViewpoints();
  const online = typeof navigator === 'undefined' || navigator.onLine;
  const pending = state.unsynced.size > 0 || sync.queuedModules.length > 0;
  const status = !online
    ? 'Offline — changes are kept in this browser and sync when you are back online'
    : sync.busy
      ? 'Syncing…'
      : state.lastError
        ? `Sync failed: ${state.lastError}`
        : pending
          ? 'Changes waiting to sync'
          : 'All changes synced';

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      notifyError('Failed to save planner data', (error as Error).message);
    }
  };

  const addAnnotation = (event: FormEvent) => {
    event.preventDefault();
    const text = label.trim();
    if (!text) return;
    void run(async () => {
      await bridge.setAnnotations([
        ...annotations,
        {
          id: crypto.randomUUID(),
          type: 'note',
          tags: [],
          metadata: { label: text, description: '', customAttributes: {} },
        },
      ]);
      setLabel('');
    });
  };

  const addViewpoint = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await bridge.persistCreateViewpoint(viewpointName, { x: 0, y: 1.6, z: 5 }, { x: 0, y: 0, z: -1 });
      setViewpointName('');
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-zinc-200 bg-white px-4 py-3">
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-700">
          {online ? null : <CloudOff className="size-4 text-amber-600" aria-hidden />}
          {status}
        </p>
        <Button
          variant="secondary"
          onClick={() =>
            void run(async () => {
              await sync.syncAllModules();
            })
          }
        >
          <RefreshCw className="size-4" aria-hidden /> Sync now
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title="Viewpoints" description="Saved camera positions of the scene.">
          <form onSubmit={addViewpoint} className="flex items-end gap-3">
            <div className="flex-1">
              <TextField
                label="Viewpoint name"
                value={viewpointName}
                onChange={(e) => setViewpointName(e.target.value)}
              />
            </div>
            <Button type="submit">
              <Camera className="size-4" aria-hidden /> Add viewpoint
            </Button>
          </form>
          <ul aria-label="Viewpoints" className="mt-4 divide-y divide-zinc-100">
            {viewpoints.length === 0 ? (
              <li className="py-3 text-sm text-zinc-500">
                No viewpoints yet. Move the camera in the viewer and click “Add Current”.
              </li>
            ) : (
              viewpoints.map((v) => (
                <li key={v.id} className="flex items-center justify-between py-2 text-sm">
                  <span>{v.name}</span>
                  <Button
                    variant="ghost"
                    aria-label={`Delete viewpoint ${v.name}`}
                    onClick={() => void run(() => bridge.persistDeleteViewpoint(v.id ?? ''))}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </li>
              ))
            )}
          </ul>
        </SectionCard>
        <SectionCard title="Annotations" description="Notes pinned to the scene.">
          <form onSubmit={addAnnotation} className="flex items-end gap-3">
            <div className="flex-1">
              <TextField label="Annotation label" value={label} onChange={(e) => setLabel(e.target.value)} />
            </div>
            <Button type="submit">
              <MapPin className="size-4" aria-hidden /> Add annotation
            </Button>
          </form>
          <ul aria-label="Annotations" className="mt-4 divide-y divide-zinc-100">
            {annotations.length === 0 ? (
              <li className="py-3 text-sm text-zinc-500">No annotations found.</li>
            ) : (
              annotations.map((a) => (
                <li key={a.id} className="flex items-center justify-between py-2 text-sm">
                  <span>{a.metadata?.label}</span>
                  <Button
                    variant="ghost"
                    aria-label={`Delete annotation ${a.metadata?.label ?? ''}`}
                    onClick={() => void run(() => bridge.deleteAnnotation(a.id ?? ''))}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </li>
              ))
            )}
          </ul>
        </SectionCard>
      </div>
    </div>
  );
}
