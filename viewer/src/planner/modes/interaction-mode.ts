/**
 * An interaction mode: one way the planner reads the pointer and the keys (tldraw's StateNode, without
 * the framework). The planner offers each input to its modes in order — place, draw, select — skipping
 * those not under way, until one uses it: a click goes to the first mode under way, a key falls through
 * to the next mode when the first has no use for it (Delete still removes the selection while a tool is
 * picked). A new way of working with the pointer (marquee select, a layout tool's ghost, a plan view's
 * pan) is one more mode in that list.
 */
import type { KeyAction, PointerMods } from '../input.ts';

export interface InteractionMode {
  readonly name: string;
  /** Whether the mode is under way (placing a model, a tool picked); select always is. */
  isActive(): boolean;
  /** Whether the mode reads a click at this pixel (absent: every click while it is under way). */
  claims?(x: number, y: number): boolean;
  /** A click at a canvas pixel (CSS pixels); Shift held: add to or take from the selection. */
  click?(x: number, y: number, shift: boolean): void;
  /** The cursor moved over the canvas. */
  hover?(x: number, y: number): void;
  /** A press (before it is known to be a click): true when the mode takes it as a drag (no orbit, no click). */
  press?(x: number, y: number, mods?: PointerMods): boolean;
  /** The pointer moved during a drag the mode took (Alt held: no snapping). */
  drag?(x: number, y: number, mods?: PointerMods): void;
  /** The drag the mode took ended. */
  release?(x: number, y: number, mods?: PointerMods): void;
  /** The mouse cursor the mode wants over a canvas pixel (a CSS cursor), or null for the default. */
  cursor?(x: number, y: number): string | null;
  /** A key; true when the mode used it. */
  key?(action: KeyAction): boolean;
  /** The wheel; true when the mode used it (the camera then does not zoom). */
  wheel?(deltaY: number): boolean;
}
