/**
 * Exporting the floor plan (issue #27): the scene's venue data and the viewer's backdrop (the scan from
 * above, the models' footprints) become one plan sheet, written as a PDF (vectors over the scan), a PNG
 * at 150 or 300 DPI (the same sheet, drawn on a canvas) or a DXF for the venue's CAD. The writers load
 * only when a plan is exported, so the planner page does not carry them.
 */
import type { MeasurementUnits } from '#protocol/index.ts';
import { sheetSummary } from '#venue/plan-sheet/event-summary.ts';
import { planFileName } from '#venue/plan-sheet/file-name.ts';
import type { SheetOptions } from '#venue/plan-sheet/paper.ts';
import type { PlanSheet, TitleBlock } from '#venue/plan-sheet/plan-sheet.ts';
import { backgroundOf, planSheetOf } from '#venue/plan-sheet/sheet-from-plan.ts';
import { storedFrameOrDefault } from '#venue/zone-area.ts';
import type { PlanBackdrop } from '../../../../../components/viewer/viewer-client.ts';
import type { VenueBridge } from '../../../../../venue-data/venue-bridge.ts';

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
      withScan && backdrop?.image && backdrop.rect ? backgroundOf(backdrop.image, backdrop.rect) : null,
  });
}

export async function exportPlan(choice: ExportChoice, sources: PlanSources): Promise<ExportedFile> {
  // CAD gets the vectors only: the scan is a picture, not a drawing.
  const sheet = await buildSheet(sources, choice.format !== 'dxf');
  const fileName = planFileName(sources.title.projectName, choice.format);
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
