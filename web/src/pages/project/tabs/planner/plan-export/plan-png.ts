/**
 * The floor plan as a PNG (issue #27): page 1 of the sheet painted on a canvas the paper's size at 150
 * or 300 DPI, white under it, the scan decoded first; the PNG then carries its DPI (a pHYs chunk), so it
 * prints at the sheet's true scale. An A3 page at 300 DPI is 4961 × 3508 px, within every browser's
 * canvas limit.
 */
import { rasterSizeFor, type SheetOptions } from '#venue/plan-sheet/paper.ts';
import { drawPlanOnCanvas } from '#venue/plan-sheet/plan-canvas.ts';
import type { PlanSheet, TitleBlock } from '#venue/plan-sheet/plan-sheet.ts';
import { pngWithDpi } from '#venue/plan-sheet/png-dpi.ts';

export async function planPng(
  sheet: PlanSheet,
  options: SheetOptions,
  title: TitleBlock,
  dpi: number,
): Promise<Uint8Array> {
  const { width, height } = rasterSizeFor(options, dpi);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the plan (no 2D canvas)');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  const background = sheet.background
    ? await createImageBitmap(new Blob([sheet.background.image as Uint8Array<ArrayBuffer>]))
    : undefined;
  drawPlanOnCanvas(ctx, sheet, options, title, dpi / 25.4, background);
  background?.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The plan is too large to draw at this resolution');
  return pngWithDpi(new Uint8Array(await blob.arrayBuffer()), dpi);
}
