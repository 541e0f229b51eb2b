/** Page 1's shapes: plan symbols turned as placed, the legend's counts, and labels kept apart. */
import { describe, expect, it } from 'vitest';
import { pageLayout, type SheetOptions } from './paper.ts';
import type { Shape } from './shapes.ts';
import { crowdedSheet, roomSheet, TITLE } from './sheet.test-kit.ts';
import { planPage } from './sheet-layout.ts';

type Text = Extract<Shape, { kind: 'text' }>;
const OPTIONS: SheetOptions = { paper: 'A3', orientation: 'landscape', scale: '1:100' };

const textsOf = (shapes: Shape[]) => shapes.filter((s): s is Text => s.kind === 'text');

/** An unturned text's box, from a little below its baseline to its cap height. */
const boxOf = (t: Text) => {
  const left = t.align === 'left' ? t.x : t.align === 'center' ? t.x - t.width / 2 : t.x - t.width;
  return {
    text: t.text,
    minX: left,
    maxX: left + t.width,
    minY: t.y - 0.22 * t.size,
    maxY: t.y + 0.75 * t.size,
  };
};

describe('planPage', () => {
  const sheet = roomSheet();
  const page = planPage(sheet, OPTIONS, TITLE);
  const layout = pageLayout(sheet.bounds, OPTIONS);
  const at = (x: number, y: number) => ({
    x: layout.offsetX + x * layout.mmPerMeter,
    y: layout.offsetY + y * layout.mmPerMeter,
  });

  it('draws a round table as a circle of its radius at its centre', () => {
    const centre = at(1, 1);
    const circle = page.plan.find(
      (s) => s.kind === 'circle' && Math.hypot(s.x - centre.x, s.y - centre.y) < 1e-9,
    );
    expect(circle?.kind === 'circle' && circle.radius).toBeCloseTo(7.6, 9);
  });

  it("draws a chair's back heavier, on the side away from its facing", () => {
    // The chair at (2.2, 3) faces +x: its back is the edge at x = 2.2 − 0.22.
    const backX = at(1.98, 3).x;
    const back = page.plan.find(
      (s) => s.kind === 'path' && s.lineWidth === 0.5 && s.points.every((p) => Math.abs(p.x - backX) < 1e-9),
    );
    expect(back?.kind === 'path' && back.points.map((p) => p.y).sort((a, b) => a - b)).toEqual([
      expect.closeTo(at(0, 2.8).y, 9),
      expect.closeTo(at(0, 3.2).y, 9),
    ]);
    // The chair facing −y (at 3.5, 3.4) has its back above it on the page.
    const upper = at(3.5, 3.62).y;
    expect(
      page.plan.some(
        (s) =>
          s.kind === 'path' && s.lineWidth === 0.5 && s.points.every((p) => Math.abs(p.y - upper) < 1e-9),
      ),
    ).toBe(true);
  });

  it('lists each model in the legend with its count', () => {
    const texts = textsOf(page.shapes).map((t) => t.text);
    expect(texts).toEqual(expect.arrayContaining(['Legend', 'Chiavari Chair', '4', 'Round Table 60in', '2']));
  });

  it('keeps labels apart, placing every zone name before any item name', () => {
    const { sheet: hall } = crowdedSheet(2000, 100);
    const options: SheetOptions = { paper: 'A3', orientation: 'landscape', scale: 'fit' };
    const texts = textsOf(planPage(hall, options, TITLE).plan);
    for (const zone of hall.zones) expect(texts.some((t) => t.text === zone.name)).toBe(true);
    const boxes = texts.filter((t) => t.angle === 0).map(boxOf);
    const overlapping: string[] = [];
    for (const [i, p] of boxes.entries()) {
      for (const q of boxes.slice(i + 1)) {
        if (
          p.minX < q.maxX - 1e-9 &&
          q.minX < p.maxX - 1e-9 &&
          p.minY < q.maxY - 1e-9 &&
          q.minY < p.maxY - 1e-9
        ) {
          overlapping.push(`${p.text} / ${q.text}`);
        }
      }
    }
    expect(overlapping).toEqual([]);
    // Some item names gave way.
    const itemNames = texts.filter((t) => t.text.startsWith('Model '));
    expect(itemNames.length).toBeLessThan(hall.items.filter((i) => i.symbol !== 'chair').length);
  });
});
