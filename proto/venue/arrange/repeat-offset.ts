/**
 * Ctrl+D as drawing programs do it ("duplicate, then transform again"): the first duplicate lands at a
 * default offset from the original; if the user then moves that copy and presses Ctrl+D again (with the
 * copy still selected), the next copy lands at the whole offset from the original to the moved copy,
 * so placing one chair by hand lays out a row with a key press per chair.
 *
 * The viewer calls `offsetFor` to place each duplicate, `remember(original, copy)` once the copy is
 * where the user left it (right after duplicating, and again after each move of the copy while it is
 * the selection), and `reset` when the selection changes to anything but the latest copy or another
 * edit intervenes, after which the default offset applies again. Floor-plane meters (arrange-types.ts).
 */
import type { P2 } from './arrange-types.ts';

export class DuplicateMemory {
  private offset: P2 | null = null;

  /** Where the next copy goes relative to the selected item: the remembered offset, else the default. */
  offsetFor(defaultOffset: P2): P2 {
    const o = this.offset ?? defaultOffset;
    return { x: o.x, y: o.y };
  }

  /** The offset from the original's centre to its copy's centre after the user moved the copy. */
  remember(originalCentre: P2, copyCentreAfterMove: P2): void {
    this.offset = {
      x: copyCentreAfterMove.x - originalCentre.x,
      y: copyCentreAfterMove.y - originalCentre.y,
    };
  }

  /** Forget the offset: the next Ctrl+D uses the default again. */
  reset(): void {
    this.offset = null;
  }
}
