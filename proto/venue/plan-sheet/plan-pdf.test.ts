/** The plan sheet's PDF, read back with pdfjs: its text, its page size and its true scale. */
import { describe, expect, it } from 'vitest';
import { PT_PER_MM, pageLayout, type SheetOptions } from './paper.ts';
import { type ReadPage, readPdf, type Segment } from './pdf-read.test-kit.ts';
import { planPdf } from './plan-pdf.ts';
import { crowdedSheet, greyPng, roomSheet, SUMMARY, TITLE } from './sheet.test-kit.ts';

const A3_LANDSCAPE_1_100: SheetOptions = { paper: 'A3', orientation: 'landscape', scale: '1:100' };

const lengthMm = (s: Segment) => Math.hypot(s.x1 - s.x0, s.y1 - s.y0) / PT_PER_MM;
const textOf = (page: ReadPage | undefined) => page?.text.join('\n') ?? '';

/** The segments from page point a to b, either way round, within a hundredth of a millimetre. */
const segmentsBetween = (page: ReadPage | undefined, a: [number, number], b: [number, number]) =>
  (page?.segments ?? []).filter((s) => {
    const near = (x: number, y: number, p: [number, number]) =>
      Math.abs(x / PT_PER_MM - p[0]) < 0.01 && Math.abs(y / PT_PER_MM - p[1]) < 0.01;
    return (near(s.x0, s.y0, a) && near(s.x1, s.y1, b)) || (near(s.x0, s.y0, b) && near(s.x1, s.y1, a));
  });

