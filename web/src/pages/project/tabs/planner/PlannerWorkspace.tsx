/**
 * The venue planner on one scene file (spec venue-planner.md §2, §4): toolbar, 'Spaces & Zones', the
 * viewer, 'Layers & Properties' and the screen-reader status line. It drives the viewer by window
 * messages and keeps every edit the viewer reports in the scene's venue data (web/src/venue-data),
 * pushing the stored annotations and zones back once the viewer is ready for them, so a reload shows
 * them again. Mode, units, overview, layers and the right panel's state are kept per project
 * (planner-settings.ts). When the room is short, only one side panel shows at a time, so the viewer
 * keeps at least VIEWER_MIN_PX.
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import {
  type CameraState,
  type LayerName,
  layerNames,
  type MeasurementUnits,
  type PlannerTool,
  VIEWER_LOAD_ERROR,
  type ViewerEvent,
} from '#protocol/index.ts';
import { plainEntity } from '#venue/codec.ts';
import type { Annotation, Segmentation, Viewpoint } from '#venue/documents.ts';
import { storedFrame, viewerFrame } from '#venue/stored-frame.ts';
import { zoneArea } from '#venue/zone-area.ts';
import { usePinnedFileUrl } from '../../../../api/file-url.ts';
import { ErrorState, LoadingState } from '../../../../components/StatePanels.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { ViewerFrame } from '../../../../components/viewer/ViewerFrame.tsx';
import type { ViewerClient } from '../../../../components/viewer/viewer-client.ts';
import type { AnnotationChange, SegmentationChange } from '../../../../venue-data/bridge.ts';
import { AnnotationList, annotationLabel } from './AnnotationList.tsx';
import { EventSummary } from './furniture/EventSummary.tsx';
import { PlacedItemPanel } from './furniture/PlacedItemPanel.tsx';
import { PlanningBar } from './furniture/PlanningBar.tsx';
import { placedItems } from './furniture/planning-elements.ts';
import { seatsByZone } from './furniture/seats.ts';
import { usePlacement } from './furniture/usePlacement.ts';
import { AssetLibraryPanel } from './library/AssetLibraryPanel.tsx';
import { addRecentAsset } from './library/library-prefs.ts';
import { PlannerToolbar } from './PlannerToolbar.tsx';
import { PropertiesPanel } from './PropertiesPanel.tsx';
import {
  isTypingTarget,
  overviewHeight,
  type PlannerMode,
  type ShortcutAction,
  sceneIdForFile,
  shortcutFor,
  TOOL_LABEL,
  VIEWER_MODE,
} from './planner-model.ts';
import { loadPlannerSettings, savePlannerSettings } from './planner-settings.ts';
import type { SceneFile } from './ScenePicker.tsx';
import { SpacesPanel } from './SpacesPanel.tsx';
import { useAnnotationList } from './useAnnotationList.ts';
import { useElementWidth } from './useElementWidth.ts';
import { useVenueData, type VenueDataState } from './useVenueData.ts';

/** Annotations wait for sceneReadyForAnnotations, then go 150 ms after the last change (spec §4, §9). */
const PUSH_DEBOUNCE_MS = 150;
/** Up to this screen width the right panel starts closed (spec §2). */
const WIDE_SCREEN_PX = 1024;
/** The narrowest viewer the planner allows beside its side panels (their narrowest: 220 and 280 px). */
const VIEWER_MIN_PX = 400;
const LEFT_MIN_PX = 220;
const RIGHT_MIN_PX = 280;

type Selection = { ids: string[]; type: string | null };

/** Where the scene's data stands against its cloud copy (edits stay in this browser first). */
function syncText(state: Extract<VenueDataState, { status: 'ready' }>): string {
  if (typeof navigator !== 'undefined' && !navigator.onLine)
    return 'Offline — changes are kept in this browser';
  if (state.data.sync.busy) return 'Syncing…';
  if (state.lastError) return `Sync failed: ${state.lastError}`;
  if (state.unsynced.size > 0 || state.data.sync.queuedModules.length > 0) return 'Changes waiting to sync';
  return 'All changes synced';
}

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

