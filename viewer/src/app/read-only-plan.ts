/**
 * A published link with 'Include Venue Tools' (venue=true on a /published/ scene): the viewer reads
 * the plan published beside the scene, turns its planner read-only (no edits, no undo), draws the plan
 * and, with tools=true (the dialog sets both), shows the plan panel — its tools: layers, viewpoints,
 * the list and the details. Any other page, or a publication without a plan, is left as the plain viewer.
 */
import { publishedFolderOfUrl } from '#shared/keys.ts';
import { PLAN_UNSHARED } from '#shared/published-plan-manifest.ts';
import type { Planner } from '../planner/planner.ts';
import type { SplatScene } from '../scene/splat-scene.ts';
import type { ViewerParams } from './params.ts';

/** What the plan needs of the running viewer (a port, so the app installs it without an import cycle). */
interface PlanHost {
  readonly params: Pick<ViewerParams, 'venue' | 'tools' | 'fileUrl'>;
  readonly scene: SplatScene | null;
  readonly ui: { readonly root: HTMLElement };
  background(): string;
}

/** Hands a made file to the browser's downloads. */
function download({ blob, fileName }: { blob: Blob; fileName: string }) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const VIEWPOINT_MOVE_MS = 800;

/** Where the plan panel would be: its owner stopped sharing the plan (the scene still is). */
function withdrawnNotice(): HTMLElement {
  const notice = document.createElement('aside');
  notice.className = 'plan-panel plan-withdrawn';
  notice.setAttribute('role', 'status');
  notice.setAttribute('aria-label', 'Venue plan');
  notice.textContent = PLAN_UNSHARED;
  return notice;
}

export async function showPublishedPlan(app: PlanHost, planner: Planner): Promise<boolean> {
  const fileUrl = app.params.fileUrl;
  if (!app.params.venue || !fileUrl || !publishedFolderOfUrl(fileUrl)) return false;
  const { loadPublishedPlan, viewpointCamera } = await import('./published-plan.ts');
  // Read-only before anything is drawn: nothing the page receives may start a tool.
  await planner.handle({ type: 'setReadOnly', readOnly: true });
  let plan: Awaited<ReturnType<typeof loadPublishedPlan>>;
  try {
    plan = await loadPublishedPlan(fileUrl);
  } catch (error) {
    console.warn('The published plan could not be shown', error);
    return false;
  }
  if (!plan) return false;
  if (plan === 'withdrawn') {
    app.ui.root.append(withdrawnNotice());
    document.body.dataset.plan = 'withdrawn';
    return true;
  }
  if (plan.frame) await planner.handle({ type: 'setSceneFrame', frame: plan.frame });
  if (plan.units) await planner.handle({ type: 'setMeasurementUnits', units: plan.units });
  await planner.handle({ type: 'setAnnotations', annotations: plan.annotations });
  await planner.handle({ type: 'setSegmentations', segmentations: plan.segmentations });
  await planner.handle({ type: 'setPlacedItems', items: plan.placedItems });
  // venue=true alone draws the plan (a clean embed); tools=true adds its panel.
  if (app.params.tools) {
    const { PlanPanel } = await import('./plan-panel.ts');
    const panel = new PlanPanel(
      {
        planner,
        goTo: (viewpoint) => {
          const scene = app.scene;
          if (!scene) return;
          void scene.animateCamera(viewpointCamera(viewpoint, planner.frame.up), VIEWPOINT_MOVE_MS);
        },
        async exportPdf() {
          const { guestPlanPdf } = await import('./guest-plan-pdf.ts');
          download(await guestPlanPdf(app.scene, planner, plan, app.background()));
        },
      },
      plan,
    );
    app.ui.root.append(panel.root);
  }
  document.body.dataset.plan = 'read-only';
  return true;
}
