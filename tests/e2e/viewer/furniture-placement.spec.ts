/**
 * Furniture placement on the planner page end to end (issue 14, venue-planner §4 Placement): in Planning
 * mode, place three chairs and a table with the ghost, move one chair, reload, and find the models where
 * they were left (picked by clicking them in the viewer) and the event summary's counts and totals from
 * the catalogue's prices and setup times; a second device sees the same plan. Screenshots of the ghost and the placed
 * models (.tmp/screens/viewer-furniture-*.png).
 */
import { readFileSync } from 'node:fs';
import { expect, type Frame, type Page, test } from '@playwright/test';
import { plyScene } from '../files-assets.ts';
import { createProject, uploadScene } from '../files-steps.ts';
import { confirmedUser, logIn, snap } from '../helpers.ts';
import { overlayShare, settled, snapViewer } from './viewer-helpers.ts';

const CHAIR = 'chiavari-chair-gold';
const TABLE = 'round-table-60in-linen';

interface CatalogueEntry {
  id: string;
  name: string;
  price: number;
  setupTime: number;
}
const catalogue = (
  JSON.parse(readFileSync('web/public/catalogue/catalogue.json', 'utf8')) as { assets: CatalogueEntry[] }
).assets;
const entry = (id: string) => catalogue.find((a) => a.id === id) as CatalogueEntry;

async function viewerFrame(page: Page): Promise<Frame> {
  await expect(page.getByTitle('Venue planner 3D view')).toBeVisible({ timeout: 90_000 });
  const frame = await (await page.getByTitle('Venue planner 3D view').elementHandle())?.contentFrame();
  if (!frame) throw new Error('viewer frame missing');
  expect(await settled(frame)).toBe('ready');
  return frame;
}

const status = (page: Page) => page.getByTestId('planner-status');

/** Each viewer page: the WebGPU one this Chromium gets, and the WebGL one a browser without WebGPU gets. */
const PAGES = [
  { kind: 'webgpu', file: 'splat-viewer.html' },
  { kind: 'webgl', file: 'webgl-splat-viewer.html' },
] as const;

