/**
 * The plan sheet as a PDF (issue #27): page 1 the plan at a true scale, then the event summary and the
 * zone tables. Written with pdf-lib: pure TypeScript with no DOM, so it runs in the browser, a worker and
 * Node alike; it embeds PNG and JPEG and the standard fonts, and is maintained. The pages' shapes are
 * written as raw path and text operators in one compressed content stream per page: 5,000 items stay
 * fast, and every coordinate stays readable by a PDF parser.
 */
import { type PDFDocument as Doc, PDFDocument, type PDFFont, type PDFImage, StandardFonts } from 'pdf-lib';
import { PT_PER_MM, type SheetOptions } from './paper.ts';
import type { PlanSheet, SheetSummary, TitleBlock } from './plan-sheet.ts';
import type { Rgb, Shape, SheetPage } from './shapes.ts';
import { planPage } from './sheet-layout.ts';
import { summaryPages } from './summary-layout.ts';

/** A number in points, to the hundredth. */
const n = (mm: number) => String(Math.round(mm * PT_PER_MM * 100) / 100);
const colour = (c: Rgb) => c.map((v) => String(Math.round(v * 1000) / 1000)).join(' ');
/** The Bézier handle length for a quarter circle, as a share of the radius. */
const KAPPA = 0.5522847498;

interface Resources {
  font: string;
  image: string | null;
  opacity: (alpha: number) => string;
}

function contentOf(page: SheetPage, resources: Resources, encode: (text: string) => string): string {
  const ops: string[] = ['1 j 1 J'];
  let fill = '';
  let stroke = '';
  let lineWidth = -1;
  let alpha = 1;
  const reset = () => {
    fill = '';
    stroke = '';
    lineWidth = -1;
    alpha = 1;
  };
  const setFill = (c: Rgb, a: number) => {
    const value = colour(c);
    if (value !== fill) ops.push(`${value} rg`);
    fill = value;
    if (a !== alpha) ops.push(`${resources.opacity(a)} gs`);
    alpha = a;
  };
  const setStroke = (c: Rgb, width: number) => {
    const value = colour(c);
    if (value !== stroke) ops.push(`${value} RG`);
    stroke = value;
    if (width !== lineWidth) ops.push(`${n(width)} w`);
    lineWidth = width;
  };
  const paint = (shape: Shape) => {
    if (shape.kind === 'text') {
      if (shape.text === '') return;
      setFill(shape.color, 1);
      const shift = shape.align === 'left' ? 0 : shape.align === 'center' ? -shape.width / 2 : -shape.width;
      const c = Math.cos(shape.angle);
      const s = Math.sin(shape.angle);
      const x = n(shape.x + shift * c);
      const y = n(shape.y + shift * s);
      const matrix =
        shape.angle === 0
          ? `1 0 0 1 ${x} ${y}`
          : `${c.toFixed(4)} ${s.toFixed(4)} ${(-s).toFixed(4)} ${c.toFixed(4)} ${x} ${y}`;
      ops.push(`BT ${resources.font} ${n(shape.size)} Tf ${matrix} Tm ${encode(shape.text)} Tj ET`);
      return;
    }
    if (shape.kind === 'circle') {
      const { x, y, radius: r } = shape;
      const h = r * KAPPA;
      ops.push(
        `${n(x + r)} ${n(y)} m`,
        `${n(x + r)} ${n(y + h)} ${n(x + h)} ${n(y + r)} ${n(x)} ${n(y + r)} c`,
        `${n(x - h)} ${n(y + r)} ${n(x - r)} ${n(y + h)} ${n(x - r)} ${n(y)} c`,
        `${n(x - r)} ${n(y - h)} ${n(x - h)} ${n(y - r)} ${n(x)} ${n(y - r)} c`,
        `${n(x + h)} ${n(y - r)} ${n(x + r)} ${n(y - h)} ${n(x + r)} ${n(y)} c h`,
      );
    } else {
      if (shape.points.length < 2) return;
      ops.push(
        shape.points.map((p, i) => `${n(p.x)} ${n(p.y)} ${i === 0 ? 'm' : 'l'}`).join(' ') +
          (shape.closed ? ' h' : ''),
      );
    }
    if (shape.fill) setFill(shape.fill, shape.fillOpacity ?? 1);
    if (shape.stroke) setStroke(shape.stroke, shape.lineWidth ?? 0.25);
    ops.push(shape.fill && shape.stroke ? 'B' : shape.fill ? 'f' : shape.stroke ? 'S' : 'n');
  };

  if (page.clip) {
    const { x, y, width, height } = page.clip;
    ops.push(`q ${n(x)} ${n(y)} ${n(width)} ${n(height)} re W n`);
    if (page.background && resources.image) {
      const b = page.background;
      ops.push(`q ${n(b.width)} 0 0 ${n(b.height)} ${n(b.x)} ${n(b.y)} cm ${resources.image} Do Q`);
    }
    for (const shape of page.plan) paint(shape);
    ops.push('Q');
    reset();
  }
  for (const shape of page.shapes) paint(shape);
  return ops.join('\n');
}

function addPage(doc: Doc, page: SheetPage, font: PDFFont, image: PDFImage | null) {
  const pdfPage = doc.addPage([page.widthMm * PT_PER_MM, page.heightMm * PT_PER_MM]);
  const states = new Map<number, string>();
  const resources: Resources = {
    font: pdfPage.node.newFontDictionary(font.name, font.ref).toString(),
    image: image && page.background ? pdfPage.node.newXObject('Scan', image.ref).toString() : null,
    opacity: (alpha) => {
      let name = states.get(alpha);
      if (name === undefined) {
        const state = doc.context.obj({ Type: 'ExtGState', ca: alpha, CA: 1 });
        name = pdfPage.node.newExtGState('GS', state).toString();
        states.set(alpha, name);
      }
      return name;
    },
  };
  const content = contentOf(page, resources, (text) => font.encodeText(text).toString());
  pdfPage.node.addContentStream(doc.context.register(doc.context.flateStream(content)));
}

export async function planPdf(
  sheet: PlanSheet,
  options: SheetOptions,
  title: TitleBlock,
  summary: SheetSummary,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${title.projectName}: floor plan`);
  doc.setAuthor(title.plannerName);
  doc.setCreator('Atrium');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const background = sheet.background;
  const image =
    background === null
      ? null
      : background.format === 'png'
        ? await doc.embedPng(background.image)
        : await doc.embedJpg(background.image);
  for (const page of [planPage(sheet, options, title), ...summaryPages(sheet, options, title, summary)]) {
    addPage(doc, page, font, image);
  }
  return doc.save();
}
