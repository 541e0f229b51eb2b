/**
 * The planner's interaction modes in the order input is offered to them (interaction-mode.ts): a click
 * goes to the first mode under way that reads it there (a comment pin's mode only on a pin), a hover to
 * the first mode under way that reads it, a press to the first that takes it (and then
 * its drag, cursor and release to that one), a key or the wheel down the list until one uses it.
 */
import type { KeyAction, PointerMods } from '../input.ts';
import type { InteractionMode } from './interaction-mode.ts';

export class ModeStack {
  /** The mode that took the press under way (a handle's drag), which gets its moves and release. */
  private pressedBy: InteractionMode | null = null;

  constructor(private readonly modes: readonly InteractionMode[]) {}

  private underWay(): InteractionMode[] {
    return this.modes.filter((mode) => mode.isActive());
  }

  click(x: number, y: number, shift: boolean) {
    this.underWay()
      .find((mode) => mode.click && (mode.claims?.(x, y) ?? true))
      ?.click?.(x, y, shift);
  }

  hover(x: number, y: number) {
    this.underWay()
      .find((mode) => mode.hover)
      ?.hover?.(x, y);
  }

  press(x: number, y: number, mods?: PointerMods): boolean {
    this.pressedBy = this.underWay().find((mode) => mode.press?.(x, y, mods) === true) ?? null;
    return this.pressedBy !== null;
  }

  drag(x: number, y: number, mods?: PointerMods) {
    this.pressedBy?.drag?.(x, y, mods);
  }

  /** The mouse cursor over a canvas pixel: the first mode that wants one ('' is the default). */
  cursor(x: number, y: number): string {
    const modes = this.pressedBy ? [this.pressedBy] : this.underWay();
    for (const mode of modes) {
      const cursor = mode.cursor?.(x, y);
      if (cursor) return cursor;
    }
    return '';
  }

  release(x: number, y: number, mods?: PointerMods) {
    const mode = this.pressedBy;
    this.pressedBy = null;
    mode?.release?.(x, y, mods);
  }

  key(action: KeyAction): boolean {
    return this.underWay().some((mode) => mode.key?.(action) === true);
  }

  wheel(deltaY: number): boolean {
    return this.underWay().some((mode) => mode.wheel?.(deltaY) === true);
  }
}
