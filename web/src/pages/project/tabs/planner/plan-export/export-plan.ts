/**
 * Exporting the floor plan (issue #27): the scene's venue data and the viewer's backdrop (the scan from
 * above, the models' footprints) become one plan sheet, written as a PDF (vectors over the scan), a PNG
 * at 150 or 300 DPI (the same sheet, drawn on a canvas) or a DXF for the venue's CAD. The writers load
 * only when a plan is exported, so the planner page does not carry them.
 */
import type { MeasurementUnits } from '#protocol/index.ts';
import type { SheetOptions } from '#venue/plan-sheet/paper.ts';
import type { PlanSheet, SheetSummary, TitleBlock } from '#venue/plan-sheet/plan-sheet.ts';
import { planSheetOf } from '#venue/plan-sheet/sheet-from-plan.ts';
import { storedFrameOrDefault } from '#venue/zone-area.ts';
import type { PlanBackdrop } from '../../../../../components/viewer/viewer-client.ts';
import type { VenueBridge } from '../../../../../venue-data/venue-bridge.ts';
import { eventSummary } from '../furniture/event-summary.ts';

export const EXPORT_FORMATS = [
  { value: 'pdf', label: 'PDF' },
  { value: 'png', label: 'PNG' },
  { value: 'dxf', label: 'DXF' },
] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number]['value'];
export const PNG_DPIS = [150, 300] as const;

export interface ExportChoice {
  format: ExportFormat;
  sheet: SheetOptions;
  dpi: (typeof PNG_DPIS)[number];
}

export interface PlanSources {
  bridge: Pick<VenueBridge, 'getAnnotations' | 'getSegmentations' | 'getPlanningElements' | 'getSceneFrame'>;
  units: MeasurementUnits;
  title: TitleBlock;
  /** The viewer's backdrop (with the scan's picture, `image`); null when it did not answer (no scan then). */
  backdrop(image: boolean): Promise<PlanBackdrop | null>;
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

const MIME: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  dxf: 'application/dxf',
};

/** The bytes of a `data:` URL. */
export function dataUrlBytes(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** 'Summer Gala' → 'summer-gala-floor-plan.pdf'. */
export function exportFileName(projectName: string, format: ExportFormat): string {
  const slug = projectName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'plan'}-floor-plan.${format}`;
}

/** The event summary's figures as the PDF's second page prints them. */
export function sheetSummary(elements: Parameters<typeof eventSummary>[0]): SheetSummary {
  const summary = eventSummary(elements);
  return {
    rows: summary.rows.map((row) => ({
      name: row.name,
      vendor: row.vendor,
      count: row.count,
      unitPrice: row.unitPrice,
      cost: row.cost,
      setupMinutes: row.setupMinutes,
    })),
    totalItems: summary.totalItems,
    totalCost: summary.totalCost,
    totalSetupMinutes: summary.totalSetupMinutes,
  };
}

export async function buildSheet(sources: PlanSources, withScan: boolean): Promise<PlanSheet> {
  const backdrop = await sources.backdrop(withScan);
  const { bridge } = sources;
  return planSheetOf({
    frame: storedFrameOrDefault(bridge.getSceneFrame()),
    units: sources.units,
    annotations: bridge.getAnnotations(),
    zones: bridge.getSegmentations(),
    elements: bridge.getPlanningElements(),
    footprintOf: (url) => backdrop?.footprints[url] ?? null,
    background:
      withScan && backdrop?.image && backdrop.rect
        ? { image: dataUrlBytes(backdrop.image), format: 'png', rect: backdrop.rect }
        : null,
  });
}

export async function exportPlan(choice: ExportChoice, sources: PlanSources): Promise<ExportedFile> {
  // CAD gets the vectors only: the scan is a picture, not a drawing.
  const sheet = await buildSheet(sources, choice.format !== 'dxf');
  const fileName = exportFileName(sources.title.projectName, choice.format);
  const bytes = await writeSheet(choice, sheet, sources);
  const part = typeof bytes === 'string' ? bytes : (bytes as Uint8Array<ArrayBuffer>);
  return { blob: new Blob([part], { type: MIME[choice.format] }), fileName };
}

async function writeSheet(
  choice: ExportChoice,
  sheet: PlanSheet,
  sources: PlanSources,
): Promise<Uint8Array | string> {
  switch (choice.format) {
    case 'pdf': {
      const { planPdf } = await import('#venue/plan-sheet/plan-pdf.ts');
      return planPdf(sheet, choice.sheet, sources.title, sheetSummary(sources.bridge.getPlanningElements()));
    }
    case 'dxf': {
      const { planDxf } = await import('#venue/plan-sheet/plan-dxf.ts');
      return planDxf(sheet);
    }
    case 'png': {
      const { planPng } = await import('./plan-png.ts');
      return planPng(sheet, choice.sheet, sources.title, choice.dpi);
    }
  }
}
