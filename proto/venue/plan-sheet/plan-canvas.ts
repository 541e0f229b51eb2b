/**
 * Page 1 of the plan sheet painted on a 2D canvas, for the PNG export (issue #27): the same shapes the
 * PDF writes, so the PNG is the same sheet, at `pixelsPerMm` (a DPI over 25.4). It asks only for the
 * context methods it uses, so a worker's OffscreenCanvas context fits and a test can record the calls.
 */
import type { SheetOptions } from './paper.ts';
import type { PlanSheet, TitleBlock } from './plan-sheet.ts';
import type { Rgb, Shape } from './shapes.ts';
import { planPage } from './sheet-layout.ts';

export type PlanCanvasContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineJoin'
  | 'lineCap'
  | 'globalAlpha'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'save'
  | 'restore'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'arc'
  | 'rect'
  | 'fill'
  | 'stroke'
  | 'clip'
  | 'fillRect'
  | 'fillText'
  | 'translate'
  | 'rotate'
  | 'drawImage'
>;

const css = (c: Rgb) => `rgb(${c.map((v) => Math.round(v * 255)).join(',')})`;

export function drawPlanOnCanvas(
  ctx: PlanCanvasContext,
  sheet: PlanSheet,
  options: SheetOptions,
  title: TitleBlock,
  pixelsPerMm: number,
  /** The decoded scan (sheet.background's image); without it the sheet is drawn without the scan. */
  backgroundImage?: CanvasImageSource,
): void {
  const page = planPage(sheet, options, title);
  const px = (x: number) => x * pixelsPerMm;
  const py = (y: number) => (page.heightMm - y) * pixelsPerMm;
  const paint = (shape: Shape) => {
    if (shape.kind === 'text') {
      if (shape.text === '') return;
      ctx.fillStyle = css(shape.color);
      ctx.font = `${shape.size * pixelsPerMm}px Helvetica, Arial, sans-serif`;
      ctx.textAlign = shape.align;
      if (shape.angle === 0) ctx.fillText(shape.text, px(shape.x), py(shape.y));
      else {
        ctx.save();
        ctx.translate(px(shape.x), py(shape.y));
        // The page's y runs down on a canvas: a counter-clockwise turn is a negative one here.
        ctx.rotate(-shape.angle);
        ctx.fillText(shape.text, 0, 0);
        ctx.restore();
      }
      return;
    }
    ctx.beginPath();
    if (shape.kind === 'circle') {
      ctx.arc(px(shape.x), py(shape.y), shape.radius * pixelsPerMm, 0, 2 * Math.PI);
    } else {
      for (const [i, p] of shape.points.entries()) {
        if (i === 0) ctx.moveTo(px(p.x), py(p.y));
        else ctx.lineTo(px(p.x), py(p.y));
      }
      if (shape.closed) ctx.closePath();
    }
    if (shape.fill) {
      ctx.globalAlpha = shape.fillOpacity ?? 1;
      ctx.fillStyle = css(shape.fill);
      ctx.fill();
      ctx.globalAlpha = 1;
    }
    if (shape.stroke) {
      ctx.strokeStyle = css(shape.stroke);
      ctx.lineWidth = (shape.lineWidth ?? 0.25) * pixelsPerMm;
      ctx.stroke();
    }
  };

  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, px(page.widthMm), px(page.heightMm));
  if (page.clip) {
    ctx.save();
    ctx.beginPath();
    ctx.rect(px(page.clip.x), py(page.clip.y + page.clip.height), px(page.clip.width), px(page.clip.height));
    ctx.clip();
    const b = page.background;
    if (b && backgroundImage) {
      ctx.drawImage(backgroundImage, px(b.x), py(b.y + b.height), px(b.width), px(b.height));
    }
    for (const shape of page.plan) paint(shape);
    ctx.restore();
  }
  for (const shape of page.shapes) paint(shape);
  ctx.restore();
}
