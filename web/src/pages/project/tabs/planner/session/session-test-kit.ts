/**
 * A planner session for tests, with everything around it real but the viewer: the viewer is a
 * recorder of the commands it is sent, answering queries as a viewer with today's tools would.
 */

// The venue store needs IndexedDB's globals (IDBRequest …); node has none.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { CameraState, PlannerToolDescription, ViewerCommand } from '#protocol/index.ts';
import type { Viewpoint } from '#venue/documents.ts';
import type { ModuleSync } from '../../../../../venue-data/sync.ts';
import { createVenueBridge } from '../../../../../venue-data/venue-bridge.ts';
import { VenueStore } from '../../../../../venue-data/venue-store.ts';
import { plannerActions } from '../actions/planner-actions.ts';
import { memoryStorage } from '../memory-storage.ts';
import { PlannerController } from './planner-controller.ts';
import { PlannerSession, type PlannerSessionState } from './planner-session.ts';

/** The tools the viewer describes today, as the page receives them (plannerTools). */
const VIEWER_TOOLS: PlannerToolDescription[] = [
  {
    name: 'point',
    label: 'Point',
    modes: ['annotate', 'draw'],
    icon: 'map-pin',
    key: 1,
    hint: 'Click where the point goes',
    repeats: true,
  },
  { name: 'line', label: 'Line', modes: ['annotate', 'draw'], icon: 'spline', key: 2 },
  { name: 'polygon', label: 'Polygon', modes: ['annotate', 'draw'], icon: 'pentagon', key: 3 },
  { name: 'boundingBox', label: 'Box', modes: ['annotate', 'draw'], icon: 'box', key: 4 },
  {
    name: 'capacityZone',
    label: 'Capacity zone',
    modes: ['annotate', 'draw'],
    icon: 'users',
    key: 5,
    creates: 'segmentation',
  },
  {
    name: 'rectangleZone',
    label: 'Rectangle zone',
    modes: ['draw'],
    icon: 'rectangle-horizontal',
    key: 6,
    creates: 'segmentation',
  },
  { name: 'measure', label: 'Measure', modes: ['measure'], icon: 'ruler' },
  {
    name: 'level',
    label: 'Level floor',
    modes: ['venue', 'measure'],
    icon: 'grid-3x3',
    hint: 'Click three points on the floor',
  },
  {
    name: 'calibrate',
    label: 'Set scale',
    modes: ['venue', 'measure'],
    icon: 'crosshair',
    hint: 'Click two points a known distance apart',
  },
  {
    name: 'chairRow',
    label: 'Chair row',
    group: 'Layout',
    icon: 'rows-3',
    modes: ['planning'],
    hint: 'Click the start and the end of the row on the floor',
    afterPlacing: {
      points: 2,
      hint: 'Click a third point to bend it into an arc, or press Enter to keep it straight',
    },
  },
];

const CAMERA: CameraState = { position: [1, 2, 3], target: [1, 2, 2], up: [0, 1, 0], fov: 60 };

export function plannerForTest(state: Partial<PlannerSessionState> = {}, viewpoints: Viewpoint[] = []) {
  const storage = memoryStorage();
  const session = new PlannerSession('p1', { wideScreen: true, storage });
  const controller = new PlannerController(session);
  const sent: ViewerCommand[] = [];
  const viewer = {
    push: async (command: ViewerCommand) => {
      sent.push(command);
      return true;
    },
    getCurrentCamera: async () => CAMERA,
    getPlannerTools: async () => VIEWER_TOOLS,
    getPlanBackdrop: async () => null,
    renderThumbnail: async (size: number) => `data:image/png;base64,${size}`,
    focus: () => {},
  };
  const calls = { focusSearch: 0, openSummary: 0 };
  const tools = state.tools ?? VIEWER_TOOLS;
  const actions = plannerActions(tools, {
    controller,
    viewpoints: () => viewpoints,
    focusSearch: () => calls.focusSearch++,
    openSummary: () => calls.openSummary++,
    placedItemIds: () => ['chair-1', 'chair-2'],
  });
  session.update({ ...state, tools });
  return { session, controller, viewer, sent, actions, calls, storage };
}

/** A scene's venue data in a fresh in-memory IndexedDB; syncing is the sync engine's own business (tested with it). */
export async function venueDataForTest() {
  const store = await VenueStore.open({ venueId: 'v', sceneId: 's', indexedDB: new IDBFactory() });
  const noSync = { scheduleSync() {}, syncModule() {}, syncAllModules() {} } as unknown as ModuleSync;
  return { store, bridge: createVenueBridge(store, noSync, new EventTarget()) };
}
