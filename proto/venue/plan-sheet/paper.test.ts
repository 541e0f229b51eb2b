/** Paper, orientation and scale: the page's size, its drawing area and the true scale of the plan on it. */
import { describe, expect, it } from 'vitest';
import { ORIENTATIONS, PAPERS, pageLayout, rasterSizeFor, SCALES, type SheetOptions } from './paper.ts';

const ROOM = { minX: 0, minY: 0, maxX: 6, maxY: 4 };

describe('pageLayout', () => {
  it('offers each paper, orientation and scale with a label', () => {
    expect(PAPERS.map((p) => p.value)).toEqual(['A4', 'A3', 'Letter', 'Tabloid']);
    expect(ORIENTATIONS.map((o) => o.value)).toEqual(['portrait', 'landscape']);
    expect(SCALES.map((s) => s.value)).toEqual([
      '1:50',
      '1:100',
      '1:200',
      `1/8" = 1'-0"`,
      `1/4" = 1'-0"`,
      'fit',
    ]);
    for (const choice of [...PAPERS, ...ORIENTATIONS, ...SCALES]) expect(choice.label).not.toBe('');
  });

  it('turns the paper for landscape', () => {
    expect(pageLayout(ROOM, { paper: 'A3', orientation: 'landscape', scale: '1:100' })).toMatchObject({
      widthMm: 420,
      heightMm: 297,
      paperText: 'A3 landscape',
    });
    expect(pageLayout(ROOM, { paper: 'Letter', orientation: 'portrait', scale: '1:100' })).toMatchObject({
      widthMm: 215.9,
      heightMm: 279.4,
    });
    expect(pageLayout(ROOM, { paper: 'Tabloid', orientation: 'landscape', scale: '1:100' }).widthMm).toBe(
      431.8,
    );
  });

  it('draws at the chosen scale: architectural scales are 1:96 and 1:48', () => {
    const ratio = (scale: SheetOptions['scale']) =>
      pageLayout(ROOM, { paper: 'A3', orientation: 'landscape', scale }).ratio;
    expect(ratio('1:50')).toBe(1 / 50);
    expect(ratio('1:100')).toBe(1 / 100);
    expect(ratio('1:200')).toBe(1 / 200);
    expect(ratio(`1/8" = 1'-0"`)).toBe(1 / 96);
    expect(ratio(`1/4" = 1'-0"`)).toBe(1 / 48);
    const layout = pageLayout(ROOM, { paper: 'A3', orientation: 'landscape', scale: '1:100' });
    expect(layout.mmPerMeter).toBe(10);
    expect(layout.scaleText).toBe('1:100');
  });

  it('centres the plan in the drawing area, +y up the page, inside the margins and above the title strip', () => {
    const layout = pageLayout(ROOM, { paper: 'A4', orientation: 'portrait', scale: '1:100' });
    const { drawing, titleStrip, legend } = layout;
    expect(layout.offsetX + 3 * layout.mmPerMeter).toBeCloseTo(drawing.x + drawing.width / 2, 9);
    expect(layout.offsetY + 2 * layout.mmPerMeter).toBeCloseTo(drawing.y + drawing.height / 2, 9);
    expect(layout.mmPerMeter).toBeGreaterThan(0);
    expect(drawing.x).toBeGreaterThanOrEqual(10);
    expect(drawing.y).toBeGreaterThan(titleStrip.y + titleStrip.height);
    expect(legend.x).toBeGreaterThan(drawing.x + drawing.width);
    expect(legend.x + legend.width).toBeLessThanOrEqual(layout.widthMm - 10);
    expect(drawing.y + drawing.height).toBeLessThanOrEqual(layout.heightMm - 10);
  });

  it('fits the plan to the drawing area at a whole-number scale it prints', () => {
    const hall = { minX: -20, minY: 5, maxX: 40, maxY: 35 };
    const layout = pageLayout(hall, { paper: 'A4', orientation: 'landscape', scale: 'fit' });
    const denominator = 1 / layout.ratio;
    expect(Number.isInteger(Math.round(denominator * 1e9) / 1e9)).toBe(true);
    expect(layout.scaleText).toBe(`Fit to page (1:${Math.round(denominator)})`);
    const width = 60 * layout.mmPerMeter;
    const height = 30 * layout.mmPerMeter;
    expect(width).toBeLessThanOrEqual(layout.drawing.width);
    expect(height).toBeLessThanOrEqual(layout.drawing.height);
    // One step larger would no longer fit.
    expect(60_000 / (Math.round(denominator) - 1)).toBeGreaterThan(layout.drawing.width);
  });
});

describe('rasterSizeFor', () => {
  it('is the page in whole pixels at the DPI', () => {
    expect(rasterSizeFor({ paper: 'A4', orientation: 'portrait' }, 300)).toEqual({
      width: 2480,
      height: 3508,
    });
    expect(rasterSizeFor({ paper: 'Letter', orientation: 'landscape' }, 100)).toEqual({
      width: 1100,
      height: 850,
    });
  });
});
