/**
 * The viewer's side of the window-message protocol. Messages from an untrusted origin are dropped with
 * the spec's warning; unknown or malformed ones with a warning (see protocol/messages.ts); none throws.
 */
import {
  type CameraState,
  isTrustedOrigin,
  parseFilesMessage,
  parseViewerCommand,
  UNTRUSTED_ORIGIN_WARNING,
  type ViewerCommand,
} from '../../protocol/index.ts';
import { handlerFor } from '../command-handlers.ts';
import type { Planner } from '../planner/planner.ts';
import { type AppCommandContext, appCommands } from './app-commands.ts';
import { createPagePlanner } from './create-planner.ts';
import { postEvent } from './post-event.ts';
import type { ViewerHost } from './viewer-host.ts';

const CAMERA_EVENT_INTERVAL_MS = 150;

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

export function installMessageHandler(app: ViewerHost): Planner {
  const planner = createPagePlanner();
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
      const context: AppCommandContext = {
        app,
        planner,
        reply: (answer) => postEvent(answer, event.source, event.origin),
        post: (broadcast) => postEvent(broadcast),
      };
      void handle(context, command).catch((error) => console.warn(`${command.type} failed`, error));
    } catch (error) {
      console.warn(`${command.type} failed`, error);
    }
  });
  return planner;
}

/** A planner command goes to the planner (which refuses edits of a read-only plan), any other to its entry. */
async function handle(context: AppCommandContext, command: ViewerCommand) {
  if (await context.planner.handle(command)) return;
  const handler = handlerFor(appCommands, command);
  if (handler) await handler.run(context, command);
  else console.warn(`${command.type} is not available in this viewer`);
}