export function PlannerWorkspace(props: {
  projectId: string;
  username: string;
  file: SceneFile;
  scenePicker: ReactNode;
}) {
  const state = useVenueData(props.projectId, sceneIdForFile(props.file.Key), props.username);
  // The scene's link is signed when the planner opens it, and kept: a renewed one would reload the scene.
  const scene = usePinnedFileUrl(props.file.Key);
  const data = state.status === 'ready' ? state.data : null;

  const [stored] = useState(() => loadPlannerSettings(props.projectId));
  const [mode, setModeState] = useState<PlannerMode>(stored.mode);
  const [tool, setToolState] = useState<PlannerTool | null>(null);
  const [drawingTool, setDrawingTool] = useState<PlannerTool | null>(null);
  const [units, setUnits] = useState<MeasurementUnits>(stored.units);
  const [overview, setOverview] = useState(stored.overview);
  const [height, setHeight] = useState<number>(stored.overviewHeight);
  const [layers, setLayers] = useState<Record<LayerName, boolean>>(stored.layers);
  const [history, setHistory] = useState({ canUndo: false, canRedo: false });
  const [selection, setSelection] = useState<Selection>({ ids: [], type: null });
  // Up to 1024 px the right panel starts closed whatever was stored (spec §2); wider, as the user left it.
  const [rightChoice, setRightChoice] = useState<boolean | null>(stored.rightPanelOpen);
  const [rightOpen, setRightOpenState] = useState(
    () => window.innerWidth > WIDE_SCREEN_PX && (stored.rightPanelOpen ?? true),
  );
  const setRightOpen = useCallback((next: boolean | ((open: boolean) => boolean)) => {
    setRightOpenState((open) => {
      const value = typeof next === 'function' ? next(open) : next;
      setRightChoice(value);
      return value;
    });
  }, []);
  const [body, bodyWidth] = useElementWidth<HTMLDivElement>();
  // Not enough room for both panels and a usable viewer: the right panel, when open, takes the left's place.
  const oneSidePanel = bodyWidth > 0 && bodyWidth < LEFT_MIN_PX + RIGHT_MIN_PX + VIEWER_MIN_PX;
  const leftShown = !(oneSidePanel && rightOpen);
  const [search, setSearch] = useState('');
  const [message, setMessage] = useState('');
  const [loadError, setLoadError] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const librarySearchRef = useRef<HTMLInputElement>(null);
  const client = useRef<ViewerClient | null>(null);
  const sceneReady = useRef(false);
  const pushTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const camera = useRef<CameraState | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);

  useEffect(() => {
    savePlannerSettings(props.projectId, {
      mode,
      units,
      overview,
      overviewHeight: height,
      layers,
      rightPanelOpen: rightChoice,
    });
  }, [props.projectId, mode, units, overview, height, layers, rightChoice]);

  const annotationList = useAnnotationList(data?.bridge ?? null, data?.store ?? null);
  const refreshAnnotations = annotationList.refresh;

  const send = useCallback((command: Parameters<ViewerClient['push']>[0]) => {
    void client.current?.push(command);
  }, []);

  // ---- Data → viewer -------------------------------------------------------------------------------
  const pushData = useCallback(() => {
    clearTimeout(pushTimer.current);
    pushTimer.current = setTimeout(async () => {
      if (!data || !sceneReady.current) return;
      // The whole lists go to the viewer once the store has decoded them between tasks.
      await data.store.decoded();
      const frame = viewerFrame(data.bridge.getSceneFrame());
      if (frame) send({ type: 'setSceneFrame', frame });
      send({ type: 'setAnnotations', annotations: data.bridge.getAnnotations().map(plainEntity) as never });
      send({
        type: 'setSegmentations',
        segmentations: data.bridge.getSegmentations().map(plainEntity) as never,
      });
      send({ type: 'setPlacedItems', items: placedItems(data.bridge.getPlanningElements()) });
    }, PUSH_DEBOUNCE_MS);
  }, [data, send]);

  useEffect(() => {
    if (!data) return;
    pushData();
    // Data that arrives from the cloud (not this page's own edits) is drawn too.
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ local?: boolean } | undefined>).detail;
      if (!detail?.local) pushData();
    };
    data.store.events.addEventListener('change', onChange);
    return () => data.store.events.removeEventListener('change', onChange);
  }, [data, pushData]);
  useEffect(() => () => clearTimeout(pushTimer.current), []);

  // ---- Page → viewer -------------------------------------------------------------------------------
  const latest = useRef({ mode, tool, units, overview, height, layers, drawingTool });
  latest.current = { mode, tool, units, overview, height, layers, drawingTool };

  const resend = useCallback(() => {
    const s = latest.current;
    send({ type: 'setMeasurementUnits', units: s.units });
    send({ type: 'setOverviewMode', args: [s.overview, { axis: 'y', offset: s.height }] });
    send({ type: 'setMode', mode: VIEWER_MODE[s.mode] });
    if (s.tool) send({ type: 'setTool', tool: s.tool });
    for (const layer of layerNames) send({ type: 'setLayerVisibility', layer, visible: s.layers[layer] });
    void client.current?.getCurrentCamera().then((c) => {
      if (c) camera.current = c;
    });
  }, [send]);

  const changeMode = useCallback(
    (next: PlannerMode) => {
      setModeState(next);
      setToolState(null);
      send({ type: 'setMode', mode: VIEWER_MODE[next] });
      if (next === 'measure') {
        setToolState('measure');
        send({ type: 'startCreation', kind: 'measurement', tool: 'measure' });
      }
    },
    [send],
  );

  const pickTool = useCallback(
    (next: PlannerTool, creation?: 'annotation' | 'segmentation') => {
      if (latest.current.drawingTool === next) return;
      setToolState(next);
      setMessage(`Selected ${TOOL_LABEL[next]} tool`);
      if (creation) send({ type: 'startCreation', kind: creation, tool: next });
      else send({ type: 'setTool', tool: next });
    },
    [send],
  );

  const changeOverview = useCallback(
    (on: boolean, offset = latest.current.height) => {
      setOverview(on);
      setHeight(offset);
      send({ type: 'setOverviewMode', args: [on, { axis: 'y', offset }] });
    },
    [send],
  );

  const goToViewpoint = useCallback(
    (v: Viewpoint) => {
      const p = v.position ?? { x: 0, y: 0, z: 0 };
      const d = v.dir ?? { x: 0, y: 0, z: -1 };
      const x = p.x ?? 0;
      const y = p.y ?? 0;
      const z = p.z ?? 0;
      send({
        type: 'goToViewpoint',
        viewpointId: v.id ?? undefined,
        camera: {
          position: [x, y, z],
          target: [x + (d.x ?? 0), y + (d.y ?? 0), z + (d.z ?? -1)],
          up: camera.current?.up ?? [0, 1, 0],
          fov: v.fov || 60,
        },
        durationMs: 600,
      });
      setMessage(`Moved to ${v.name}`);
    },
    [send],
  );

  const addViewpoint = useCallback(async () => {
    if (!data) return;
    const c = (await client.current?.getCurrentCamera()) ?? camera.current;
    if (!c) {
      setMessage('The viewer did not report its camera');
      return;
    }
    const [px, py, pz] = c.position;
    const [tx, ty, tz] = c.target;
    const v = await data.bridge.persistCreateViewpoint(
      '',
      { x: px, y: py, z: pz },
      { x: tx - px, y: ty - py, z: tz - pz },
      c.fov,
    );
    setMessage(`Saved viewpoint ${v.name}`);
  }, [data]);

  const focusViewer = useCallback(() => client.current?.focus(), []);

  // The library's cards call placement.startPlacement(asset) (onPlace); a placement goes to Recent.
  const placement = usePlacement({
    bridge: data?.bridge ?? null,
    send,
    changeMode,
    setMessage,
    focusViewer,
    onPlaced: (assetId) => addRecentAsset(localStorage, props.username, assetId),
  });

  const runShortcut = useCallback(
    (action: ShortcutAction) => {
      switch (action.kind) {
        case 'cancelDrawing':
          if (latest.current.drawingTool) send({ type: 'cancelCreation' });
          return;
        case 'toggleOverview':
          return changeOverview(!latest.current.overview);
        case 'toggleLibrary':
          return setLibraryOpen((open) => !open);
        case 'toggleRightPanel':
          return setRightOpen((open) => !open);
        case 'focusSearch':
          return (librarySearchRef.current ?? searchRef.current)?.focus();
        case 'mode':
          return changeMode(action.mode);
        case 'tool':
          return pickTool(action.tool, action.creation);
        case 'viewpoint': {
          const v = data?.bridge.fetchViewpoints()[action.index];
          if (v) goToViewpoint(v);
          return;
        }
        case 'undo':
        case 'redo':
          return send({ type: action.kind });
      }
    },
    [send, changeOverview, changeMode, pickTool, goToViewpoint, data, setRightOpen],
  );

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.repeat) return;
      const action = shortcutFor(e, latest.current.mode, isTypingTarget(e.target));
      if (!action) return;
      if (action.kind === 'focusSearch' || action.kind === 'undo' || action.kind === 'redo')
        e.preventDefault();
      runShortcut(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [runShortcut]);

  // ---- Viewer → page -------------------------------------------------------------------------------
  const save = useCallback((what: string, action: () => Promise<unknown> | undefined) => {
    void Promise.resolve(action()).catch((error: Error) => console.error(`Failed to save ${what}`, error));
  }, []);

  const onEvent = (event: ViewerEvent) => {
    const bridge = data?.bridge;
    if (placement.handleEvent(event)) return;
    switch (event.type) {
      case 'sceneReadyForAnnotations':
        sceneReady.current = true;
        return pushData();
      case 'sceneLoaded':
        // A scene replaces the camera: an overview kept from the last visit is put back over it.
        if (latest.current.overview)
          send({ type: 'setOverviewMode', args: [true, { axis: 'y', offset: latest.current.height }] });
        return setLoadError('');
      case 'drawingStarted':
        setDrawingTool(event.tool);
        return setMessage(`Drawing with the ${TOOL_LABEL[event.tool]} tool. Press Esc to cancel`);
      case 'drawingUpdated':
        return setMessage(
          `${event.points.length} point${event.points.length === 1 ? '' : 's'} placed. Press Esc to cancel`,
        );
      case 'drawingCompleted':
        setDrawingTool(null);
        refreshAnnotations();
        return setMessage(`${TOOL_LABEL[event.tool]} finished`);
      case 'drawingCancelled':
        setDrawingTool(null);
        return setMessage(
          event.reason === 'toolChanged' ? 'Cancelled previous drawing' : 'Drawing cancelled',
        );
      case 'annotationCreated':
        refreshAnnotations();
        return save('annotation', () => bridge?.saveAnnotation(event.annotation as Annotation));
      case 'annotationUpdated':
        return save('annotation', () => bridge?.saveAnnotation(event.annotation as Annotation));
      case 'annotationDeleted':
        return save('annotation', () => bridge?.deleteAnnotation(event.annotationId));
      case 'segmentationCreated':
      case 'segmentationUpdated':
        return save('zone', () => bridge?.saveSegmentation(event.segmentation as Segmentation));
      case 'segmentationDeleted':
        setSelection((s) => ({ ...s, ids: s.ids.filter((id) => id !== event.segmentationId) }));
        return save('zone', () => bridge?.deleteSegmentation(event.segmentationId));
      case 'sceneFrameChanged':
        return save('scene frame', () => bridge?.saveSceneFrame(storedFrame(event.frame)));
      case 'calibrationPicked': {
        const answer = window.prompt(`How long is the line you picked, in ${latest.current.units}?`, '');
        const realDistance = Number.parseFloat(answer ?? '');
        if (Number.isFinite(realDistance) && realDistance > 0)
          send({ type: 'calibrateScale', realDistance, units: latest.current.units, points: event.points });
        else setMessage('Calibration cancelled');
        return;
      }
      case 'historyChanged':
        return setHistory({ canUndo: event.canUndo, canRedo: event.canRedo });
      case 'viewerKeyDown': {
        const action = shortcutFor(event, latest.current.mode, false);
        if (action) runShortcut(action);
        return;
      }
      case 'objectSelected':
        return setSelection({ ids: [event.objectId], type: event.objectType });
      case 'multiSelect':
        return setSelection({ ids: event.objectIds, type: null });
      case 'selectionCleared':
        return setSelection({ ids: [], type: null });
      case 'cameraChanged':
        camera.current = event.camera;
        return;
      default:
        return;
    }
  };

  if (state.status === 'loading') return <LoadingState label="Loading planner data..." />;
  if (state.status === 'error')
    return <ErrorState title="Failed to load planner data" message={state.message} />;

  const { bridge } = state.data;
  const zones = bridge.getSegmentations();
  const only = selection.ids.length === 1 ? selection.ids[0] : undefined;
  const selectedZone = only ? zones.find((z) => z.id === only) : undefined;
  const selectedAnnotation = only ? bridge.getAnnotation(only) : undefined;
  const selectedZoneArea = selectedZone ? zoneArea(selectedZone, bridge.getSceneFrame(), units) : undefined;
  const elements = bridge.getPlanningElements();
  const selectedElement = only ? elements.find((e) => e.id === only) : undefined;
  const selectedZoneSeats = selectedZone
    ? (seatsByZone([selectedZone], elements, viewerFrame(bridge.getSceneFrame())?.up).get(
        selectedZone.id ?? '',
      ) ?? 0)
    : 0;
  const selectAndFrame = (id: string, type: string) => {
    setSelection({ ids: [id], type });
    send({ type: 'selectObject', objectId: id });
    send({ type: 'focusOnObject', objectId: id });
    setRightOpen(true);
  };

  const imageScope = {
    projectId: props.projectId,
    sceneId: sceneIdForFile(props.file.Key),
    username: props.username,
  };
  const saveAnnotation = async (id: string, changes: AnnotationChange[]) => {
    for (const change of changes) await bridge.updateAnnotation(id, change);
    pushData();
  };
  const saveZone = async (id: string, changes: SegmentationChange[]) => {
    for (const change of changes) await bridge.updateSegmentation(id, change);
    pushData();
  };

  return (
    <div className="flex h-[calc(100vh-13rem)] min-h-[560px] flex-col overflow-hidden rounded-lg border border-zinc-200 bg-zinc-50">
      <PlannerToolbar
        mode={mode}
        tool={tool}
        drawingTool={drawingTool}
        units={units}
        overview={overview}
        overviewHeight={height}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        onMode={changeMode}
        onTool={(t) => pickTool(t)}
        onUnits={(u) => {
          setUnits(u);
          send({ type: 'setMeasurementUnits', units: u });
        }}
        onOverview={(on) => changeOverview(on)}
        onOverviewHeight={(value) => changeOverview(true, overviewHeight(value))}
        onUndo={() => send({ type: 'undo' })}
        onRedo={() => send({ type: 'redo' })}
      />
      <div ref={body} className="flex min-h-0 flex-1">
        {leftShown ? (
          <SpacesPanel
            search={search}
            searchRef={searchRef}
            onSearch={setSearch}
            scenePicker={props.scenePicker}
            viewpoints={bridge.fetchViewpoints()}
            zones={zones}
            selectedIds={selection.ids}
            onAddViewpoint={() => void addViewpoint()}
            onGoToViewpoint={goToViewpoint}
            onDeleteViewpoint={(v) => save('viewpoint', () => bridge.persistDeleteViewpoint(v.id ?? ''))}
            onSelectZone={(zone) => selectAndFrame(zone.id ?? '', 'zone')}
            libraryOpen={libraryOpen}
            onToggleLibrary={() => setLibraryOpen((open) => !open)}
            assetLibrary={
              <AssetLibraryPanel
                username={props.username}
                projectId={props.projectId}
                searchRef={librarySearchRef}
                onPlace={placement.startPlacement}
              />
            }
            annotations={
              <AnnotationList
                state={annotationList.state}
                refreshing={annotationList.refreshing}
                selectedIds={selection.ids}
                onRefresh={() => void annotationList.refreshFromCloud()}
                onSelect={(a) => selectAndFrame(a.id ?? '', a.type ?? 'annotation')}
                onDelete={(a) => {
                  send({ type: 'deleteAnnotation', annotationId: a.id ?? '' });
                  setMessage(`Deleted ${annotationLabel(a)}`);
                }}
              />
            }
          />
        ) : null}
        <div className="relative min-w-0 flex-1">
          {scene.url ? (
            <ViewerFrame
              className="size-full rounded-none"
              title="Venue planner 3D view"
              fileUrl={scene.url}
              viewerOptions={{ venue: true, tools: true, username: props.username }}
              onReady={(c) => {
                client.current = c;
                resend();
                refreshAnnotations();
              }}
              onError={setLoadError}
              onEvent={onEvent}
            />
          ) : (
            <p role={scene.isError ? 'alert' : 'status'} className="p-4 text-sm text-zinc-500">
              {scene.isError ? VIEWER_LOAD_ERROR : 'Loading 3D view...'}
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
            planning={mode === 'planning'}
            assets={placement.catalogue.data ?? []}
            onPlace={placement.startPlacement}
            onSummary={() => setSummaryOpen(true)}
          />
          {selectedElement ? <PlacedItemPanel element={selectedElement} send={send} /> : null}
          {!leftShown ? (
            <ShowPanelButton side="left" label="Spaces & Zones" onClick={() => setRightOpen(false)} />
          ) : null}
          {!rightOpen ? (
            <ShowPanelButton side="right" label="Layers & Properties" onClick={() => setRightOpen(true)} />
          ) : null}
        </div>
        {rightOpen ? (
          <PropertiesPanel
            layers={layers}
            onLayer={(layer, visible) => {
              setLayers((l) => ({ ...l, [layer]: visible }));
              send({ type: 'setLayerVisibility', layer, visible });
            }}
            selectedIds={selection.ids}
            zone={selectedZone}
            zoneArea={selectedZoneArea}
            zoneSeats={selectedZoneSeats}
            placedElement={selectedElement}
            units={units}
            annotation={selectedAnnotation}
            imageScope={imageScope}
            onSaveAnnotation={saveAnnotation}
            onSaveZone={saveZone}
            onClose={() => setRightOpen(false)}
          />
        ) : null}
      </div>
      {summaryOpen ? (
        <EventSummary
          title={props.file.Key.split('/').pop() ?? ''}
          elements={elements}
          onClose={() => setSummaryOpen(false)}
        />
      ) : null}
      <div className="flex items-center justify-between gap-3 border-t border-zinc-200 bg-white px-3 py-1 text-xs text-zinc-600">
        <p role="status" aria-live="polite" data-testid="planner-status" className="truncate">
          {message || 'Ready'}
        </p>
        <span data-testid="planner-sync" className="shrink-0 text-zinc-500">
          {syncText(state)}
        </span>
      </div>
    </div>
  );
}
