/**
 * The printed sheet's geometry (issue #27): the paper sizes and scales a planner picks, and where page 1
 * puts the plan. One layout serves the PDF and the PNG, so both show the same sheet. Page space is in
 * millimetres from the bottom-left corner with y up, as in PDF; the plan's +y goes up the page (no
 * mirror) and its bounds sit centred in the drawing area at a true scale.
 */
import type { PlanSheet } from './plan-sheet.ts';

export const PAPERS = [
  { value: 'A4', label: 'A4 (210 × 297 mm)', widthMm: 210, heightMm: 297 },
  { value: 'A3', label: 'A3 (297 × 420 mm)', widthMm: 297, heightMm: 420 },
  { value: 'Letter', label: 'Letter (8½ × 11 in)', widthMm: 215.9, heightMm: 279.4 },
  { value: 'Tabloid', label: 'Tabloid (11 × 17 in)', widthMm: 279.4, heightMm: 431.8 },
] as const;

export const ORIENTATIONS = [
  { value: 'portrait', label: 'Portrait' },
  { value: 'landscape', label: 'Landscape' },
] as const;

/** `denominator` is floor length per paper length; null fits the plan to the drawing area. */
export const SCALES = [
  { value: '1:50', label: '1:50', denominator: 50 },
  { value: '1:100', label: '1:100', denominator: 100 },
  { value: '1:200', label: '1:200', denominator: 200 },
  { value: `1/8" = 1'-0"`, label: `1/8" = 1'-0"`, denominator: 96 },
  { value: `1/4" = 1'-0"`, label: `1/4" = 1'-0"`, denominator: 48 },
  { value: 'fit', label: 'Fit to page', denominator: null },
] as const;

type Paper = (typeof PAPERS)[number]['value'];
type Orientation = (typeof ORIENTATIONS)[number]['value'];
type Scale = (typeof SCALES)[number]['value'];

export interface SheetOptions {
  paper: Paper;
  orientation: Orientation;
  scale: Scale;
}

/** PDF points per millimetre (72 points to the inch). */
export const PT_PER_MM = 72 / 25.4;

/** A rectangle on the page, in mm: its bottom-left corner and its size. */
export interface PageRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageLayout {
  widthMm: number;
  heightMm: number;
  /** Where the plan is drawn (and clipped). */
  drawing: PageRect;
  /** The legend's column, right of the drawing. */
  legend: PageRect;
  /** The strip along the bottom holding the scale bar and the title block. */
  titleStrip: PageRect;
  /** Paper length per floor length: 0.01 at 1:100. */
  ratio: number;
  /** '1:100', `1/4" = 1'-0"`, or 'Fit to page (1:137)': the scale as chosen, and the one printed. */
  scaleText: string;
  /** 'A3 landscape'. */
  paperText: string;
  /** Floor meters → page mm: page = offset + floor × mmPerMeter on each axis. */
  mmPerMeter: number;
  offsetX: number;
  offsetY: number;
}

const MARGIN_MM = 10;
const TITLE_STRIP_MM = 30;
const LEGEND_MM = 52;
const GAP_MM = 4;

export function pageSize(options: Pick<SheetOptions, 'paper' | 'orientation'>): {
  widthMm: number;
  heightMm: number;
} {
  const paper = PAPERS.find((p) => p.value === options.paper) ?? PAPERS[0];
  const short = Math.min(paper.widthMm, paper.heightMm);
  const long = Math.max(paper.widthMm, paper.heightMm);
  return options.orientation === 'landscape'
    ? { widthMm: long, heightMm: short }
    : { widthMm: short, heightMm: long };
}

/** The margins' inside, where pages 2 onwards put their tables. */
export function innerRect(widthMm: number, heightMm: number): PageRect {
  return { x: MARGIN_MM, y: MARGIN_MM, width: widthMm - 2 * MARGIN_MM, height: heightMm - 2 * MARGIN_MM };
}

export function pageLayout(bounds: PlanSheet['bounds'], options: SheetOptions): PageLayout {
  const { widthMm, heightMm } = pageSize(options);
  const inner = innerRect(widthMm, heightMm);
  const top = inner.y + TITLE_STRIP_MM + GAP_MM;
  const drawing = {
    x: inner.x,
    y: top,
    width: inner.width - LEGEND_MM - GAP_MM,
    height: inner.y + inner.height - top,
  };
  const legend = { x: drawing.x + drawing.width + GAP_MM, y: top, width: LEGEND_MM, height: drawing.height };
  const titleStrip = { x: inner.x, y: inner.y, width: inner.width, height: TITLE_STRIP_MM };
  const spanX = Math.max(bounds.maxX - bounds.minX, 1e-3);
  const spanY = Math.max(bounds.maxY - bounds.minY, 1e-3);
  const chosen = SCALES.find((s) => s.value === options.scale) ?? SCALES[1];
  // Fitting rounds the denominator up to a whole number, so the printed '1:137' is the true scale.
  const denominator =
    chosen.denominator ??
    Math.max(1, Math.ceil(Math.max(spanX / drawing.width, spanY / drawing.height) * 1000));
  const ratio = 1 / denominator;
  const mmPerMeter = ratio * 1000;
  const paper = PAPERS.find((p) => p.value === options.paper) ?? PAPERS[0];
  return {
    widthMm,
    heightMm,
    drawing,
    legend,
    titleStrip,
    ratio,
    scaleText: chosen.denominator === null ? `Fit to page (1:${denominator})` : chosen.label,
    paperText: `${paper.value} ${options.orientation}`,
    mmPerMeter,
    offsetX: drawing.x + drawing.width / 2 - ((bounds.minX + bounds.maxX) / 2) * mmPerMeter,
    offsetY: drawing.y + drawing.height / 2 - ((bounds.minY + bounds.maxY) / 2) * mmPerMeter,
  };
}

/** The page's size in whole pixels at `dpi`, for the PNG export's canvas. */
export function rasterSizeFor(
  options: Pick<SheetOptions, 'paper' | 'orientation'>,
  dpi: number,
): { width: number; height: number } {
  const { widthMm, heightMm } = pageSize(options);
  return { width: Math.round((widthMm / 25.4) * dpi), height: Math.round((heightMm / 25.4) * dpi) };
}
