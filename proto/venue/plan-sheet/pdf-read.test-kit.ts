/**
 * Reads a PDF back the way a checker needs it, test-only: each page's size, its text and its straight
 * path segments in points, through pdfjs-dist in Node. The unit tests check the plan sheet's PDF with
 * it, and an end-to-end test can check a PDF downloaded from the app the same way.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A straight piece of a path, in PDF points (y up). */
export interface Segment {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface ReadPage {
  width: number;
  height: number;
  /** The page's text runs in content order. */
  text: string[];
  segments: Segment[];
  /** How many images the page paints. */
  images: number;
}

/** pdfjs packs a path's drawing operators into one number array; these are its codes (pdfjs's DrawOPS). */
const MOVE_TO = 0;
const LINE_TO = 1;
const CURVE_TO = 2;
const QUADRATIC_CURVE_TO = 3;
const CLOSE_PATH = 4;

/**
 * The straight segments of a packed path (lines and closings; curves only move the pen). Coordinates are
 * the path's own: transforms (`cm`) around it are not applied.
 */
function segmentsOf(path: ArrayLike<number>): Segment[] {
  const out: Segment[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (let i = 0; i < path.length; ) {
    const op = path[i++];
    if (op === MOVE_TO) {
      x = startX = path[i++] as number;
      y = startY = path[i++] as number;
    } else if (op === LINE_TO) {
      const nx = path[i++] as number;
      const ny = path[i++] as number;
      out.push({ x0: x, y0: y, x1: nx, y1: ny });
      x = nx;
      y = ny;
    } else if (op === CURVE_TO) {
      x = path[i + 4] as number;
      y = path[i + 5] as number;
      i += 6;
    } else if (op === QUADRATIC_CURVE_TO) {
      x = path[i + 2] as number;
      y = path[i + 3] as number;
      i += 4;
    } else if (op === CLOSE_PATH) {
      if (x !== startX || y !== startY) out.push({ x0: x, y0: y, x1: startX, y1: startY });
      x = startX;
      y = startY;
    } else {
      throw new Error(`Unknown path operator ${op}`);
    }
  }
  return out;
}

const standardFontDataUrl = `${
  pathToFileURL(
    join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts'),
  ).href
}/`;

export async function readPdf(bytes: Uint8Array): Promise<ReadPage[]> {
  // pdfjs takes ownership of the buffer it is given: hand it a copy.
  const doc = await getDocument({ data: bytes.slice(), standardFontDataUrl, verbosity: 0 }).promise;
  const pages: ReadPage[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
    const content = await page.getTextContent();
    const text = content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [item.str] : []));
    const operators = await page.getOperatorList();
    const segments: Segment[] = [];
    let images = 0;
    for (const [i, fn] of operators.fnArray.entries()) {
      if (fn === OPS.paintImageXObject) images++;
      if (fn !== OPS.constructPath) continue;
      // [paint operator, [packed path], bounding box]
      const [, [path] = []] = operators.argsArray[i] as [number, ArrayLike<number>[]];
      if (path) segments.push(...segmentsOf(path));
    }
    pages.push({ width: x1 - x0, height: y1 - y0, text, segments, images });
  }
  await doc.destroy();
  return pages;
}
