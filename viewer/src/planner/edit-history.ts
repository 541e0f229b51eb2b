/**
 * Undo and redo of planner edits (supersplat's edit-history.ts): every edit is an operation with `do`
 * and `undo`, run once when added; undoing and redoing replays them. Both directions write through the
 * planner store, so the app hears of an undo exactly as of the edit itself.
 */
import type { PlannerBus } from './planner-bus.ts';

export interface EditOp {
  /** What the edit was, for logs and the docs ('add annotation', 'level scene' …). */
  readonly name: string;
  /**
   * Edits with the same key, one right after another, are one undo step (typing in one field of the
   * right panel, saved after each pause, undoes in one go).
   */
  readonly mergeKey?: string;
  do(): void;
  undo(): void;
}

/** How long after the last one an edit still merges with it. */
const MERGE_WINDOW_MS = 10_000;

/** Several edits as one undo step (undone in reverse order); null ones changed nothing. */
export function groupOps(name: string, all: readonly (EditOp | null)[]): EditOp | null {
  const ops = all.filter((op): op is EditOp => op !== null);
  if (ops.length <= 1) return ops[0] ?? null;
  return {
    name,
    do: () => {
      for (const op of ops) op.do();
    },
    undo: () => {
      for (const op of [...ops].reverse()) op.undo();
    },
  };
}

export class EditHistory {
  private readonly ops: EditOp[] = [];
  /** How many of `ops` are done; the rest can be redone. */
  private cursor = 0;

  /** When the newest edit was added (merging looks at it). */
  private lastAddedAt = 0;

  constructor(
    private readonly bus: PlannerBus,
    private readonly limit = 200,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get canUndo() {
    return this.cursor > 0;
  }

  get canRedo() {
    return this.cursor < this.ops.length;
  }

  /** Runs the edit and records it; anything undone before is no longer redoable. Null: nothing changed. */
  add(op: EditOp | null) {
    if (!op) return;
    op.do();
    const top = this.cursor === this.ops.length ? this.ops[this.cursor - 1] : undefined;
    const at = this.now();
    const merges =
      op.mergeKey !== undefined && top?.mergeKey === op.mergeKey && at - this.lastAddedAt < MERGE_WINDOW_MS;
    this.lastAddedAt = at;
    if (merges && top) {
      // One step from before the first of these edits to after the last.
      const first = top;
      this.ops[this.cursor - 1] = {
        name: op.name,
        mergeKey: op.mergeKey,
        do: () => {
          first.do();
          op.do();
        },
        undo: () => {
          op.undo();
          first.undo();
        },
      };
      return this.changed();
    }
    this.ops.splice(this.cursor, this.ops.length - this.cursor, op);
    this.cursor = this.ops.length;
    if (this.ops.length > this.limit) {
      this.ops.splice(0, this.ops.length - this.limit);
      this.cursor = this.ops.length;
    }
    this.changed();
  }

  undo(): boolean {
    const op = this.ops[this.cursor - 1];
    if (!op) return false;
    this.cursor--;
    op.undo();
    this.changed({ undone: op.name });
    return true;
  }

  redo(): boolean {
    const op = this.ops[this.cursor];
    if (!op) return false;
    this.cursor++;
    op.do();
    this.changed({ redone: op.name });
    return true;
  }

  clear() {
    this.ops.length = 0;
    this.cursor = 0;
    this.changed();
  }

  /** `step`: the edit an undo or redo just replayed (the page says 'Undone: …'). */
  private changed(step: { undone?: string; redone?: string } = {}) {
    this.bus.fire('history.changed', { canUndo: this.canUndo, canRedo: this.canRedo, ...step });
  }
}
