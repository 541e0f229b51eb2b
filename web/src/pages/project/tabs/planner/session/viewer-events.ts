/**
 * What the planner page does with each event of its viewer (venue-planner §4, §7): drawing progress
 * becomes the status line, edits made in the viewer (drawings, undo, redo, levelling, calibration)
 * are written to the scene's venue data, selection and history flags go to the session, and keys the
 * viewer did not use run the page's shortcuts.
 */
import type { ViewerEvent } from '#protocol/index.ts';
import type { Annotation, Segmentation } from '#venue/documents.ts';
import { storedFrame } from '#venue/stored-frame.ts';
import type { VenueBridge } from '../../../../../venue-data/venue-bridge.ts';
import type { KeyInput } from '../planner-model.ts';
import { FLOOR_LEVELLED, LEVELLING, type PlannerController } from './planner-controller.ts';
import type { PlannerSession } from './planner-session.ts';

export interface ViewerEventContext {
  session: PlannerSession;
  controller: PlannerController;
  /** The scene's venue data; null while it opens. */
  bridge: VenueBridge | null;
  /** The viewer can draw the plan now (sceneReadyForAnnotations): push it. */
  sceneReady(): void;
  refreshAnnotations(): void;
  /** The placement side's events (usePlacement); true when it took the event. */
  placement: { handleEvent(event: ViewerEvent): boolean };
  /** A key the viewer did not use: the page's shortcuts. */
  runKey(input: KeyInput): void;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A write to the venue data that nobody awaits: a failure is logged, never thrown at the viewer. */
function save(what: string, bridge: VenueBridge | null, write: (bridge: VenueBridge) => Promise<unknown>) {
  if (bridge) void write(bridge).catch((error: Error) => console.error(`Failed to save ${what}`, error));
}

/** A layout's count as the status line says it while it is drawn: '12 chairs', '10 chairs, 1 table'. */
function layoutCount(seats: number, tables: number): string {
  const chairs = `${seats} ${seats === 1 ? 'chair' : 'chairs'}`;
  return tables > 0 ? `${chairs}, ${tables} ${tables === 1 ? 'table' : 'tables'}` : chairs;
}

export function handleViewerEvent(event: ViewerEvent, ctx: ViewerEventContext) {
  const { session, controller, bridge } = ctx;
  if (ctx.placement.handleEvent(event)) return;
  switch (event.type) {
    case 'sceneReadyForAnnotations':
      return ctx.sceneReady();
    case 'sceneLoaded':
      // A scene replaces the camera: the last visit's camera (or overview) and selection come back.
      controller.sceneLoaded();
      return session.update({ loadError: '' });
    case 'drawingStarted':
      return session.update({ drawingTool: event.tool, message: session.drawingMessage(event.tool) });
    case 'drawingUpdated': {
      // A tool that has placed its result already says what a further click does (the row's bend).
      const after = session.get().tools.find((t) => t.name === event.tool)?.afterPlacing;
      if (after && event.points.length === after.points) {
        controller.drawingPlaced(event.tool);
        return session.say(`${session.toolLabel(event.tool)} placed. ${after.hint}`);
      }
      return session.say(`${plural(event.points.length, 'point')} placed. Press Esc to cancel`);
    }
    case 'drawingCompleted':
      ctx.refreshAnnotations();
      session.update({ drawingTool: null, message: `${session.toolLabel(event.tool)} finished` });
      return controller.toolFinished(event.tool);
    case 'drawingCancelled':
      // A mode change already said what is true now (its hint, or the next tool's drawing).
      if (event.reason === 'modeChanged') return session.update({ drawingTool: null });
      return session.update({
        drawingTool: null,
        message: event.reason === 'toolChanged' ? 'Cancelled previous drawing' : 'Drawing cancelled',
      });
    case 'annotationCreated':
      ctx.refreshAnnotations();
      return save('annotation', bridge, (b) => b.saveAnnotation(event.annotation as Annotation));
    case 'annotationUpdated':
      return save('annotation', bridge, (b) => b.saveAnnotation(event.annotation as Annotation));
    case 'annotationDeleted':
      return save('annotation', bridge, (b) => b.deleteAnnotation(event.annotationId));
    case 'segmentationCreated':
    case 'segmentationUpdated':
      return save('zone', bridge, (b) => b.saveSegmentation(event.segmentation as Segmentation));
    case 'segmentationDeleted':
      session.deselect(event.segmentationId);
      return save('zone', bridge, (b) => b.deleteSegmentation(event.segmentationId));
    case 'sceneFrameChanged':
      if (event.frame.levelledBy === 'fit' && session.get().message === LEVELLING)
        session.say(FLOOR_LEVELLED);
      return save('scene frame', bridge, (b) => b.saveSceneFrame(storedFrame(event.frame)));
    case 'levelFailed':
      return session.say(event.reason);
    case 'calibrationPicked':
      // The calibration dialog asks for the line's true length (CalibrationDialog.tsx).
      return session.update({
        calibration: { points: event.points, sceneDistance: event.sceneDistance },
        message: 'How long is the line you picked?',
      });
    case 'historyChanged':
      session.update({ canUndo: event.canUndo, canRedo: event.canRedo });
      if (event.undone) session.say(`Undone: ${event.undone}`);
      else if (event.redone) session.say(`Redone: ${event.redone}`);
      return;
    case 'viewerKeyDown':
      return ctx.runKey(event);
    case 'objectSelected':
      return session.select({ ids: [event.objectId], type: event.objectType });
    case 'multiSelect':
      return session.select({ ids: event.objectIds, type: null });
    case 'selectionCleared':
      return session.select({ ids: [], type: null });
    case 'cameraChanged':
      return controller.noteCamera(event.camera);
    case 'layoutPreview': {
      // While a placed row waits for its bend, what a click does stays said beside the ghost's count.
      const count = layoutCount(event.seats, event.tables);
      const after =
        controller.placedTool === event.tool &&
        session.get().tools.find((t) => t.name === event.tool)?.afterPlacing;
      return session.say(after ? `${count}. ${after.hint}` : count);
    }
    case 'overlapsChanged':
      return session.update({ overlaps: event.count });
    default:
      return;
  }
}
