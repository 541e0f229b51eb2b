/**
 * The middle of the planner: the embedded viewer (venue tools on), its load error, the bar over it
 * (placing a model, the event summary, who else is here), the selected model's actions, and the buttons that bring back
 * a side panel hidden for lack of room.
 */
import { VIEWER_LOAD_ERROR, type ViewerEvent } from '#protocol/index.ts';
import type { Asset } from '#shared/asset-catalogue.ts';
import type { PlanningElement } from '#venue/documents.ts';
import { cn } from '../../../../components/ui/cn.ts';
import { ViewerFrame } from '../../../../components/viewer/ViewerFrame.tsx';
import type { ViewerClient } from '../../../../components/viewer/viewer-client.ts';
import type { VenueData } from '../../../../venue-data/app-client.ts';
import { PlacedItemPanel } from './furniture/PlacedItemPanel.tsx';
import { PlanningBar } from './furniture/PlanningBar.tsx';
import { LivePeople } from './live/LivePeople.tsx';
import { usePlanner, useSessionValue } from './session/planner-context.tsx';

/** The floating button over the viewer that brings back a side panel hidden for lack of room. */
function ShowPanelButton(p: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={p.onClick}
      className={cn(
        'absolute top-3 rounded-md bg-white/90 px-2.5 py-1.5 text-xs font-medium text-zinc-700 shadow hover:bg-white',
        p.side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      {p.label}
    </button>
  );
}

export function ViewerArea(p: {
  sceneUrl: string | undefined;
  sceneFailed: boolean;
  username: string;
  leftShown: boolean;
  assets: readonly Asset[];
  onPlace(asset: Asset): void;
  selectedElement: PlanningElement | undefined;
  onReady(client: ViewerClient): void;
  onEvent(event: ViewerEvent): void;
  comments: { open: number; shown: boolean; onToggle: () => void };
  /** The project's live channel (null while the venue data opens), and the scene open. */
  live: VenueData['live'] | null;
  sceneId: string;
}) {
  const { controller, actions } = usePlanner();
  const { session } = controller;
  const planning = useSessionValue((s) => s.mode === 'planning');
  const loadError = useSessionValue((s) => s.loadError);
  const rightOpen = useSessionValue((s) => s.rightOpen);
  const summary = actions.find((a) => a.id === 'event-summary');
  return (
    <div className="relative min-w-0 flex-1">
      {p.sceneUrl ? (
        <ViewerFrame
          className="size-full rounded-none"
          title="Venue planner 3D view"
          fileUrl={p.sceneUrl}
          viewerOptions={{ venue: true, tools: true, username: p.username }}
          onReady={p.onReady}
          onError={(message) => session.update({ loadError: message })}
          onEvent={p.onEvent}
        />
      ) : (
        <p role={p.sceneFailed ? 'alert' : 'status'} className="p-4 text-sm text-zinc-500">
          {p.sceneFailed ? VIEWER_LOAD_ERROR : 'Loading 3D view...'}
        </p>
      )}
      {loadError ? (
        <p
          role="alert"
          className="absolute bottom-3 left-3 max-w-sm rounded-md bg-red-600 px-3 py-2 text-sm text-white shadow"
        >
          {loadError}
        </p>
      ) : null}
      <PlanningBar
        planning={planning}
        assets={p.assets}
        onPlace={p.onPlace}
        onSummary={() => summary?.onSelect('toolbar')}
        comments={p.comments}
        people={p.live ? <LivePeople live={p.live} sceneId={p.sceneId} /> : null}
      />
      {p.selectedElement ? (
        <PlacedItemPanel element={p.selectedElement} send={(command) => controller.send(command)} />
      ) : null}
      {!p.leftShown ? (
        <ShowPanelButton side="left" label="Spaces & Zones" onClick={() => session.setRightOpen(false)} />
      ) : null}
      {!rightOpen ? (
        <ShowPanelButton
          side="right"
          label="Layers & Properties"
          onClick={() => session.setRightOpen(true)}
        />
      ) : null}
    </div>
  );
}
