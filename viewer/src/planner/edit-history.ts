/**
 * Undo and redo of planner edits (supersplat's edit-history.ts): every edit is an operation with `do`
 * and `undo`, run once when added; undoing and redoing replays them. Both directions write through the
 * planner store, so the app hears of an undo exactly as of the edit itself.
 */
import type { PlannerBus } from './planner-bus.ts';

export interface EditOp {
  /** What the edit was, for logs and the docs ('add annotation', 'level scene' …). */
  readonly name: string;
  do(): void;
  undo(): void;
}

/** Several edits as one undo step (undone in reverse order). */
export function groupOps(name: string, ops: readonly EditOp[]): EditOp {
  if (ops.length === 1) return ops[0] as EditOp;
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

  constructor(
    private readonly bus: PlannerBus,
    private readonly limit = 200,
  ) {}

  get canUndo() {
    return this.cursor > 0;
  }

  get canRedo() {
    return this.cursor < this.ops.length;
  }

  /** Runs the edit and records it; anything undone before is no longer redoable. */
  add(op: EditOp) {
    op.do();
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
    this.changed();
    return true;
  }

  redo(): boolean {
    const op = this.ops[this.cursor];
    if (!op) return false;
    this.cursor++;
    op.do();
    this.changed();
    return true;
  }

  clear() {
    this.ops.length = 0;
    this.cursor = 0;
    this.changed();
  }

  private changed() {
    this.bus.fire('history.changed', { canUndo: this.canUndo, canRedo: this.canRedo });
  }
}
