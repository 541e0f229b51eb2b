/**
 * The scene's plan, from its venue data into the viewer (venue-planner §4, §9): nothing goes before
 * the viewer says it can draw (sceneReadyForAnnotations); then the frame, the plan's units, annotations,
 * zones and placed models go together, 150 ms after the last change, once the store has decoded them. Changes
 * from the cloud (another device) are pushed too; the page's own edits reach the viewer by the path
 * that made them.
 */
import type { MeasurementUnits, ViewerCommand } from '#protocol/index.ts';
import { plainEntity } from '#venue/codec.ts';
import { placedItems } from '#venue/placed-elements.ts';
import { viewerFrame } from '#venue/stored-frame.ts';
import type { VenueData } from '../../../../../venue-data/app-client.ts';

const PUSH_DEBOUNCE_MS = 150;

export class PlanPush {
  private ready = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private data: VenueData | null = null;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly send: (command: ViewerCommand) => void,
    /** The plan's units, when it has some (chosen on any device): the page shows them. */
    private readonly showUnits: (units: MeasurementUnits) => void = () => {},
  ) {}

  /** The scene's data opened (or closed: null); cloud changes to it are pushed from now on. */
  setData(data: VenueData | null) {
    this.stopListening?.();
    this.stopListening = null;
    this.data = data;
    if (!data) return;
    const onChange = (event: Event) => {
      if (!(event as CustomEvent<{ local?: boolean } | undefined>).detail?.local) this.schedule();
    };
    data.store.events.addEventListener('change', onChange);
    this.stopListening = () => data.store.events.removeEventListener('change', onChange);
    this.schedule();
  }

  /** The viewer can draw the plan (sceneReadyForAnnotations). */
  sceneReady() {
    this.ready = true;
    this.schedule();
  }

  /** Pushes the whole plan once things settle (the last call in any 150 ms wins). */
  schedule() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.push(), PUSH_DEBOUNCE_MS);
  }

  private async push() {
    const data = this.data;
    if (!data || !this.ready) return;
    // The whole lists go to the viewer once the store has decoded them between tasks.
    await data.store.decoded();
    const { bridge } = data;
    const frame = viewerFrame(bridge.getSceneFrame());
    if (frame) this.send({ type: 'setSceneFrame', frame });
    const units = bridge.getUnits();
    if (units) this.showUnits(units);
    this.send({ type: 'setAnnotations', annotations: bridge.getAnnotations().map(plainEntity) as never });
    this.send({
      type: 'setSegmentations',
      segmentations: bridge.getSegmentations().map(plainEntity) as never,
    });
    this.send({ type: 'setPlacedItems', items: placedItems(bridge.getPlanningElements()) });
  }

  dispose() {
    clearTimeout(this.timer);
    this.stopListening?.();
  }
}
