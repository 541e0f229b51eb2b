/**
 * What the viewer page shows round the floor plan view (issue #27): paper behind the faded scan, and a
 * scale bar in the chosen units that follows the zoom. The plan itself (grid, zones, furniture) is the
 * overlay's; this is only the page's furniture round it.
 */

import { PLAN_PAPER, scaleBar, visibleRect } from '../planner/plan-view.ts';
import type { Planner } from '../planner/planner.ts';
import type { SplatScene } from '../scene/splat-scene.ts';

export function installPlanChrome(
  stage: HTMLElement,
  sceneOf: () => SplatScene | null,
  planner: Planner,
  background: () => string,
) {
  const bar = document.createElement('div');
  bar.className = 'plan-scale-bar';
  bar.setAttribute('role', 'img');
  bar.hidden = true;
  const line = document.createElement('div');
  const label = document.createElement('span');
  bar.append(line, label);
  stage.appendChild(bar);
  let stopFollowing: (() => void) | null = null;

  const update = () => {
    const scene = sceneOf();
    if (!scene || !planner.camera.plan) return;
    const height = scene.canvas.clientHeight;
    const rect = visibleRect(scene.getCamera(), planner.frame, scene.canvas.clientWidth, height);
    const shown = scaleBar((rect.maxY - rect.minY) / Math.max(1, height), planner.units);
    line.style.width = `${shown.pixels.toFixed(1)}px`;
    label.textContent = shown.label;
    bar.setAttribute('aria-label', `Scale bar: ${shown.label}`);
  };

  planner.bus.on('plan.changed', ({ on }) => {
    document.body.classList.toggle('plan-view', on);
    sceneOf()?.setBackground(on ? PLAN_PAPER : background());
    bar.hidden = !on;
    stopFollowing?.();
    stopFollowing = on ? (sceneOf()?.onCameraChange(update) ?? null) : null;
    update();
  });
  planner.bus.on('units.changed', update);
  planner.bus.on('frame.changed', update);
}