describe('planPdf', () => {
  it('prints the plan with its title block on page 1 and the summary on page 2', async () => {
    const pages = await readPdf(await planPdf(roomSheet(), A3_LANDSCAPE_1_100, TITLE, SUMMARY));
    expect(pages).toHaveLength(2);
    const first = textOf(pages[0]);
    for (const expected of [
      'Harbour Gala 2027',
      'The Boathouse, 1 Quay Street',
      'Dining Room',
      'Cocktail Bar',
      'Seated 16 · Standing 32 · Cocktail 24',
      'Stage',
      '6.00 m',
      'Event date: October 16, 2027',
      'Planner: Ada Planner',
      'Revised: November 27, 2026',
      'Scale: 1:100',
      'Paper: A3 landscape',
      'Legend',
      'Chiavari Chair',
    ]) {
      expect(first).toContain(expected);
    }
    // Helvetica has no '✓': the label is written with a stand-in rather than failing the export.
    expect(first).toContain('Entrance v');
    const second = textOf(pages[1]);
    for (const expected of [
      'Round Table 60in',
      'Banquet Table 6ft',
      'Chiavari Chair',
      'Acme Rentals',
      'Total',
    ]) {
      expect(second).toContain(expected);
    }
    expect(second).toContain('62.00');
    expect(second).toContain('44 min');
    expect(second).toContain('16.00 m²');
  });

  it('is A3 landscape when asked, A4 portrait when asked', async () => {
    const [a3] = await readPdf(await planPdf(roomSheet(), A3_LANDSCAPE_1_100, TITLE, SUMMARY));
    expect(a3?.width).toBeCloseTo(1190.55, 0);
    expect(a3?.height).toBeCloseTo(841.89, 0);
    const [a4] = await readPdf(
      await planPdf(roomSheet(), { paper: 'A4', orientation: 'portrait', scale: '1:50' }, TITLE, SUMMARY),
    );
    expect(Math.abs((a4?.width ?? 0) - 595.28)).toBeLessThan(0.5);
    expect(Math.abs((a4?.height ?? 0) - 841.89)).toBeLessThan(0.5);
  });

  it('draws at a true scale: the 6 m edge is 60 mm at 1:100, with +y up the page', async () => {
    const sheet = roomSheet();
    const [page] = await readPdf(await planPdf(sheet, A3_LANDSCAPE_1_100, TITLE, SUMMARY));
    const layout = pageLayout(sheet.bounds, A3_LANDSCAPE_1_100);
    const at = (x: number, y: number): [number, number] => [
      layout.offsetX + x * layout.mmPerMeter,
      layout.offsetY + y * layout.mmPerMeter,
    ];
    // The dimension line of the 6 m measurement along the room's y = 0 edge.
    const dimension = segmentsBetween(page, at(0, 0), at(6, 0));
    expect(dimension.length).toBeGreaterThan(0);
    for (const s of dimension) expect(Math.abs(lengthMm(s) - 60) / 60).toBeLessThan(0.01);
    // A 6 m segment anywhere on the page, measured without the layout's help.
    expect(page?.segments.some((s) => Math.abs(lengthMm(s) - 60) < 0.6)).toBe(true);
    // The dining room's far edge (y = 4) lies 40 mm above its near edge: the plan is not mirrored.
    const far = segmentsBetween(page, at(0, 4), at(4, 4));
    expect(far.length).toBeGreaterThan(0);
    expect((far[0]?.y0 ?? 0) / PT_PER_MM - at(0, 0)[1]).toBeCloseTo(40, 1);
  });

  it('fits the plan to the page when asked, printing the scale it used', async () => {
    const options: SheetOptions = { paper: 'A4', orientation: 'landscape', scale: 'fit' };
    const sheet = roomSheet();
    const [page] = await readPdf(await planPdf(sheet, options, TITLE, SUMMARY));
    const layout = pageLayout(sheet.bounds, options);
    const denominator = Math.round(1 / layout.ratio);
    expect(layout.scaleText).toBe(`Fit to page (1:${denominator})`);
    expect(textOf(page)).toContain(`Scale: Fit to page (1:${denominator})`);
    const expected = 6000 / denominator;
    expect(page?.segments.some((s) => Math.abs(lengthMm(s) - expected) / expected < 0.01)).toBe(true);
  });

  it('writes lengths and the scale bar in feet for a sheet in feet', async () => {
    const [page] = await readPdf(
      await planPdf(
        roomSheet('feet'),
        { paper: 'Letter', orientation: 'landscape', scale: `1/4" = 1'-0"` },
        TITLE,
        SUMMARY,
      ),
    );
    const text = textOf(page);
    expect(text).toContain(`19' 8"`);
    expect(text).toContain(`Scale: 1/4" = 1'-0"`);
    expect(text).toMatch(/\d+ ft/);
  });

  it('puts the scan under the plan when the sheet has one', async () => {
    const sheet = {
      ...roomSheet(),
      background: { image: greyPng(6, 4), format: 'png' as const, rect: roomSheet().bounds },
    };
    const [page] = await readPdf(await planPdf(sheet, A3_LANDSCAPE_1_100, TITLE, SUMMARY));
    expect(page?.images).toBe(1);
    const [bare] = await readPdf(await planPdf(roomSheet(), A3_LANDSCAPE_1_100, TITLE, SUMMARY));
    expect(bare?.images).toBe(0);
  });

  it('runs long tables onto further pages, repeating the header', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => ({
      name: `Item ${i}`,
      vendor: 'Vendor',
      count: 1,
      unitPrice: 1,
      cost: 1,
      setupMinutes: 1,
    }));
    const summary = { rows, totalItems: 150, totalCost: 150, totalSetupMinutes: 150 };
    const pages = await readPdf(await planPdf(roomSheet(), A3_LANDSCAPE_1_100, TITLE, summary));
    expect(pages.length).toBeGreaterThan(3);
    const tables = pages.slice(1).map(textOf);
    expect(tables.filter((t) => t.includes('Items (continued)')).length).toBe(pages.length - 2);
    for (const i of [0, 75, 149]) expect(tables.some((t) => t.split('\n').includes(`Item ${i}`))).toBe(true);
    expect(tables.at(-1)).toContain('Total');
    expect(tables.at(-1)).toContain('2 h 30 min');
    expect(tables.at(-1)).toContain('Cocktail Bar');
  });

  it('writes a hall of 5,000 items and 200 zones', async () => {
    const { sheet, summary } = crowdedSheet(5000, 200);
    const bytes = await planPdf(
      sheet,
      { paper: 'A3', orientation: 'landscape', scale: 'fit' },
      TITLE,
      summary,
    );
    const pages = await readPdf(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(textOf(pages[0])).toContain('Zone 1');
  });
});
