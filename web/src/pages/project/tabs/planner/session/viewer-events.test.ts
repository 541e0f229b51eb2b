/** What the page does with its viewer's events: the status line, the session, and the scene's venue data. */
import { describe, expect, it, vi } from 'vitest';
import type { CameraState, ViewerEvent } from '#protocol/index.ts';
import { plannerForTest, venueDataForTest } from './session-test-kit.ts';
import { handleViewerEvent, type ViewerEventContext } from './viewer-events.ts';

async function setUp(options: { placementTakes?: boolean } = {}) {
  const t = plannerForTest({ mode: 'draw' });
  t.controller.attach(t.viewer);
  await Promise.resolve();
  t.sent.length = 0;
  const { store, bridge } = await venueDataForTest();
  const ctx: ViewerEventContext = {
    session: t.session,
    controller: t.controller,
    bridge,
    sceneReady: vi.fn(),
    refreshAnnotations: vi.fn(),
    placement: { handleEvent: () => options.placementTakes ?? false },
    runKey: vi.fn(),
  };
  const fire = (event: ViewerEvent) => handleViewerEvent(event, ctx);
  /** Lets the unawaited writes to the store finish. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { ...t, store, bridge, ctx, fire, settle };
}

describe('viewer events on the planner page', () => {
  it('tell the drawing’s progress in the status line, naming tools as the viewer does', async () => {
    const { fire, session, ctx } = await setUp();
    fire({ type: 'drawingStarted', tool: 'capacityZone' });
    expect(session.get()).toMatchObject({
      drawingTool: 'capacityZone',
      message: 'Drawing with the Capacity zone tool. Press Esc to cancel',
    });
    fire({ type: 'drawingUpdated', tool: 'capacityZone', points: [[0, 0, 0]] });
    expect(session.get().message).toBe('1 point placed. Press Esc to cancel');
    fire({
      type: 'drawingUpdated',
      tool: 'capacityZone',
      points: [
        [0, 0, 0],
        [1, 0, 0],
      ],
    });
    expect(session.get().message).toBe('2 points placed. Press Esc to cancel');
    fire({ type: 'drawingCompleted', tool: 'capacityZone', points: [] });
    expect(session.get()).toMatchObject({ drawingTool: null, message: 'Capacity zone finished' });
    expect(ctx.refreshAnnotations).toHaveBeenCalled();
    fire({ type: 'drawingStarted', tool: 'line' });
    fire({ type: 'drawingCancelled', tool: 'line', reason: 'toolChanged' });
    expect(session.get().message).toBe('Cancelled previous drawing');
    fire({ type: 'drawingCancelled', tool: 'line', reason: 'escape' });
    expect(session.get()).toMatchObject({ drawingTool: null, message: 'Drawing cancelled' });
  });

  it('keep what the viewer created, changed and removed in the venue data', async () => {
    const { fire, bridge, session, settle } = await setUp();
    fire({ type: 'annotationCreated', annotation: { id: 'a1', type: 'point', metadata: { label: 'Bar' } } });
    fire({
      type: 'segmentationCreated',
      segmentation: { id: 'z1', name: 'Zone 1', geometry: { boundary: [] } } as never,
    });
    await settle();
    expect(bridge.getAnnotation('a1')?.metadata?.label).toBe('Bar');
    expect(bridge.getSegmentations().map((z) => z.name)).toEqual(['Zone 1']);
    session.select({ ids: ['z1', 'a1'], type: null });
    fire({ type: 'segmentationDeleted', segmentationId: 'z1' });
    fire({ type: 'annotationDeleted', annotationId: 'a1' });
    await settle();
    expect(bridge.getSegmentations()).toEqual([]);
    expect(bridge.getAnnotations()).toEqual([]);
    expect(session.get().selection.ids).toEqual(['a1']);
    const frame = { up: [0, 0, 1], floor: -1, metersPerUnit: 0.5, levelledBy: 'fit' } as const;
    fire({ type: 'sceneFrameChanged', frame: { ...frame, up: [0, 0, 1] } });
    await settle();
    expect(bridge.getSceneFrame()).toMatchObject({ floor: -1, metersPerUnit: 0.5, levelledBy: 'fit' });
  });

  it('hold a picked calibration line for the dialog, which sets the scale or cancels', async () => {
    const points: [[number, number, number], [number, number, number]] = [
      [0, 0, 0],
      [1, 0, 0],
    ];
    const { fire, session, sent, controller } = await setUp();
    session.update({ units: 'feet' });
    sent.length = 0;
    fire({ type: 'calibrationPicked', points, sceneDistance: 1 });
    expect(session.get().calibration).toEqual({ points, sceneDistance: 1 });
    controller.calibrate(12);
    expect(sent).toEqual([{ type: 'calibrateScale', realDistance: 12, units: 'feet', points }]);
    expect(session.get()).toMatchObject({ calibration: null, message: `Scale set: 1 scene unit = 12' 0"` });
    fire({ type: 'calibrationPicked', points, sceneDistance: 1 });
    controller.cancelCalibration();
    expect(sent).toHaveLength(1);
    expect(session.get()).toMatchObject({ calibration: null, message: 'Calibration cancelled' });
  });

  it('keep the selection and the history flags, and run the keys the viewer did not use', async () => {
    const { fire, session, ctx } = await setUp();
    fire({ type: 'objectSelected', objectId: 'z1', objectType: 'zone' });
    expect(session.get().selection).toEqual({ ids: ['z1'], type: 'zone' });
    fire({ type: 'multiSelect', objectIds: ['a', 'b'] });
    expect(session.get().selection).toEqual({ ids: ['a', 'b'], type: null });
    fire({ type: 'selectionCleared' });
    expect(session.get().selection.ids).toEqual([]);
    fire({ type: 'historyChanged', canUndo: true, canRedo: false });
    expect(session.get()).toMatchObject({ canUndo: true, canRedo: false });
    // How many models overlap is kept beside the status line's message, which it leaves alone.
    session.say('Placed Chiavari Chair Gold');
    fire({ type: 'overlapsChanged', count: 4 });
    expect(session.get()).toMatchObject({ overlaps: 4, message: 'Placed Chiavari Chair Gold' });
    // A layout tool's ghost is counted in the status line as it is drawn.
    fire({ type: 'layoutPreview', tool: 'chairRow', seats: 12, tables: 0 });
    expect(session.get().message).toBe('12 chairs');
    fire({ type: 'layoutPreview', tool: 'tableSet', seats: 1, tables: 1 });
    expect(session.get().message).toBe('1 chair, 1 table');
    const key = { key: 'o', code: 'KeyO', shiftKey: false, ctrlKey: false, metaKey: false, altKey: false };
    fire({ type: 'viewerKeyDown', ...key });
    expect(ctx.runKey).toHaveBeenCalledWith({ type: 'viewerKeyDown', ...key });
  });

  it('keep a Chair row picked while its placed row waits for its bend, and start another when it is picked again', async () => {
    const { fire, session, controller, sent } = await setUp();
    const start: [number, number, number] = [0, 0, 0];
    const end: [number, number, number] = [4, 0, 0];
    controller.changeMode('planning');
    controller.pickTool('chairRow');
    fire({ type: 'drawingStarted', tool: 'chairRow' });
    fire({ type: 'drawingUpdated', tool: 'chairRow', points: [start] });
    expect(session.get().message).toBe('1 point placed. Press Esc to cancel');
    // The second click placed the row: the status line says what a third click does.
    fire({ type: 'drawingUpdated', tool: 'chairRow', points: [start, end] });
    expect(session.get().message).toBe(
      'Chair row placed. Click a third point to bend it into an arc, or press Enter to keep it straight',
    );
    // The ghost of the bent row is counted, and what a click does stays said.
    fire({ type: 'layoutPreview', tool: 'chairRow', seats: 12, tables: 0 });
    expect(session.get().message).toBe(
      '12 chairs. Click a third point to bend it into an arc, or press Enter to keep it straight',
    );
    // Picking Chair row again finishes that row (the viewer says so) and starts the next: still picked.
    sent.length = 0;
    controller.pickTool('chairRow');
    expect(sent).toEqual([{ type: 'setTool', tool: 'chairRow' }]);
    fire({ type: 'drawingCompleted', tool: 'chairRow', points: [start, end] });
    fire({ type: 'drawingStarted', tool: 'chairRow' });
    expect(session.get()).toMatchObject({ tool: 'chairRow', drawingTool: 'chairRow' });
    expect(sent).toEqual([{ type: 'setTool', tool: 'chairRow' }]);
    // Picked again while that one draws, nothing happens; a row bent by its third click puts the tool down.
    controller.pickTool('chairRow');
    expect(sent).toHaveLength(1);
    fire({ type: 'drawingUpdated', tool: 'chairRow', points: [start, end] });
    fire({ type: 'drawingCompleted', tool: 'chairRow', points: [start, end, [2, 0, 1]] });
    expect(session.get()).toMatchObject({ tool: null, message: 'Chair row finished' });
    expect(sent.at(-1)).toEqual({ type: 'setTool', tool: null });
  });

  it('put a finished tool down (not Point, which repeats), and keep the status line true', async () => {
    const { fire, session, controller, sent } = await setUp();
    controller.pickTool('polygon');
    fire({ type: 'drawingStarted', tool: 'polygon' });
    fire({ type: 'drawingCompleted', tool: 'polygon', points: [] });
    expect(session.get()).toMatchObject({ tool: null, drawingTool: null, message: 'Polygon finished' });
    expect(session.get().toolByMode.draw).toBeUndefined();
    expect(sent.at(-1)).toEqual({ type: 'setTool', tool: null });
    controller.pickTool('point');
    fire({ type: 'drawingCompleted', tool: 'point', points: [] });
    expect(session.get()).toMatchObject({ tool: 'point', message: 'Point finished' });
    expect(sent.at(-1)).toEqual({ type: 'setTool', tool: 'point' });
    // 'Measure finished' stayed after switching to Draw: a mode change replaces what was said.
    controller.changeMode('measure');
    fire({ type: 'drawingStarted', tool: 'measure' });
    expect(session.get().message).toBe('Drawing with the Measure tool. Press Esc to cancel');
    fire({ type: 'drawingCompleted', tool: 'measure', points: [] });
    expect(session.get()).toMatchObject({ tool: null, message: 'Measure finished' });
    controller.changeMode('view');
    expect(session.get().message).toBe('');
    controller.changeMode('venue');
    expect(session.get().message).toMatch(/^Level the floor and set the scale/);
    fire({ type: 'drawingStarted', tool: 'level' });
    expect(session.get().message).toBe(
      'Drawing with the Level floor tool: Click three points on the floor. Press Esc to cancel',
    );
    controller.changeMode('draw');
    fire({ type: 'drawingCancelled', tool: 'level', reason: 'modeChanged' });
    expect(session.get()).toMatchObject({ drawingTool: null, message: '' });
  });

  it('say which edit an undo or redo replayed, and that Auto-level levelled the floor', async () => {
    const { fire, session, controller, sent } = await setUp();
    controller.autoLevel();
    expect(sent).toEqual([{ type: 'levelScene' }]);
    expect(session.get().message).toBe('Levelling the floor…');
    const frame = { up: [0, 1, 0] as [number, number, number], floor: 0, metersPerUnit: null };
    fire({ type: 'sceneFrameChanged', frame: { ...frame, levelledBy: 'fit' } });
    expect(session.get().message).toBe('Floor levelled');
    fire({ type: 'historyChanged', canUndo: false, canRedo: true, undone: 'level scene' });
    expect(session.get()).toMatchObject({ canUndo: false, canRedo: true, message: 'Undone: level scene' });
    fire({ type: 'sceneFrameChanged', frame: { ...frame, levelledBy: 'fit' } });
    expect(session.get().message).toBe('Undone: level scene');
    fire({ type: 'historyChanged', canUndo: true, canRedo: false, redone: 'level scene' });
    expect(session.get().message).toBe('Redone: level scene');
    // A scene with no floor to find: the status line says so instead of 'Levelling the floor…'.
    controller.autoLevel();
    fire({ type: 'levelFailed', reason: 'No floor was found in this scene' });
    expect(session.get().message).toBe('No floor was found in this scene');
  });

  it('put a kept overview back over a newly loaded scene, and hand the viewer’s readiness on', async () => {
    const { fire, session, sent, ctx } = await setUp();
    session.update({ overview: true, overviewHeight: 12.5, loadError: 'old error' });
    fire({ type: 'sceneLoaded', splatCount: 10 });
    expect(sent).toEqual([{ type: 'setOverviewMode', args: [true, { axis: 'y', offset: 12.5 }] }]);
    expect(session.get().loadError).toBe('');
    fire({ type: 'sceneReadyForAnnotations' });
    expect(ctx.sceneReady).toHaveBeenCalledOnce();
  });

  it('put the last visit’s camera and selection back over a newly loaded scene', async () => {
    const { fire, session, sent } = await setUp();
    const camera: CameraState = { position: [4, 5, 6], target: [0, 0, 0], up: [0, 1, 0], fov: 55 };
    session.update({ camera, selection: { ids: ['z1'], type: 'zone' } });
    fire({ type: 'sceneLoaded', splatCount: 10 });
    expect(sent).toEqual([
      { type: 'setCameraPosition', camera },
      { type: 'selectObject', objectId: 'z1' },
    ]);
  });

  it('leave the placement’s events to the placement', async () => {
    const { fire, session } = await setUp({ placementTakes: true });
    fire({ type: 'drawingStarted', tool: 'line' });
    expect(session.get().drawingTool).toBeNull();
  });
});
