/**
 * The floor plan a guest exports from a published link with venue tools (issue #27): the same sheet the
 * planner's Export writes (the scan from above under the plan, the event summary and the zone table),
 * from the published modules, titled with the project and its date as the manifest names them, on A3
 * landscape fitted to the page. Read-only: it reads the plan, it changes nothing.
 */
import { formatCalendarDate, todayCalendarDate } from '#shared/dates.ts';
import { sheetSummary } from '#venue/plan-sheet/event-summary.ts';
import { planFileName } from '#venue/plan-sheet/file-name.ts';
import { backgroundOf, planSheetOf } from '#venue/plan-sheet/sheet-from-plan.ts';
import type { Planner } from '../planner/planner.ts';
import type { SplatScene } from '../scene/splat-scene.ts';
import { captureBackdrop } from './plan-backdrop.ts';
import type { PublishedPlan } from './published-plan.ts';

export async function guestPlanPdf(
  scene: SplatScene | null,
  planner: Planner,
  plan: PublishedPlan,
  background: string,
): Promise<{ blob: Blob; fileName: string }> {
  const backdrop = scene ? await captureBackdrop(scene, planner, background) : null;
  const sheet = planSheetOf({
    frame: planner.frame,
    units: planner.units,
    annotations: plan.documents.annotations,
    zones: plan.documents.zones,
    elements: plan.documents.elements,
    footprintOf: (url) => planner.drawing.footprint(url),
    background: backdrop ? backgroundOf(backdrop.image, backdrop.rect) : null,
  });
  const projectName = plan.projectName ?? 'Venue plan';
  const title = {
    projectName,
    venue: '',
    eventDate: plan.eventDate ? formatCalendarDate(plan.eventDate) : '',
    plannerName: '',
    revisionDate: formatCalendarDate(todayCalendarDate()),
  };
  const { planPdf } = await import('#venue/plan-sheet/plan-pdf.ts');
  const bytes = await planPdf(
    sheet,
    { paper: 'A3', orientation: 'landscape', scale: 'fit' },
    title,
    sheetSummary(plan.documents.elements),
  );
  return {
    blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
    fileName: planFileName(projectName, 'pdf'),
  };
}
