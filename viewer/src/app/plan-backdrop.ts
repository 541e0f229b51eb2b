/**
 * The scan seen from straight above, for the plan's exports (issue #27): the plan camera framing the
 * scan's whole floor, drawn on white paper without the overlay (which has a canvas of its own), as a
 * JPEG (a photo of splats: a PNG of it is ten times the size), then the camera, controls and background
 * put back as they were. Its resolution is the viewer canvas's.
 */
import { type FloorRect, floorExtent, PLAN_PAPER, planCamera, visibleRect } from '../planner/plan-view.ts';
import type { Planner } from '../planner/planner.ts';
import type { SplatScene } from '../scene/splat-scene.ts';

export async function captureBackdrop(
  scene: SplatScene,
  planner: Planner,
  background: string,
): Promise<{ image: string; rect: FloorRect }> {
  const before = scene.getCamera();
  const { clientWidth: width, clientHeight: height } = scene.canvas;
  const camera = planCamera(
    planner.frame,
    floorExtent(planner.pointer.centers, planner.frame),
    width / Math.max(1, height),
  );
  // Map controls fit the clip planes round the far-off camera.
  scene.setMapControls(true);
  scene.setBackground(PLAN_PAPER);
  scene.setCamera(camera);
  try {
    const image = await scene.screenshot({ type: 'image/jpeg' });
    return { image, rect: visibleRect(camera, planner.frame, width, height) };
  } finally {
    scene.setCamera(before);
    scene.setMapControls(planner.camera.plan);
    scene.setBackground(planner.camera.plan ? PLAN_PAPER : background);
  }
}
