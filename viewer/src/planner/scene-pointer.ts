/**
 * What lies under a canvas pixel of the attached renderer, for the interaction modes: the world point
 * (the splats, else the floor), the object drawn there (an annotation or zone of a visible layer, else a
 * placed model), the comment pin drawn there, and where a world point shows on the canvas. Keeps the
 * sample of splat centres that picking reads.
 */
import { dropToFloor } from '#venue/frame.ts';
import type { LayerName, PickTarget, PlacedItemData, SceneFrame, Vec3 } from '../../protocol/index.ts';
import { robustBounds } from '../scene/framing.ts';
import type { SplatScene } from '../scene/splat-scene.ts';
import type { CommentPins } from './comment-pins.ts';
import { intersectFloor, makeProjector, pick, type View } from './picking.ts';
import { type Footprint, itemAt } from './placed-items.ts';
import { hitTest } from './selection.ts';
import type { Shape } from './shapes.ts';

/** Splat centres kept for picking (an even sample of big scenes). */
const PICK_CENTERS = 200_000;

/** What the pointer reads of the planner, when it is asked. */
export interface PointerSources {
  scene(): SplatScene | null;
  frame(): SceneFrame;
  shapes(): readonly Shape[];
  layerVisible(layer: LayerName): boolean;
  items(): readonly PlacedItemData[];
  footprint(modelUrl: string): Footprint;
  pins(): CommentPins;
}

export class ScenePointer {
  centers: Float32Array = new Float32Array(0);
  /** The robust centre of the splats (where the overview looks down). */
  center: Vec3 = [0, 0, 0];

  constructor(private readonly sources: PointerSources) {}

  /** A scene finished loading: keep a sample of its centres. */
  sample(scene: SplatScene) {
    this.centers = scene.sampleCenters(PICK_CENTERS);
    this.center = robustBounds(this.centers).center;
  }

  /** The camera and the canvas size now; null while no renderer is attached. */
  view(): View | null {
    const scene = this.sources.scene();
    if (!scene) return null;
    return { camera: scene.getCamera(), width: scene.canvas.clientWidth, height: scene.canvas.clientHeight };
  }

  /** A world point's canvas pixel, or null behind the camera (or with no renderer). */
  toScreen(point: Vec3): [number, number] | null {
    const view = this.view();
    return view && makeProjector(view).toScreen(point);
  }

  /** The world point under a canvas pixel: the splats, else the floor; on the floor for floor tools. */
  pickAt(x: number, y: number, onFloor: boolean): Vec3 | null {
    const view = this.view();
    if (!view) return null;
    const frame = this.sources.frame();
    if (onFloor) {
      const floor = intersectFloor(makeProjector(view).ray(x, y), frame);
      if (floor) return floor;
    }
    const hit = pick(this.centers, x, y, view, frame);
    if (!hit) return null;
    return onFloor ? dropToFloor(frame, hit.point) : hit.point;
  }

  /** The point under a canvas pixel on the plane `height` above the floor, parallel to it (dragging a vertex). */
  planeAt(x: number, y: number, height: number): Vec3 | null {
    const view = this.view();
    if (!view) return null;
    const frame = this.sources.frame();
    return intersectFloor(makeProjector(view).ray(x, y), { ...frame, floor: frame.floor + height });
  }

  /** The id of what a click at a canvas pixel lands on: a drawn shape first, else a placed model. */
  objectAt(x: number, y: number): string | null {
    const view = this.view();
    if (!view) return null;
    const visible = (layer: LayerName) => this.sources.layerVisible(layer);
    const hit = hitTest(this.sources.shapes(), x, y, makeProjector(view), visible);
    return hit?.id ?? this.placedItemAt(view, x, y)?.id ?? null;
  }

  /** What a pick at a canvas pixel lands on: a placed model first, else a zone (of the layers shown). */
  targetAt(x: number, y: number): PickTarget | null {
    const view = this.view();
    if (!view) return null;
    const item = this.placedItemAt(view, x, y);
    if (item) return { kind: 'item', id: item.id };
    const zones = this.sources.shapes().filter((shape) => shape.kind === 'segmentation');
    const zone = hitTest(zones, x, y, makeProjector(view), (layer) => this.sources.layerVisible(layer));
    return zone ? { kind: 'zone', id: zone.id } : null;
  }

  /** The id of the comment pin drawn under a canvas pixel, if any. */
  pinAt(x: number, y: number): string | null {
    const view = this.view();
    if (!view) return null;
    const pins = this.sources.pins();
    return pins.pins.length ? pins.at(x, y, makeProjector(view).toScreen, view.camera.position) : null;
  }

  /** The id of the placed model under a canvas pixel, if the furniture layer shows. */
  itemAt(x: number, y: number): string | null {
    const view = this.view();
    return view ? (this.placedItemAt(view, x, y)?.id ?? null) : null;
  }

  /** The placed item under a canvas pixel (its footprint on the floor), if the furniture layer shows. */
  private placedItemAt(view: View, x: number, y: number): PlacedItemData | null {
    if (!this.sources.layerVisible('furniture')) return null;
    const frame = this.sources.frame();
    const floor = intersectFloor(makeProjector(view).ray(x, y), frame);
    if (!floor) return null;
    return itemAt(this.sources.items(), (url) => this.sources.footprint(url), frame, floor);
  }
}
