/**
 * The comment pins the page pushes (setCommentPins, issue #28): kept apart from the plan's entities (no
 * selection, no undo, no export), and hit-tested on the canvas as drawn — a speech bubble whose tail's tip
 * stands on the pin's point, its size in CSS pixels set by the badge's text (pin-sprites.ts draws it).
 */
import type { CommentPin, Vec3 } from '../../protocol/index.ts';
import type { PlannerBus } from './planner-bus.ts';

/** The bubble's height and its tail's below it, in CSS pixels. */
export const PIN_HEIGHT = 24;
export const PIN_TAIL = 6;
/** The selected pin is drawn this much bigger. */
export const SELECTED_PIN_SCALE = 1.25;

/** The badge's text: the number of messages, '99+' past that. */
export const pinText = (count: number): string => (count > 99 ? '99+' : String(count));

/** The bubble's width in CSS pixels (wider for more digits). */
export const pinWidth = (text: string): number => Math.max(PIN_HEIGHT, 10 + 8 * text.length);

export class CommentPins {
  private list: readonly CommentPin[] = [];

  constructor(private readonly bus: PlannerBus) {}

  get pins(): readonly CommentPin[] {
    return this.list;
  }

  replace(pins: readonly CommentPin[]) {
    this.list = pins;
    this.bus.fire('pins.changed', { pins });
  }

  /**
   * The id of the pin drawn under a canvas pixel: the selected one first (it is drawn on top), else the
   * one nearest the camera.
   */
  at(
    x: number,
    y: number,
    toScreen: (p: Vec3) => [number, number] | null,
    cameraPosition: Vec3,
  ): string | null {
    let best: { id: string; rank: number } | null = null;
    for (const pin of this.list) {
      const s = toScreen(pin.position);
      if (!s) continue;
      const scale = pin.selected ? SELECTED_PIN_SCALE : 1;
      const halfWidth = (pinWidth(pinText(pin.count)) * scale) / 2;
      const top = s[1] - (PIN_HEIGHT + PIN_TAIL) * scale;
      if (Math.abs(x - s[0]) > halfWidth || y < top || y > s[1]) continue;
      const [px, py, pz] = pin.position;
      const [cx, cy, cz] = cameraPosition;
      const rank = (pin.selected ? -1e12 : 0) + Math.hypot(px - cx, py - cy, pz - cz);
      if (!best || rank < best.rank) best = { id: pin.id, rank };
    }
    return best?.id ?? null;
  }
}
