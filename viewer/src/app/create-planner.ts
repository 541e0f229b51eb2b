/**
 * The planner's composition root (supersplat's main.ts): the core (viewer/src/planner/) with every tool
 * of viewer/src/tools/ registered, its events bridged to the embedding page, and — in a viewer page —
 * drawn over the renderer and listening to its canvas.
 */
import { Group } from 'three';
import { type LayerName, layerNames, type ViewerEvent } from '../../protocol/index.ts';
import { bridgeToApp } from '../planner/app-bridge.ts';
import { FurnitureLayer } from '../planner/furniture-layer.ts';
import { installInput } from '../planner/input.ts';
import { PlannerOverlay } from '../planner/overlay.ts';
import { Planner, type PlannerOptions } from '../planner/planner.ts';
import { plannerTools } from '../tools/tool-registry.ts';
import { showMarquee } from './marquee-box.ts';
import { postEvent } from './post-event.ts';

/** The planner with every tool, telling the app (`post`) what happens in it. */
export function createPlanner(
  layers: ReadonlyMap<LayerName, Group>,
  post: (event: ViewerEvent) => void,
  options: Omit<PlannerOptions, 'tools'> = {},
): Planner {
  const planner = new Planner(layers, { ...options, tools: plannerTools });
  bridgeToApp(planner.bus, planner.store, post, planner.items);
  return planner;
}

/** The planner of a viewer page: tools, edit history and overlays over whichever renderer draws. */
export function createPagePlanner(): Planner {
  // One overlay group per planner layer; the overlay draws each layer's batches into its group.
  const layers = new Map<LayerName, Group>(
    layerNames.map((name) => [name, Object.assign(new Group(), { name })]),
  );
  return createPlanner(layers, (event) => postEvent(event), {
    createOverlay: (scene, groups) =>
      new PlannerOverlay(scene, groups, Math.min(window.devicePixelRatio || 1, 2)),
    installInput: (scene, planner) => {
      const stopInput = installInput(scene.canvas, planner);
      const stopMarquee = showMarquee(scene.canvas, planner.bus);
      return () => {
        stopInput();
        stopMarquee();
      };
    },
    createFurniture: (group, requestRender, onStatus) => new FurnitureLayer(group, requestRender, onStatus),
  });
}
