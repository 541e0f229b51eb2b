/**
 * The viewer's side of the window-message protocol. Messages from an untrusted origin are dropped with
 * the spec's warning; unknown or malformed ones with a warning (see protocol/messages.ts); none throws.
 */
import { Group } from 'three';
import {
  type CameraState,
  type CommandOf,
  isTrustedOrigin,
  type LayerName,
  layerNames,
  parseFilesMessage,
  parseViewerCommand,
  UNTRUSTED_ORIGIN_WARNING,
  type ViewerCommand,
} from '../../protocol/index.ts';
import { bridgeToApp } from '../planner/app-bridge.ts';
import { FurnitureLayer } from '../planner/furniture-layer.ts';
import { installInput } from '../planner/input.ts';
import { PlannerOverlay } from '../planner/overlay.ts';
import { Planner } from '../planner/planner.ts';
import { saveSetting } from './params.ts';
import { postEvent } from './post-event.ts';
import type { ViewerHost } from './viewer-host.ts';

const CAMERA_EVENT_INTERVAL_MS = 150;

/** One overlay group per planner layer; the planner's overlay draws each layer's batches into its group. */
const layers = new Map<LayerName, Group>(
  layerNames.map((name) => [name, Object.assign(new Group(), { name })]),
);

function throttle(fn: (camera: CameraState) => void, ms: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: CameraState | null = null;
  return (camera: CameraState) => {
    pending = camera;
    const wait = last + ms - performance.now();
    if (wait <= 0) {
      last = performance.now();
      fn(camera);
      pending = null;
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = undefined;
        last = performance.now();
        if (pending) fn(pending);
        pending = null;
      }, wait);
    }
  };
}

/** The planner of this page: tools, edit history and overlays over whichever renderer draws. */
function createPlanner(): Planner {
  const planner = new Planner(layers, {
    createOverlay: (scene, groups) =>
      new PlannerOverlay(scene, groups, Math.min(window.devicePixelRatio || 1, 2)),
    installInput: (scene, target) => installInput(scene.canvas, target),
    createFurniture: (group, requestRender, onStatus) => new FurnitureLayer(group, requestRender, onStatus),
  });
  bridgeToApp(planner.bus, planner.store, (event) => postEvent(event), planner.items);
  return planner;
}

export function installMessageHandler(app: ViewerHost): Planner {
  const planner = createPlanner();
  app.onCamera(throttle((camera) => postEvent({ type: 'cameraChanged', camera }), CAMERA_EVENT_INTERVAL_MS));

  window.addEventListener('message', (event: MessageEvent) => {
    // Untyped messages belong to other scripts (extensions, dev tools): not ours to warn about.
    if (typeof (event.data as { type?: unknown } | null)?.type !== 'string') return;
    if (!isTrustedOrigin(event.origin, location.origin)) {
      console.warn(UNTRUSTED_ORIGIN_WARNING, event.origin);
      return;
    }
    // The Files screen's own messages (spec product.md §4): context for the viewer, not commands.
    const type = (event.data as { type: string }).type;
    if (type === 'FILE_PREVIEW_CHANGED' || type === 'FILE_UPLOADED' || type === 'FILE_FILTER_CHANGED') {
      const files = parseFilesMessage(event.data);
      if (files) app.noteFilesMessage(files);
      return;
    }
    const command = parseViewerCommand(event.data);
    if (!command) return;
    try {
      void handle(app, planner, command, event).catch((error) =>
        console.warn(`${command.type} failed`, error),
      );
    } catch (error) {
      console.warn(`${command.type} failed`, error);
    }
  });
  return planner;
}

async function handle(app: ViewerHost, planner: Planner, command: ViewerCommand, event: MessageEvent) {
  const scene = app.scene;
  if (planner.handles(command.type)) {
    await planner.handle(command);
    return;
  }
  switch (command.type) {
    case 'getCurrentCamera':
      if (!scene) return;
      postEvent(
        { type: 'currentCamera', requestId: command.requestId, camera: scene.getCamera() },
        event.source,
        event.origin,
      );
      return;
    case 'setCameraPosition':
      if (!scene) return;
      if (command.durationMs) await scene.animateCamera(command.camera, command.durationMs);
      else scene.setCamera(command.camera);
      return;
    case 'goToViewpoint':
      if (!scene) return;
      await scene.animateCamera(command.camera, command.durationMs ?? 800);
      postEvent({ type: 'viewpointReached', viewpointId: command.viewpointId });
      return;
    case 'VIEWER_SETTINGS_UPDATE':
      applySettings(app, command);
      return;
    case 'loadScene': {
      const { resolveSceneUrl } = await import('../../protocol/query-param.ts');
      const url = resolveSceneUrl(command.fileUrl, location.origin);
      if (url) await app.loadUrl(url);
      else console.warn('loadScene: the scene address is not allowed', command.fileUrl);
      return;
    }
    case 'renderThumbnail': {
      if (!scene || app.state !== 'ready') return;
      const before = scene.getCamera();
      if (command.camera) scene.setCamera(command.camera);
      const width = command.width ?? 256;
      const height = command.height ?? width;
      const dataUrl = await scene.screenshot({ width, height, background: command.background });
      if (command.camera) scene.setCamera(before);
      postEvent(
        { type: 'thumbnailReady', requestId: command.requestId, dataUrl, width, height },
        event.source,
        event.origin,
      );
      return;
    }
    default:
      // Ghost placement of furniture arrives with the asset library (the next issue).
      console.warn(`${command.type} is not available in this viewer yet`);
  }
}

function applySettings(app: ViewerHost, command: CommandOf<'VIEWER_SETTINGS_UPDATE'>) {
  for (const [key, value] of Object.entries(command.settings)) saveSetting(app.storage, key, value);
  const scene = app.scene;
  if (!scene) return;
  const fov = command.settings.fov;
  if (typeof fov === 'number' && fov >= 10 && fov <= 120) scene.setCamera({ ...scene.getCamera(), fov });
  scene.requestRender();
}
