/**
 * The venue planner on one scene file (spec venue-planner.md §2, §4): toolbar, 'Spaces & Zones', the
 * viewer, 'Layers & Properties' and the status line, laid out around one planner session
 * (session/planner-session.ts). The viewer is driven by window messages through the session's
 * controller; what it reports is handled by session/viewer-events.ts and kept in the scene's venue
 * data (web/src/venue-data), whose plan goes back to the viewer once it is ready for it. When the room
 * is short, only one side panel shows at a time, so the viewer keeps at least VIEWER_MIN_PX.
 */
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import type { ViewerEvent } from '#protocol/index.ts';
import { type ProjectRole, refusalFor, roleAllows } from '#shared/roles.ts';
import { plainEntity } from '#venue/codec.ts';
import type { Annotation } from '#venue/documents.ts';
import { viewerFrame } from '#venue/stored-frame.ts';
import { zoneArea } from '#venue/zone-area.ts';
import { usePinnedFileUrl } from '../../../../api/file-url.ts';
import { ErrorState, LoadingState } from '../../../../components/StatePanels.tsx';
import type { AnnotationChange, SegmentationChange } from '../../../../venue-data/venue-bridge.ts';
import { AnnotationList, annotationLabel } from './AnnotationList.tsx';
import { CalibrationDialog } from './CalibrationDialog.tsx';
import { CommentsPanel } from './comments/CommentsPanel.tsx';
import { useCommentPins } from './comments/use-comment-pins.ts';
import { useCommentThreads } from './comments/use-comment-threads.ts';
import { EventSummary } from './furniture/EventSummary.tsx';
import { selectedGroup, zoneFill } from './furniture/layout-groups.ts';
import { overCapacityZones, seatsByZone } from './furniture/seats.ts';
import { useLayoutModels } from './furniture/useLayoutModels.ts';
import { usePlacement } from './furniture/usePlacement.ts';
import { AssetLibraryPanel } from './library/AssetLibraryPanel.tsx';
import { addRecentAsset } from './library/library-prefs.ts';
import { PlannerStatusBar } from './PlannerStatusBar.tsx';
import { PlannerToolbar } from './PlannerToolbar.tsx';
import { PropertiesPanel } from './PropertiesPanel.tsx';
import { sceneIdForFile } from './planner-model.ts';
import type { SceneFile } from './ScenePicker.tsx';
import { SpacesPanel } from './SpacesPanel.tsx';
import { PlannerProvider, useSession } from './session/planner-context.tsx';
import { usePlannerSession } from './session/use-planner-session.ts';
import { handleViewerEvent } from './session/viewer-events.ts';
import { useAnnotationList } from './useAnnotationList.ts';
import { useElementWidth } from './useElementWidth.ts';
import { useVenueData } from './useVenueData.ts';
import { ViewerArea } from './ViewerArea.tsx';

const annotationName = (a: Annotation | undefined) => (a ? annotationLabel(a) : undefined);

const NONE: never[] = [];

/** The narrowest viewer the planner allows beside its side panels (their narrowest: 220 and 280 px). */
const VIEWER_MIN_PX = 400;
const LEFT_MIN_PX = 220;
const RIGHT_MIN_PX = 280;