for (const viewer of PAGES)
  test(`furniture (${viewer.kind} page): place three chairs and a table, move one, reload, and the summary adds them up`, async ({
    browser,
    page,
    request,
  }) => {
    if (viewer.kind === 'webgl') {
      // A browser without WebGPU, in the app and in the viewer frame alike.
      await page.addInitScript(() => {
        delete (Navigator.prototype as { gpu?: unknown }).gpu;
      });
    }
    test.setTimeout(240_000);

    await page.setViewportSize({ width: 1280, height: 860 });
    const user = await confirmedUser(request, 'placer');
    await logIn(page, user);
    const projectUrl = await createProject(page, 'Garden Pavilion');
    await uploadScene(page, plyScene('pavilion.ply', 4000));

    await page.goto(`${projectUrl}/venue-planner`);
    await page
      .getByRole('list', { name: 'Scene files' })
      .getByRole('button', { name: 'pavilion.ply' })
      .click();
    let frame = await viewerFrame(page);
    expect(new URL(frame.url()).pathname).toBe(`/${viewer.file}`);
    const canvas = page.frameLocator('iframe[title="Venue planner 3D view"]').locator('canvas.splat-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    const point = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
    const click = (fx: number, fy: number) => page.mouse.click(...point(fx, fy));

    await page.getByRole('button', { name: 'Planning', exact: true }).click();
    const place = page.getByLabel('Place a model');
    const empty = await overlayShare(frame, 'drawn');

    // Three chairs: the ghost follows the cursor, each click places one, R turns it, Esc finishes.
    await place.selectOption(CHAIR);
    await expect(status(page)).toContainText(`Placing ${entry(CHAIR).name}`);
    await page.mouse.move(...point(0.3, 0.7));
    await page.mouse.move(...point(0.32, 0.7));
    await expect.poll(() => overlayShare(frame, 'drawn')).toBeGreaterThan(empty);
    await page.keyboard.press('r');
    await snapViewer(page, `furniture-ghost-${viewer.kind}`);
    for (const fx of [0.32, 0.44, 0.56]) {
      await click(fx, 0.7);
      await expect(status(page)).toHaveText(`Placed ${entry(CHAIR).name}`);
    }
    await page.keyboard.press('Escape');
    await expect(status(page)).toHaveText('Placement finished');
    const chairsOnly = await overlayShare(frame, 'drawn');

    // The table comes from the Asset Library, as a planner finds it: search, then its card's Place.
    await page.getByRole('button', { name: 'Asset Library' }).click();
    const library = page.getByRole('region', { name: 'Asset Library' });
    await library.getByRole('searchbox', { name: 'Search assets' }).fill('tablecloth 5 ft');
    await library
      .getByRole('article', { name: entry(TABLE).name, exact: true })
      .getByRole('button', { name: `Place ${entry(TABLE).name}` })
      .click();
    // 'Placing' once the model has loaded; the click waits for its ghost to show, as a planner's would.
    await expect(status(page)).toContainText(`Placing ${entry(TABLE).name}`);
    await page.mouse.move(...point(0.5, 0.86));
    await page.mouse.move(...point(0.5, 0.88));
    await expect.poll(() => overlayShare(frame, 'drawn')).toBeGreaterThan(chairsOnly);
    await click(0.5, 0.88);
    await expect(status(page)).toHaveText(`Placed ${entry(TABLE).name}`);
    await page.keyboard.press('Escape');

    // Layout (issue #26): a Table set is one click — a 5 ft round with 10 chairs, as one group; its
    // panel counts them, one Ctrl+Z takes all eleven away and one redo brings the same eleven back.
    const layout = page.getByRole('group', { name: 'Layout' });
    for (const name of ['Chair row', 'Chair block', 'Table set', 'Fill zone', 'Snap'])
      await expect(layout.getByRole('button', { name, exact: true })).toBeVisible();
    await layout.getByRole('button', { name: 'Table set' }).click();
    const beforeSet = await overlayShare(frame, 'drawn');
    await click(0.8, 0.35);
    const group = page.getByRole('region', { name: 'Selected group' });
    await expect(group.getByRole('heading', { name: 'Table set' })).toBeVisible();
    await expect(group.getByTestId('group-counts')).toHaveText('10 chairs, 1 table');
    await expect.poll(() => overlayShare(frame, 'drawn')).toBeGreaterThan(beforeSet);
    await snapViewer(page, `furniture-table-set-${viewer.kind}`);
    const withSet = await overlayShare(frame, 'drawn');
    await page.keyboard.press('Control+z');
    await expect(status(page)).toHaveText('Undone: add table set');
    await expect.poll(() => overlayShare(frame, 'drawn')).toBeLessThan(withSet);
    await page.keyboard.press('Control+Shift+z');
    await expect(status(page)).toHaveText('Redone: add table set');
    await expect.poll(() => overlayShare(frame, 'drawn')).toBe(withSet);
    // Its panel re-makes it: 8 chairs instead of 10, one more undo step.
    await click(0.8, 0.35);
    await group.getByLabel('Chairs').fill('8');
    await group.getByLabel('Chairs').press('Enter');
    await expect(group.getByTestId('group-counts')).toHaveText('8 chairs, 1 table');
    await page.keyboard.press('Escape');

    // Move the first chair: select it by clicking it, Move, click where it goes.
    await click(0.32, 0.7);
    const panel = page.getByRole('region', { name: 'Placed model' });
    await expect(panel).toContainText(entry(CHAIR).name);
    await panel.getByRole('button', { name: 'Move' }).click();
    // Picked up: no longer selected until it is dropped, then selected where it lies.
    await expect(panel).toBeHidden();
    await page.mouse.move(...point(0.68, 0.62));
    await click(0.7, 0.62);
    await expect(panel).toContainText(entry(CHAIR).name);
    // The right panel says what the selected model is and costs.
    const details = page.getByRole('region', { name: 'Selected model' });
    await expect(details.getByRole('heading', { name: entry(CHAIR).name })).toBeVisible();
    await expect(details).toContainText(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(entry(CHAIR).price),
    );
    await expect(page.getByTestId('planner-sync')).toHaveText('All changes synced', { timeout: 20_000 });
    await snapViewer(page, `furniture-placed-${viewer.kind}`);

    await page.reload();
    frame = await viewerFrame(page);
    // The chair is where it was moved to, and no longer where it was placed.
    await expect.poll(() => overlayShare(frame, 'drawn'), { timeout: 20_000 }).toBeGreaterThan(empty);
    await click(0.7, 0.62);
    await expect(panel).toContainText(entry(CHAIR).name);
    await click(0.32, 0.7);
    await expect(panel).toBeHidden();
    await click(0.44, 0.7);
    await expect(panel).toContainText(entry(CHAIR).name);

    await page.getByRole('button', { name: 'Event summary' }).click();
    const summary = page.getByRole('dialog', { name: 'Event summary' });
    // Three chairs and a table placed by hand, and the set's 8 chairs round one more table.
    const cost = 11 * entry(CHAIR).price + 2 * entry(TABLE).price;
    const minutes = 11 * entry(CHAIR).setupTime + 2 * entry(TABLE).setupTime;
    const totals = summary.getByTestId('event-summary-totals');
    await expect(totals).toContainText('Items13');
    await expect(totals).toContainText(
      `Total cost${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cost)}`,
    );
    await expect(totals).toContainText(`Setup time${minutes} min`);
    await expect(summary.getByRole('list', { name: 'Counts by type' })).toHaveText(/Chairs: 11\s*Tables: 2/);
    await snap(page, `viewer-furniture-summary-${viewer.kind}`, { fullPage: false });
    await page.keyboard.press('Escape');

    // Another device of the same user: after its first sync its summary counts the same models.
    const other = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const device = await other.newPage();
    await logIn(device, user);
    await device.goto(page.url());
    await expect(device.getByTestId('planner-sync')).toHaveText('All changes synced', { timeout: 30_000 });
    await device.getByRole('button', { name: 'Event summary' }).click();
    await expect(
      device.getByRole('dialog', { name: 'Event summary' }).getByTestId('event-summary-totals'),
    ).toContainText('Items13');
    await other.close();
  });
