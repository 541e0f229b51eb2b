/** The PNG's page painted on a recording 2D context: the PDF's sheet, at the canvas's pixels per mm. */
import { describe, expect, it } from 'vitest';
import { pageLayout, rasterSizeFor, type SheetOptions } from './paper.ts';
import { readPdf } from './pdf-read.test-kit.ts';
import { drawPlanOnCanvas, type PlanCanvasContext } from './plan-canvas.ts';
import { planPdf } from './plan-pdf.ts';
import { greyPng, roomSheet, SUMMARY, TITLE } from './sheet.test-kit.ts';

type Call = { name: string; args: unknown[] };

/** A 2D context that only records what is asked of it. */
function recordingContext(): PlanCanvasContext & { calls: Call[] } {
  const calls: Call[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push({ name, args });
    };
  return {
    calls,
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineJoin: 'miter',
    lineCap: 'butt',
    globalAlpha: 1,
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    save: record('save'),
    restore: record('restore'),
    beginPath: record('beginPath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    closePath: record('closePath'),
    arc: record('arc'),
    rect: record('rect'),
    fill: record('fill'),
    stroke: record('stroke'),
    clip: record('clip'),
    fillRect: record('fillRect'),
    fillText: record('fillText'),
    translate: record('translate'),
    rotate: record('rotate'),
    drawImage: record('drawImage'),
  };
}

const OPTIONS: SheetOptions = { paper: 'A3', orientation: 'landscape', scale: '1:100' };
const DPI = 150;
const PX_PER_MM = DPI / 25.4;

describe('drawPlanOnCanvas', () => {
  it('fills the whole page of the size the PNG is made at', () => {
    const ctx = recordingContext();
    drawPlanOnCanvas(ctx, roomSheet(), OPTIONS, TITLE, PX_PER_MM);
    const size = rasterSizeFor(OPTIONS, DPI);
    expect(size).toEqual({ width: 2480, height: 1754 });
    const [x, y, width, height] = (ctx.calls.find((c) => c.name === 'fillRect')?.args ?? []) as number[];
    expect([x, y]).toEqual([0, 0]);
    expect(width).toBeCloseTo(size.width, 0);
    expect(height).toBeCloseTo(size.height, 0);
    // Every save is restored.
    expect(ctx.calls.filter((c) => c.name === 'save').length).toBe(
      ctx.calls.filter((c) => c.name === 'restore').length,
    );
  });

  it('draws the 6 m measurement 60 mm long with the page turned y-down', () => {
    const sheet = roomSheet();
    const ctx = recordingContext();
    drawPlanOnCanvas(ctx, sheet, OPTIONS, TITLE, PX_PER_MM);
    const layout = pageLayout(sheet.bounds, OPTIONS);
    const pageY = (layout.heightMm - layout.offsetY) * PX_PER_MM;
    const lines: Array<{ x0: number; y0: number; x1: number; y1: number }> = [];
    let pen = [0, 0];
    for (const c of ctx.calls) {
      const [x = 0, y = 0] = c.args as number[];
      if (c.name === 'lineTo') lines.push({ x0: pen[0] ?? 0, y0: pen[1] ?? 0, x1: x, y1: y });
      if (c.name === 'moveTo' || c.name === 'lineTo') pen = [x, y];
    }
    const dimension = lines.find(
      (l) =>
        Math.abs(l.y0 - pageY) < 0.01 &&
        Math.abs(l.y1 - pageY) < 0.01 &&
        Math.abs(Math.abs(l.x1 - l.x0) / PX_PER_MM - 60) < 0.6,
    );
    expect(dimension).toBeDefined();
    // The room's far side (y = 4 m) is 40 mm higher on the page: smaller canvas y.
    expect(lines.some((l) => Math.abs(pageY - l.y0 - 40 * PX_PER_MM) < 0.01)).toBe(true);
  });

  it('writes the same text as the PDF', async () => {
    const ctx = recordingContext();
    drawPlanOnCanvas(ctx, roomSheet(), OPTIONS, TITLE, PX_PER_MM);
    const painted = ctx.calls.filter((c) => c.name === 'fillText').map((c) => String(c.args[0]).trim());
    const [page] = await readPdf(await planPdf(roomSheet(), OPTIONS, TITLE, SUMMARY));
    expect(painted.sort()).toEqual(page?.text.map((t) => t.trim()).sort());
    expect(painted).toContain('Scale: 1:100');
  });

  it('puts the scan under the plan over its rectangle when given', () => {
    const sheet = {
      ...roomSheet(),
      background: { image: greyPng(6, 4), format: 'png' as const, rect: roomSheet().bounds },
    };
    const image = { decoded: true } as unknown as CanvasImageSource;
    const ctx = recordingContext();
    drawPlanOnCanvas(ctx, sheet, OPTIONS, TITLE, PX_PER_MM, image);
    const draws = ctx.calls.filter((c) => c.name === 'drawImage');
    expect(draws).toHaveLength(1);
    const [source, x, y, width, height] = (draws[0]?.args ?? []) as [unknown, number, number, number, number];
    expect(source).toBe(image);
    const layout = pageLayout(sheet.bounds, OPTIONS);
    expect(x).toBeCloseTo(layout.offsetX * PX_PER_MM, 6);
    expect(y).toBeCloseTo((layout.heightMm - layout.offsetY - 40) * PX_PER_MM, 6);
    expect(width).toBeCloseTo(60 * PX_PER_MM, 6);
    expect(height).toBeCloseTo(40 * PX_PER_MM, 6);
    // Under everything: before any shape of the plan.
    expect(ctx.calls.findIndex((c) => c.name === 'drawImage')).toBeLessThan(
      ctx.calls.findIndex((c) => c.name === 'fill'),
    );
    const bare = recordingContext();
    drawPlanOnCanvas(bare, sheet, OPTIONS, TITLE, PX_PER_MM);
    expect(bare.calls.some((c) => c.name === 'drawImage')).toBe(false);
  });
});
