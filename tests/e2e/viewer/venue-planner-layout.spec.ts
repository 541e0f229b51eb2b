/**
 * The venue planner page's panels as stories of one planner (spec venue-planner.md §2, §4, §5): the
 * annotation list and editor with images, a zone's suggested capacities on a calibrated floor, a
 * Rectangle zone sized in the right panel (undoably), the
 * settings kept per project, and the layout at 1440, 1280 and 1024 px.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { png } from '../files-assets.ts';
import { snap } from '../helpers.ts';
import {
  button,
  clicker,
  expectToolbarOnOneLine,
  leftPanel,
  openPlanner,
  openZone,
  type PlannerRun,
  pickTool,
  rightPanel,
  startPlannerRun,
  status,
  viewerFrame,
  viewerWidth,
  ZONE_CLICKS,
  zoneList,
} from './planner-steps.ts';
import { snapViewer } from './viewer-helpers.ts';

test.describe
  .serial('venue planner: panels, capacities, settings and layout', () => {
    let run: PlannerRun;
    let page: Page;
    let annotations: Locator;
    let annotationList: Locator;
    test.beforeAll(async ({ browser }) => {
      run = await startPlannerRun(browser, { prefix: 'planner-layout', project: 'Riverside Hall' });
      page = run.page;
      await page.setViewportSize({ width: 1440, height: 900 });
      annotations = page.getByRole('region', { name: 'Annotations', exact: true });
      annotationList = annotations.getByRole('list', { name: 'Annotation list' });
    });
    test.afterAll(() => run.close());

    test('level and set the scale, then two points: the list shows, searches and labels them', async () => {
      await openPlanner(page, run.projectUrl);
      await expect(annotations).toContainText('No annotations found.');
      const at = await clicker(page);
      const toolbar = page.getByRole('toolbar', { name: 'Planner tools' });
      // Venue's tools are named in words, each with what to do.
      await expect(toolbar.getByRole('button', { name: 'Level floor', exact: true })).toHaveText(
        'Level floor',
      );
      await expect(toolbar.getByRole('button', { name: 'Set scale', exact: true })).toHaveAttribute(
        'title',
        'Set scale: Click two points a known distance apart',
      );
      // Auto-level: one click fits the floor of the whole scene.
      await button(page, 'Auto-level').click();
      await expect(status(page)).toHaveText('Floor levelled');
      // Set scale on two points: the page asks for the true length (long enough that a zone holds guests).
      await pickTool(page, 'Set scale');
      await expect(status(page)).toHaveText(
        'Drawing with the Set scale tool: Click two points a known distance apart. Press Esc to cancel',
      );
      await at(0.3, 0.75);
      await at(0.7, 0.75);
      const setScale = page.getByRole('dialog', { name: 'Set scale' });
      await expect(setScale).toContainText(/The line you picked is \d+\.\d\d scene units long/);
      await setScale.getByLabel('Real length (m)').fill('300');
      await expect(setScale.getByTestId('calibration-scale')).toHaveText(/^1 scene unit = \d+\.\d\d m$/);
      await snap(page, 'venue-planner-set-scale', { fullPage: false });
      await setScale.getByRole('button', { name: 'Set scale' }).click();
      await expect(status(page)).toHaveText(/^Scale set: 1 scene unit = \d+\.\d\d m$/);
      // The tool is put down once it has done its job, and the right panel shows the scale set.
      await expect(toolbar.getByRole('button', { name: 'Set scale', exact: true })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      const scale = (await status(page).innerText()).replace('Scale set: ', '');
      const scene = rightPanel(page).getByRole('region', { name: 'Scene' });
      await expect(scene.getByTestId('scene-scale')).toHaveText(scale);
      await snap(page, 'venue-planner-level-and-scale', { fullPage: false });
      // Typed in the panel: a bad value is refused with the reason, a good one is the scene's scale.
      const scaleField = scene.getByLabel('Scale (m per scene unit)');
      await scaleField.fill('0');
      await scene.getByRole('button', { name: 'Set', exact: true }).click();
      await expect(scene.getByRole('alert')).toHaveText('Enter a number greater than 0');
      const typed = (Number(scale.match(/= (\d+\.\d\d) m/)?.[1]) * 1.01).toFixed(3);
      await scaleField.fill(typed);
      await scaleField.press('Enter');
      await expect(scene.getByTestId('scene-scale')).toHaveText(
        `1 scene unit = ${Number(typed).toFixed(2)} m`,
      );
      await expect(status(page)).toHaveText(`Scale set: 1 scene unit = ${Number(typed).toFixed(2)} m`);
      // A mode change replaces what the last mode said.
      await button(page, 'Annotate').click();
      await expect(status(page)).toHaveText('Ready');
      await pickTool(page, 'Point');
      await at(0.4, 0.7);
      await expect(status(page)).toHaveText('Point finished');
      await at(0.6, 0.7);
      await expect(annotationList.getByRole('listitem')).toHaveCount(2);
      await expect(annotationList).toContainText('Point 1');
      await expect(annotationList).toContainText('Point 2');
      await annotations.getByLabel('Search annotations').fill('2');
      await expect(annotationList.getByRole('listitem')).toHaveCount(1);
      await expect(annotationList).toContainText('Point 2');
      await annotations.getByLabel('Search annotations').fill('zzz');
      await expect(annotations).toContainText('No annotations found.');
      await annotations.getByLabel('Search annotations').fill('');
      await annotationList.getByRole('button', { name: /^Point 1/ }).click();
      const editor = page.getByRole('region', { name: 'Annotation properties' });
      await editor.getByLabel('Label').fill('Bar');
      await expect(editor.getByText('All edits saved')).toBeVisible();
      await expect(annotationList).toContainText('Bar');
      // The label and a tag are one undo step each, and come back whole on redo (the walk lost them).
      await editor.getByLabel('Tags').fill('decor');
      await editor.getByLabel('Tags').press('Enter');
      await expect(editor.getByText('All edits saved')).toBeVisible();
      const tag = editor.getByRole('button', { name: 'Remove decor' });
      await expect(tag).toBeVisible();
      await button(page, 'Undo').click();
      await expect(tag).toBeHidden();
      await expect(status(page)).toHaveText(/^Undone: /);
      await expect(editor.getByLabel('Label')).toHaveValue('Bar');
      await button(page, 'Undo').click();
      await expect(editor.getByLabel('Label')).toHaveValue('Point 1');
      await expect(annotationList).toContainText('Point 1');
      await button(page, 'Redo').click();
      await button(page, 'Redo').click();
      await expect(editor.getByLabel('Label')).toHaveValue('Bar');
      await expect(tag).toBeVisible();
      await expect(annotationList).toContainText('Bar');
      await snap(page, 'venue-planner-after-undo-redo', { fullPage: false });
    });

    test('annotation images: a GIF refused, thumbnails, the lightbox, a deletion asked first', async () => {
      // The test server turns the images flag on.
      const images = page
        .getByRole('region', { name: 'Annotation properties' })
        .getByRole('region', { name: 'Images' });
      await images
        .getByLabel('Add images')
        .setInputFiles([
          png('stage.png', 640, 480),
          png('bar.png', 300, 600),
          { name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
        ]);
      await expect(images.getByRole('alert')).toHaveText(
        'anim.gif: Unsupported format ".gif". Allowed: .jpg, .jpeg, .png, .webp',
      );
      const gallery = images.getByRole('list', { name: 'Image gallery' });
      await expect(gallery.getByRole('img')).toHaveCount(2);
      const size = (img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`;
      await expect.poll(() => gallery.getByRole('img', { name: 'bar.png' }).evaluate(size)).toBe('200x150');
      await images.scrollIntoViewIfNeeded();
      await snap(page, 'annotation-image-gallery', { fullPage: false });
      await gallery.getByRole('button', { name: 'Open stage.png' }).click();
      await expect(page.getByRole('dialog', { name: 'stage.png' })).toContainText('1 of 2');
      await page.keyboard.press('ArrowRight');
      const second = page.getByRole('dialog', { name: 'bar.png' });
      await expect(second).toContainText('2 of 2');
      await expect.poll(() => second.getByRole('img', { name: 'bar.png' }).evaluate(size)).toBe('300x600');
      await snap(page, 'annotation-image-lightbox', { fullPage: false });
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('dialog', { name: 'stage.png' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await gallery.getByRole('button', { name: 'Delete stage.png' }).click();
      const confirmDelete = page.getByRole('dialog', { name: 'Delete image' });
      await expect(confirmDelete).toContainText('Delete this image from the annotation?');
      await confirmDelete.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(gallery.getByRole('img')).toHaveCount(1);
      await expect(gallery.getByRole('button', { name: 'Open bar.png' })).toBeVisible();
    });

    test('the list refreshes from the cloud and deletes an annotation', async () => {
      await annotations.getByRole('button', { name: 'Refresh' }).click();
      await expect(annotationList.getByRole('listitem')).toHaveCount(2);
      await annotationList.getByRole('button', { name: 'Delete annotation Point 2' }).click();
      await expect(annotationList.getByRole('listitem')).toHaveCount(1);
      await expect(annotationList).not.toContainText('Point 2');
    });

    test('a zone on the calibrated floor: its area and what fits; Use fills one field, Accept all four', async () => {
      await button(page, 'Draw').click();
      await pickTool(page, 'Capacity zone');
      const at = await clicker(page);
      for (const [fx, fy] of ZONE_CLICKS) await at(fx, fy);
      await expect(status(page)).toHaveText('Capacity zone finished');
      const { zone, suggestions } = await openZone(page, /Zone 1/);
      await expect(suggestions).toContainText(/Area \d+\.\d\d m²/);
      const guests = async (layout: string) =>
        Number(
          await suggestions
            .getByRole('row', { name: new RegExp(layout) })
            .getByRole('cell')
            .nth(1)
            .innerText(),
        );
      const theatre = await guests('Theatre');
      const banquet = await guests('Banquet');
      const squareMeters = Number((await suggestions.innerText()).match(/Area (\d+\.\d\d) m²/)?.[1]);
      expect(squareMeters).toBeGreaterThan(0);
      // 10 ft² per guest in theatre rows, 12 at banquet tables (docs/venue-planner.md "Capacity").
      expect(Math.abs(theatre - (squareMeters * 10.7639) / 10)).toBeLessThan(1.01);
      expect(banquet).toBeLessThan(theatre);
      await zone.getByLabel('Max seated').fill('3');
      await suggestions.getByRole('button', { name: `Use Theatre (${theatre})` }).click();
      await expect(zone.getByLabel('Max seated')).toHaveValue(String(theatre));
      await zone.getByLabel('Recommended seated').fill('1');
      await suggestions.getByRole('button', { name: 'Accept suggestions' }).click();
      await expect(zone.getByLabel('Recommended seated')).toHaveValue(String(banquet));
      await expect(zone.getByText('All edits saved')).toBeVisible();
    });

    test('a Rectangle zone: two corners, then 10 m × 8 m typed is 80 m² under ZONES; undo takes the size back', async () => {
      await pickTool(page, 'Rectangle zone');
      await expect(status(page)).toHaveText(/Rectangle zone tool/);
      const at = await clicker(page);
      await at(0.35, 0.65);
      await at(0.6, 0.8);
      await expect(status(page)).toHaveText('Rectangle zone finished');
      const { zone, suggestions } = await openZone(page, /Zone 2/);
      const drawn = (await suggestions.innerText()).match(/Area (\d+\.\d\d m²)/)?.[1];
      expect(drawn).toBeTruthy();
      await expect(zone.getByLabel('Rotation (°)')).toHaveValue('0');
      await zone.getByLabel('Width (m)').fill('10');
      await zone.getByLabel('Depth (m)').fill('8');
      await expect(suggestions).toContainText('Area 80.00 m²');
      await expect(zone.getByText('All edits saved')).toBeVisible();
      // Listed under ZONES; clicking it again frames it at its new size.
      await zoneList(page)
        .getByRole('button', { name: /Zone 2/ })
        .click();
      await expect(suggestions).toContainText('Area 80.00 m²');
      await snap(page, 'venue-planner-rectangle-zone', { fullPage: false });
      // The size is one undoable edit: undo gives the drawn rectangle back, redo the typed one.
      await zone.getByRole('heading', { name: 'Zone' }).click();
      await page.keyboard.press('Control+z');
      await expect(suggestions).toContainText(`Area ${drawn}`);
      await expect(zone.getByLabel('Width (m)')).not.toHaveValue('10');
      await page.keyboard.press('Control+Shift+z');
      await expect(suggestions).toContainText('Area 80.00 m²');
      await expect(zone.getByLabel('Width (m)')).toHaveValue('10');
    });

    test('this visit’s settings at 1440 px: feet, Measurements hidden, overview at 12.5 m', async () => {
      const suggestions = page.getByRole('region', { name: 'Capacity suggestions' });
      await page.getByLabel('Units').selectOption('feet');
      await expect(suggestions).toContainText(/Area \d+\.\d\d ft²/);
      await expect(suggestions).toContainText('10 ft²/guest');
      await page.getByRole('checkbox', { name: 'Measurements' }).uncheck();
      await page.getByRole('checkbox', { name: 'Overview' }).check();
      await page.getByLabel('Height in meters').fill('12.5');
      await expectToolbarOnOneLine(page);
      expect(await viewerWidth(page)).toBeGreaterThanOrEqual(400);
      await snapViewer(page, 'venue-planner-layout-1440');
      await page.getByRole('button', { name: 'Hide Layers & Properties' }).click();
    });

    test('at 1280 px after a reload, everything comes back as left, the toolbar on one line', async () => {
      await page.setViewportSize({ width: 1280, height: 860 });
      await page.reload();
      await viewerFrame(page);
      await expect(rightPanel(page)).toBeHidden();
      await expect(button(page, 'Draw')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByLabel('Units')).toHaveValue('feet');
      await expect(page.getByRole('checkbox', { name: 'Overview' })).toBeChecked();
      await expect(page.getByLabel('Height in meters')).toHaveValue('12.5');
      await page.keyboard.press('l');
      await expect(page.getByRole('checkbox', { name: 'Measurements' })).not.toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Zones' })).toBeChecked();
      await expect(annotationList).toContainText('Bar');
      await expectToolbarOnOneLine(page);
      expect(await viewerWidth(page)).toBeGreaterThanOrEqual(400);
      await snapViewer(page, 'venue-planner-layout-1280');
      // Venue's tools in words still fit on one line at 1280 px, with Units and Overview beside them.
      await button(page, 'Venue').click();
      await expect(button(page, 'Set scale')).toHaveText('Set scale');
      await expect(page.getByRole('checkbox', { name: 'Overview' })).toBeVisible();
      await expectToolbarOnOneLine(page);
      await snap(page, 'venue-planner-venue-toolbar-1280', { fullPage: false });
      await button(page, 'Draw').click();
    });

    test('at 1024 px the right panel, when opened, takes the left panel’s place', async () => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.reload();
      await viewerFrame(page);
      await expect(rightPanel(page)).toBeHidden();
      await expect(leftPanel(page)).toBeVisible();
      await expectToolbarOnOneLine(page);
      await page.getByRole('button', { name: 'Display options' }).click();
      await expect(page.getByLabel('Units')).toHaveValue('feet');
      await page.keyboard.press('Escape');
      await page.keyboard.press('l');
      await expect(rightPanel(page)).toBeVisible();
      await expect(leftPanel(page)).toBeHidden();
      expect(await viewerWidth(page)).toBeGreaterThanOrEqual(400);
      await snapViewer(page, 'venue-planner-layout-1024');
      await page.getByRole('button', { name: 'Spaces & Zones' }).click();
      await expect(leftPanel(page)).toBeVisible();
      await expect(rightPanel(page)).toBeHidden();
    });
  });
