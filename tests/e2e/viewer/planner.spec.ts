/**
 * The venue planner inside the viewer page, driven as the planner page drives it: window messages in,
 * mouse clicks on the scene, drawing and edit events out, and the overlay visibly drawn over the splats
 * (and gone when its layer is hidden); and a scaled room levelled, calibrated and measured, its clicks
 * aimed at the room's corners through the viewer's own camera.
 */
import { expect, type Frame, type Page, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { ROOM, roomToScene, roomUp } from './room-scene.ts';
import {
  hostHtml,
  overlayShare,
  type PageKind,
  serveScenes,
  settled,
  snapViewer,
  viewerPath,
} from './viewer-helpers.ts';

async function embed(page: Page, kind: PageKind, scene = 'scene.splat'): Promise<Frame> {
  await serveScenes(page);
  const src = `${baseURL}${viewerPath(kind, scene)}`;
  await page.route(`${baseURL}/e2e-planner-host.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: hostHtml(src) }),
  );
  await page.goto(`${baseURL}/e2e-planner-host.html`);
  const frame = await (await page.locator('#viewer').elementHandle())?.contentFrame();
  if (!frame) throw new Error('viewer frame missing');
  expect(await settled(frame)).toBe('ready');
  return frame;
}

type Event = { type: string; [key: string]: unknown };
type Annotation = { type: string; tags?: string[]; metadata?: { label?: string | null } | null };
const events = (page: Page, type: string) =>
  page.evaluate((t) => (window as unknown as { events: Event[] }).events.filter((e) => e.type === t), type);
const send = (page: Page, message: unknown) =>
  page.evaluate((m) => (window as unknown as { send: (m: unknown) => void }).send(m), message);

for (const kind of ['webgl', 'webgpu'] as PageKind[]) {
  test(`${kind} page: draw a zone and a measurement by clicks, see them, hide them, undo`, async ({
    page,
  }) => {
    const frame = await embed(page, kind);
    await expect.poll(() => events(page, 'sceneReadyForAnnotations')).toHaveLength(1);
    const canvas = page.frameLocator('#viewer').locator('canvas.splat-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    const at = (x: number, y: number) => page.mouse.click(box.x + x, box.y + y);

    await send(page, { type: 'setMode', mode: 'draw' });
    await send(page, { type: 'setTool', tool: 'capacityZone' });
    await expect
      .poll(() => events(page, 'drawingStarted'))
      .toEqual([{ type: 'drawingStarted', tool: 'capacityZone' }]);
    for (const [x, y] of [
      [200, 300],
      [440, 300],
      [440, 420],
      [200, 420],
    ] as const)
      await at(x, y);
    await expect.poll(async () => (await events(page, 'drawingUpdated')).length).toBe(4);
    await at(200, 300);
    await expect.poll(async () => (await events(page, 'drawingCompleted')).length).toBe(1);
    const [created] = await events(page, 'segmentationCreated');
    expect(created?.segmentation).toMatchObject({ name: 'Zone 1', type: 'zone' });
    await expect.poll(() => overlayShare(frame, 'green')).toBeGreaterThan(0.02);

    // Reshaping: with no tool picked, a click selects the zone and shows its handles; dragging a corner's
    // handle moves that corner (one segmentationUpdated), and undo puts it back.
    type Boundary = { x: number; y: number; z: number }[];
    const boundaryOf = (e: Event | undefined) =>
      (e?.segmentation as { geometry?: { boundary?: Boundary } } | undefined)?.geometry?.boundary ?? [];
    const corners = boundaryOf(created);
    const [cx, cy, cz] = [corners[2]?.x ?? 0, corners[2]?.y ?? 0, corners[2]?.z ?? 0];
    await send(page, { type: 'setTool', tool: null });
    await at(320, 360);
    await expect
      .poll(() => events(page, 'objectSelected'))
      .toContainEqual(expect.objectContaining({ objectType: 'zone' }));
    await snapViewer(page, `planner-${kind}-reshape-handles`);
    const corner = await frame.evaluate((q) => window.__atriumViewer?.project(q) ?? null, [
      cx,
      cy,
      cz,
    ] as Vec3);
    if (!corner) throw new Error('corner off screen');
    await page.mouse.move(box.x + corner[0], box.y + corner[1]);
    await page.mouse.down();
    await page.mouse.move(box.x + corner[0] + 50, box.y + corner[1] + 30, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => (await events(page, 'segmentationUpdated')).length).toBe(1);
    const [reshaped] = await events(page, 'segmentationUpdated');
    expect(boundaryOf(reshaped)[2]).not.toEqual(corners[2]);
    expect(boundaryOf(reshaped)[0]).toEqual(corners[0]);
    await snapViewer(page, `planner-${kind}-reshaped`);
    await send(page, { type: 'undo' });
    await expect.poll(async () => (await events(page, 'segmentationUpdated')).length).toBe(2);
    expect(boundaryOf((await events(page, 'segmentationUpdated'))[1])).toEqual(corners);
    await at(40, 40); // empty space: the selection clears (the zone is green again)

    // Messages are handled in turn: clicks wait until the viewer says the measure tool is picked.
    const started = (await events(page, 'drawingStarted')).length;
    await send(page, { type: 'setMode', mode: 'measure' });
    await send(page, { type: 'startCreation', kind: 'measurement' });
    await expect.poll(async () => (await events(page, 'drawingStarted')).length).toBeGreaterThan(started);
    await at(150, 250);
    await at(500, 260);
    await expect.poll(async () => (await events(page, 'annotationCreated')).length).toBe(1);
    const [measurement] = await events(page, 'annotationCreated');
    expect(measurement?.annotation).toMatchObject({ type: 'measurement' });
    expect((measurement?.annotation as { metadata: { label: string } } | undefined)?.metadata.label).toMatch(
      /units \(uncalibrated\)$/,
    );
    await expect.poll(() => overlayShare(frame, 'orange')).toBeGreaterThan(0);
    await snapViewer(page, `planner-${kind}`);

    // Escape cancels a drawing in progress.
    await send(page, { type: 'setTool', tool: 'line' });
    await at(300, 200);
    await canvas.press('Escape');
    await expect
      .poll(() => events(page, 'drawingCancelled'))
      .toContainEqual({ type: 'drawingCancelled', tool: 'line', reason: 'escape' });

    // Keys the viewer does not use go to the page (its shortcuts must work while the frame has the focus).
    await canvas.press('1');
    await expect
      .poll(() => events(page, 'viewerKeyDown'))
      .toContainEqual(expect.objectContaining({ key: '1', code: 'Digit1' }));

    // Layers hide and show.
    await send(page, { type: 'setLayerVisibility', layer: 'zones', visible: false });
    await expect.poll(() => overlayShare(frame, 'green')).toBe(0);
    await send(page, { type: 'setLayerVisibility', layer: 'zones', visible: true });
    await expect.poll(() => overlayShare(frame, 'green')).toBeGreaterThan(0.02);

    // Undo takes the measurement back, then the zone; redo brings the zone back.
    await send(page, { type: 'undo' });
    await expect.poll(async () => (await events(page, 'annotationDeleted')).length).toBe(1);
    await send(page, { type: 'undo' });
    await expect.poll(async () => (await events(page, 'segmentationDeleted')).length).toBe(1);
    await expect.poll(() => overlayShare(frame, 'green')).toBe(0);
    await send(page, { type: 'redo' });
    await expect.poll(async () => (await events(page, 'segmentationCreated')).length).toBe(2);

    // A polygon labelled and tagged in the page's panel keeps both through undo and redo (the walk
    // lost them): the label and the tag are one step each, and redo brings the polygon back whole.
    await send(page, { type: 'setMode', mode: 'annotate' });
    await send(page, { type: 'setTool', tool: 'polygon' });
    for (const [x, y] of [
      [260, 320],
      [380, 320],
      [320, 400],
      [260, 320],
    ] as const)
      await at(x, y);
    const polygonEvents = async (type: string) =>
      ((await events(page, type)) as unknown as { annotation: Annotation }[])
        .map((e) => e.annotation)
        .filter((a) => a.type === 'polygon');
    await expect.poll(async () => (await polygonEvents('annotationCreated')).length).toBe(1);
    const [polygon] = await polygonEvents('annotationCreated');
    const booth = { ...polygon, metadata: { ...polygon?.metadata, label: 'Photo booth' } };
    await send(page, { type: 'editAnnotation', annotation: booth });
    await send(page, { type: 'editAnnotation', annotation: { ...booth, tags: ['decor'] } });
    const latest = async () => (await polygonEvents('annotationUpdated')).at(-1);
    await expect.poll(async () => (await latest())?.tags).toEqual(['decor']);
    await send(page, { type: 'undo' });
    await expect.poll(async () => (await latest())?.tags ?? []).toEqual([]);
    await send(page, { type: 'undo' });
    await expect.poll(async () => (await latest())?.metadata?.label).not.toBe('Photo booth');
    await send(page, { type: 'undo' });
    await expect.poll(async () => (await events(page, 'annotationDeleted')).length).toBe(2);
    for (let i = 0; i < 3; i++) await send(page, { type: 'redo' });
    await expect.poll(async () => (await polygonEvents('annotationCreated')).length).toBe(2);
    await expect.poll(latest).toMatchObject({ metadata: { label: 'Photo booth' }, tags: ['decor'] });
    await snapViewer(page, `planner-${kind}-undo-redo`);
  });
}

type Vec3 = [number, number, number];

/** A length label in meters ('4.01 m') or feet and inches ('13' 1½"'). */
const LENGTH_LABELS = { m: /^(\d+\.\d\d) m$/, ft: /^(\d+)' (\d+)(½?)"$/ };

/** The length of a label, once the overlay draws one in `unit` (feet: in feet). */
async function drawnLength(frame: Frame, unit: 'm' | 'ft'): Promise<number> {
  const pattern = LENGTH_LABELS[unit];
  let text = '';
  await expect
    .poll(async () => {
      const labels = await frame.evaluate(() => window.__atriumViewer?.labels() ?? []);
      text = labels.find((l) => pattern.test(l.text))?.text ?? '';
      return text;
    })
    .toMatch(pattern);
  const [, whole, inches, half] = text.match(pattern) ?? [];
  return unit === 'm' ? Number(whole) : Number(whole) + (Number(inches) + (half ? 0.5 : 0)) / 12;
}

for (const kind of ['webgl', 'webgpu'] as PageKind[]) {
  test(`${kind} page: a room scaled by ${ROOM.unitsPerMeter}, levelled and calibrated on one edge, measures another within 2 % in m and ft`, async ({
    page,
  }) => {
    const frame = await embed(page, kind, 'room.splat');
    await expect.poll(() => events(page, 'sceneReadyForAnnotations')).toHaveLength(1);
    // Above the room, looking down at it steeply (the room's own up, as a levelled scene has).
    const position = roomToScene([3, 5.5, 4.8]);
    await send(page, {
      type: 'setCameraPosition',
      camera: { position, target: roomToScene([3, 0, 2]), up: roomUp(), fov: 60 },
    });
    await expect
      .poll(() => frame.evaluate(() => window.__atriumViewer?.getCamera()?.position))
      .toEqual(position.map((v) => expect.closeTo(v, 4)));
    const canvas = page.frameLocator('#viewer').locator('canvas.splat-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    /** Clicks where a room point (meters) is on screen now, as the viewer's camera projects it. */
    const clickRoom = async (p: Vec3) => {
      const at = await frame.evaluate((q) => window.__atriumViewer?.project(q) ?? null, roomToScene(p));
      if (!at || at[0] < 0 || at[1] < 0 || at[0] > box.width || at[1] > box.height)
        throw new Error(`room point ${p} is off screen (${at})`);
      await page.mouse.click(box.x + at[0], box.y + at[1]);
    };
    const frames = async () =>
      (await events(page, 'sceneFrameChanged')).map(
        (e) => e.frame as { levelledBy: string; metersPerUnit: number | null },
      );

    // Level: three clicks on the floor.
    await send(page, { type: 'setTool', tool: 'level' });
    for (const p of [
      [1, 0, 1],
      [5, 0, 1],
      [3, 0, 3.5],
    ] as Vec3[])
      await clickRoom(p);
    await expect.poll(async () => (await frames()).at(-1)?.levelledBy).toBe('points');

    // Calibrate on the front edge (6 m): the viewer asks for its length, the page answers.
    await send(page, { type: 'setTool', tool: 'calibrate' });
    await clickRoom([0, 0, ROOM.depth]);
    await clickRoom([ROOM.width, 0, ROOM.depth]);
    await expect.poll(async () => (await events(page, 'calibrationPicked')).length).toBe(1);
    const [picked] = await events(page, 'calibrationPicked');
    await send(page, {
      type: 'calibrateScale',
      realDistance: ROOM.width,
      units: 'meters',
      points: picked?.points,
    });
    await expect.poll(async () => (await frames()).at(-1)?.metersPerUnit ?? null).not.toBeNull();

    // Measure the right edge (4 m), then read it in feet.
    await send(page, { type: 'setMode', mode: 'measure' });
    await send(page, { type: 'startCreation', kind: 'measurement' });
    await clickRoom([ROOM.width, 0, 0]);
    await clickRoom([ROOM.width, 0, ROOM.depth]);
    await expect.poll(async () => (await events(page, 'annotationCreated')).length).toBe(1);
    const meters = await drawnLength(frame, 'm');
    expect(Math.abs(meters - ROOM.depth) / ROOM.depth, `${meters} m`).toBeLessThan(0.02);
    await snapViewer(page, `planner-room-${kind}-meters`);
    await send(page, { type: 'setMeasurementUnits', units: 'feet' });
    const feet = await drawnLength(frame, 'ft');
    const trueFeet = ROOM.depth / 0.3048;
    expect(Math.abs(feet - trueFeet) / trueFeet, `${feet} ft`).toBeLessThan(0.02);
    await snapViewer(page, `planner-room-${kind}-feet`);
  });
}
