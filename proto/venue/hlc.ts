/**
 * A hybrid logical clock (issue #28): one number per edit that is never behind the wall clock in ms and
 * always past every clock this client has stamped or seen, so the last writer of a field is the same
 * on every screen even when their wall clocks disagree a little. Ties between two clients (the same
 * number) are broken by the merge rule (field-lww.ts), not here.
 */
export class HybridLogicalClock {
  private last = 0;

  constructor(private readonly wall: () => number = Date.now) {}

  /** A new timestamp for a local edit: strictly past everything stamped or observed so far. */
  now(): number {
    this.last = Math.max(Math.floor(this.wall()), this.last + 1);
    return this.last;
  }

  /** Takes in a clock from another client (a live edit, a merged document). */
  observe(clock: number): void {
    if (Number.isFinite(clock) && clock > this.last) this.last = Math.floor(clock);
  }

  /** The latest clock stamped or observed (0 before any). */
  get latest(): number {
    return this.last;
  }
}
