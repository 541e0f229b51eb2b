/**
 * What a sheet's page is made of, in page millimetres (origin bottom-left, y up): outlines, circles and
 * text. The layouts produce them once; the PDF writer and the canvas painter only paint them, so the PDF
 * and the PNG are the same sheet.
 */

import type { PageRect } from './paper.ts';
import type { P2 } from './plan-sheet.ts';

/** Red, green and blue from 0 to 1. */
export type Rgb = readonly [number, number, number];

interface Paint {
  fill?: Rgb;
  /** 1 when absent. */
  fillOpacity?: number;
  stroke?: Rgb;
  /** Stroke width in mm. */
  lineWidth?: number;
}

export type Shape =
  /** A polyline, or a polygon when closed. */
  | ({ kind: 'path'; points: readonly P2[]; closed: boolean } & Paint)
  | ({ kind: 'circle'; x: number; y: number; radius: number } & Paint)
  | {
      kind: 'text';
      /** Already WinAnsi-safe. */
      text: string;
      /** The anchor on the baseline: the text's left end, middle or right end as `align` says. */
      x: number;
      y: number;
      /** Font size (the em) in mm. */
      size: number;
      /** The text's width in mm, from Helvetica's metrics. */
      width: number;
      align: 'left' | 'center' | 'right';
      /** Counter-clockwise turn about the anchor, in radians. */
      angle: number;
      color: Rgb;
    };

export interface SheetPage {
  widthMm: number;
  heightMm: number;
  /** The plan's drawing area: the background and `plan` are clipped to it; null on the table pages. */
  clip: PageRect | null;
  /** Where the scan's image goes, under everything. */
  background: PageRect | null;
  plan: Shape[];
  /** The rest of the page (legend, scale bar, title block, tables), over the plan and unclipped. */
  shapes: Shape[];
}
