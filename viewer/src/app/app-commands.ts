/**
 * The viewer page's own commands (the camera, settings, loading a scene, thumbnails, the tool list), one
 * entry per command type, in the planner's shape (command-handlers.ts). With the planner's record they
 * cover every command of the protocol: the type below fails to compile when one has no entry.
 */
import type { ViewerCommand, ViewerEvent } from '../../protocol/index.ts';
import type { CommandHandlers } from '../command-handlers.ts';
import type { Planner } from '../planner/planner.ts';
import type { PlannerCommandType } from '../planner/planner-commands.ts';
import { saveSetting } from './params.ts';
import { captureBackdrop } from './plan-backdrop.ts';
import type { ViewerHost } from './viewer-host.ts';

export interface AppCommandContext {
  readonly app: ViewerHost;
  readonly planner: Planner;
  /** Answers the window that asked (a query's reply, to its own origin). */
  reply(event: ViewerEvent): void;
  /** Tells every embedding window. */
  post(event: ViewerEvent): void;
}

type AppCommandType = Exclude<ViewerCommand['type'], PlannerCommandType>;

export const appCommands: CommandHandlers<AppCommandContext, AppCommandType> = {
  getCurrentCamera: {
    editing: false,
    run({ app, reply }, { requestId }) {
      if (app.scene) reply({ type: 'currentCamera', requestId, camera: app.scene.getCamera() });
    },
  },
  getPlannerTools: {
    editing: false,
    run: ({ planner, reply }, { requestId }) =>
      reply({ type: 'plannerTools', requestId, tools: planner.tools.descriptions() }),
  },
  getPlanBackdrop: {
    editing: false,
    async run({ app, planner, reply }, { requestId, image }) {
      const footprints = Object.fromEntries(
        [...new Set(planner.items.list().map((item) => item.modelUrl))].map((url) => [
          url,
          planner.drawing.footprint(url),
        ]),
      );
      const scene = app.scene;
      const backdrop =
        scene && app.state === 'ready' && image !== false
          ? await captureBackdrop(scene, planner, app.background())
          : null;
      reply({
        type: 'planBackdrop',
        requestId,
        image: backdrop?.image ?? null,
        rect: backdrop?.rect ?? null,
        footprints,
      });
    },
  },
  setCameraPosition: {
    editing: false,
    async run({ app }, { camera, durationMs }) {
      if (!app.scene) return;
      if (durationMs) await app.scene.animateCamera(camera, durationMs);
      else app.scene.setCamera(camera);
    },
  },
  goToViewpoint: {
    editing: false,
    async run({ app, post }, { camera, durationMs, viewpointId }) {
      if (!app.scene) return;
      await app.scene.animateCamera(camera, durationMs ?? 800);
      post({ type: 'viewpointReached', viewpointId });
    },
  },
  VIEWER_SETTINGS_UPDATE: {
    editing: false,
    run({ app }, { settings }) {
      for (const [key, value] of Object.entries(settings)) saveSetting(app.storage, key, value);
      const scene = app.scene;
      if (!scene) return;
      const fov = settings.fov;
      if (typeof fov === 'number' && fov >= 10 && fov <= 120) scene.setCamera({ ...scene.getCamera(), fov });
      scene.requestRender();
    },
  },
  loadScene: {
    editing: false,
    async run({ app }, { fileUrl }) {
      const { resolveSceneUrl } = await import('../../protocol/query-param.ts');
      const url = resolveSceneUrl(fileUrl, location.origin);
      if (url) await app.loadUrl(url);
      else console.warn('loadScene: the scene address is not allowed', fileUrl);
    },
  },
  renderThumbnail: {
    editing: false,
    async run({ app, reply }, command) {
      const scene = app.scene;
      if (!scene || app.state !== 'ready') return;
      const before = scene.getCamera();
      if (command.camera) scene.setCamera(command.camera);
      const width = command.width ?? 256;
      const height = command.height ?? width;
      const dataUrl = await scene.screenshot({ width, height, background: command.background });
      if (command.camera) scene.setCamera(before);
      reply({ type: 'thumbnailReady', requestId: command.requestId, dataUrl, width, height });
    },
  },
};