export function PlannerWorkspace(props: {
  projectId: string;
  /** The caller's role in the project: a Viewer or Commenter looks at the plan but cannot change it. */
  role: ProjectRole;
  username: string;
  file: SceneFile;
  scenePicker: ReactNode;
}) {
  const sceneId = sceneIdForFile(props.file.Key);
  const venue = useVenueData(props.projectId, sceneId, props.username);
  // The scene's link is signed when the planner opens it, and kept: a renewed one would reload the scene.
  const scene = usePinnedFileUrl(props.file.Key);
  const data = venue.status === 'ready' ? venue.data : null;
  const searchRef = useRef<HTMLInputElement>(null);
  const librarySearchRef = useRef<HTMLInputElement>(null);
  const focusSearch = useCallback(() => (librarySearchRef.current ?? searchRef.current)?.focus(), []);
  const { session, controller, push, actions, runKey } = usePlannerSession({
    projectId: props.projectId,
    sceneFile: props.file.Key,
    data,
    focusSearch,
    readOnlyReason: roleAllows(props.role, 'edit') ? null : refusalFor(props.role, 'edit'),
  });
  const units = useSession(session, (s) => s.units);
  const selection = useSession(session, (s) => s.selection);
  const rightOpen = useSession(session, (s) => s.rightOpen);
  const libraryOpen = useSession(session, (s) => s.libraryOpen);
  const summaryOpen = useSession(session, (s) => s.summaryOpen);
  const search = useSession(session, (s) => s.search);
  const [body, bodyWidth] = useElementWidth<HTMLDivElement>();
  // Not enough room for both panels and a usable viewer: the right panel, when open, takes the left's place.
  const oneSidePanel = bodyWidth > 0 && bodyWidth < LEFT_MIN_PX + RIGHT_MIN_PX + VIEWER_MIN_PX;
  const leftShown = !(oneSidePanel && rightOpen);

  const comments = useCommentThreads(props.projectId, sceneId, data?.live.channel ?? null);
  const canComment = roleAllows(props.role, 'comment');
  const [commentsShown, setCommentsShown] = useState(false);

  const annotationList = useAnnotationList(data?.bridge ?? null, data?.store ?? null);
  // The library's cards call placement.startPlacement(asset) (onPlace); a placement goes to Recent.
  const placement = usePlacement({
    bridge: data?.bridge ?? null,
    send: (command) => controller.send(command),
    changeMode: (mode) => controller.changeMode(mode),
    setMessage: (message) => session.say(message),
    focusViewer: () => controller.focusViewer(),
    onPlaced: (assetId) => addRecentAsset(localStorage, props.username, assetId),
  });
  useLayoutModels(placement.catalogue.data, props.username, controller);

  // The plan's objects as of the venue data's last change: pins are re-sent only when it changes.
  const revision = venue.status === 'ready' ? venue.revision : -1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: revision counts the store's changes
  const planObjects = useMemo(
    () => ({
      elements: data?.bridge.getPlanningElements() ?? NONE,
      zones: data?.bridge.getSegmentations() ?? NONE,
    }),
    [data, revision],
  );
  const pins = useCommentPins({
    controller,
    threads: comments.threads,
    ...planObjects,
    showPanel: () => setCommentsShown(true),
  });

  const onEvent = (event: ViewerEvent) =>
    pins.handleEvent(event) ||
    handleViewerEvent(event, {
      session,
      controller,
      bridge: data?.bridge ?? null,
      sceneReady: () => push.sceneReady(),
      refreshAnnotations: annotationList.refresh,
      placement,
      runKey: (input) => runKey(input),
    });

  if (venue.status === 'loading') return <LoadingState label="Loading planner data..." />;
  if (venue.status === 'error')
    return <ErrorState title="Failed to load planner data" message={venue.message} />;

  const { bridge } = venue.data;
  const zones = bridge.getSegmentations();
  const only = selection.ids.length === 1 ? selection.ids[0] : undefined;
  const selectedZone = only ? zones.find((z) => z.id === only) : undefined;
  const elements = bridge.getPlanningElements();
  const selectedElement = only ? elements.find((e) => e.id === only) : undefined;
  const placedIds = new Set(elements.flatMap((e) => (e.modelId && e.id ? [e.id] : [])));
  const frame = bridge.getSceneFrame();
  const selectedZoneSeats = selectedZone
    ? (seatsByZone([selectedZone], elements, viewerFrame(frame)?.up).get(selectedZone.id ?? '') ?? 0)
    : 0;
  // A panel edit is saved, then handed to the viewer, which makes it one undo step of what changed.
  const saveAnnotation = async (id: string, changes: AnnotationChange[]) => {
    for (const change of changes) await bridge.updateAnnotation(id, change);
    const annotation = bridge.getAnnotation(id);
    if (annotation) controller.send({ type: 'editAnnotation', annotation: plainEntity(annotation) as never });
  };
  const saveZone = async (id: string, changes: SegmentationChange[]) => {
    for (const change of changes) await bridge.updateSegmentation(id, change);
    const segmentation = bridge.getSegmentations().find((zone) => zone.id === id);
    if (segmentation)
      controller.send({ type: 'editSegmentation', segmentation: plainEntity(segmentation) as never });
  };
  const saveLogged = (what: string, action: () => Promise<unknown>) =>
    void action().catch((error: Error) => console.error(`Failed to save ${what}`, error));

  return (
    <PlannerProvider planner={{ controller, actions, bridge }}>
      <div className="flex h-[calc(100vh-13rem)] min-h-[560px] flex-col overflow-hidden rounded-lg border border-zinc-200 bg-zinc-50">
        <PlannerToolbar />
        <div ref={body} className="flex min-h-0 flex-1">
          {leftShown ? (
            <SpacesPanel
              search={search}
              searchRef={searchRef}
              onSearch={(value) => session.update({ search: value })}
              scenePicker={props.scenePicker}
              viewpoints={bridge.fetchViewpoints()}
              zones={zones}
              overCapacity={overCapacityZones(zones, elements, viewerFrame(frame)?.up)}
              selectedIds={selection.ids}
              onAddViewpoint={() => saveLogged('viewpoint', () => controller.addViewpoint(bridge))}
              onGoToViewpoint={(v) => controller.goToViewpoint(v)}
              onRenameViewpoint={(v) =>
                saveLogged('viewpoint', () =>
                  controller.renameViewpoint(bridge, v, window.prompt('Rename viewpoint', v.name ?? '')),
                )
              }
              onDeleteViewpoint={(v) =>
                saveLogged('viewpoint', () => bridge.persistDeleteViewpoint(v.id ?? ''))
              }
              onSelectZone={(zone) => controller.selectAndFrame(zone.id ?? '', 'zone')}
              libraryOpen={libraryOpen}
              onToggleLibrary={() => controller.toggleLibrary()}
              assetLibrary={
                <AssetLibraryPanel
                  username={props.username}
                  projectId={props.projectId}
                  searchRef={librarySearchRef}
                  placements={elements}
                  onPlace={placement.startPlacement}
                />
              }
              annotations={
                <AnnotationList
                  state={annotationList.state}
                  refreshing={annotationList.refreshing}
                  selectedIds={selection.ids}
                  units={units}
                  onRefresh={() => void annotationList.refreshFromCloud()}
                  onSelect={(a) => controller.selectAndFrame(a.id ?? '', a.type ?? 'annotation')}
                  onDelete={(a) => {
                    controller.send({ type: 'deleteAnnotation', annotationId: a.id ?? '' });
                    session.say(`Deleted ${annotationLabel(a)}`);
                  }}
                />
              }
            />
          ) : null}
          <ViewerArea
            sceneUrl={scene.url}
            sceneFailed={scene.isError}
            username={props.username}
            leftShown={leftShown}
            assets={placement.catalogue.data ?? []}
            onPlace={placement.startPlacement}
            selectedElement={selectedElement}
            onReady={(client) => {
              controller.attach(client);
              annotationList.refresh();
            }}
            onEvent={onEvent}
            comments={{
              open: comments.threads.filter((t) => t.status === 'open').length,
              shown: commentsShown,
              onToggle: () => setCommentsShown((shown) => !shown),
            }}
            live={venue.data.live}
            sceneId={sceneId}
          />
          {commentsShown ? (
            <CommentsPanel
              comments={comments}
              canComment={canComment}
              selectedThreadId={pins.selectedThread}
              onSelectThread={pins.setSelectedThread}
              onNewComment={() => pins.startComment(selection.ids)}
              draft={pins.draft}
              onDraftDone={pins.clearDraft}
              onClose={() => setCommentsShown(false)}
            />
          ) : rightOpen ? (
            <PropertiesPanel
              selectedNames={selection.ids.map(
                (id) =>
                  zones.find((z) => z.id === id)?.name ||
                  elements.find((e) => e.id === id)?.name ||
                  annotationName(bridge.getAnnotation(id)) ||
                  'An object not in the plan yet',
              )}
              zone={selectedZone}
              zoneArea={selectedZone ? zoneArea(selectedZone, frame, units) : undefined}
              sceneFrame={frame}
              zoneSeats={selectedZoneSeats}
              zoneFill={selectedZone ? zoneFill(elements, selectedZone.id ?? '') : null}
              layoutGroup={selectedGroup(elements, selection.ids)}
              placedIds={selection.ids.filter((id) => placedIds.has(id))}
              sameModelIds={elements
                .filter((e) => e.modelId && e.modelId === selectedElement?.modelId)
                .map((e) => e.id ?? '')}
              placedElement={selectedElement}
              units={units}
              metersPerUnit={frame?.metersPerUnit ? frame.metersPerUnit : null}
              annotation={only ? bridge.getAnnotation(only) : undefined}
              imageScope={{ projectId: props.projectId, sceneId, username: props.username }}
              onSaveAnnotation={saveAnnotation}
              onSaveZone={saveZone}
            />
          ) : null}
        </div>
        {summaryOpen ? (
          <EventSummary elements={elements} onClose={() => session.update({ summaryOpen: false })} />
        ) : null}
        <CalibrationDialog />
        <PlannerStatusBar venue={venue} />
      </div>
    </PlannerProvider>
  );
}
