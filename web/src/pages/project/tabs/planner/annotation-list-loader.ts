/**
 * When the planner's annotation list reads its annotations again (spec venue-planner.md §4 "Annotation
 * list reload", §8): an empty answer is retried up to 6 times, 700 ms + 300 ms per retry apart (the
 * data may still be arriving from the cloud); on start it also refreshes at 250, 800 and 2000 ms; the
 * page calls `refresh` on viewerReady, annotationCreated, drawingCompleted and the Refresh button.
 * A failure shows its message, or 'Failed to load annotations'. No React: timers are injected.
 */

const ANNOTATION_RELOAD = {
  maxRetries: 6,
  baseDelayMs: 700,
  perRetryMs: 300,
  extraRefreshesMs: [250, 800, 2000],
} as const;

export const FAILED_TO_LOAD_ANNOTATIONS = 'Failed to load annotations';
export const NO_ANNOTATIONS = 'No annotations found.';

/** Delay before retry number `retry` (1-based): 700, 1000, 1300, … ms. */
export const retryDelay = (retry: number) =>
  ANNOTATION_RELOAD.baseDelayMs + ANNOTATION_RELOAD.perRetryMs * (retry - 1);

export type AnnotationListState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: readonly T[] };

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class AnnotationListLoader<T> {
  private retries = 0;
  private retryTimer: unknown;
  private extraTimers: unknown[] = [];
  /** Only the latest read may set the state (an older, slower one is dropped). */
  private generation = 0;
  private disposed = false;

  constructor(
    private readonly load: () => Promise<readonly T[]> | readonly T[],
    private readonly onState: (state: AnnotationListState<T>) => void,
    private readonly timers: Timers = realTimers,
  ) {}

  /** Reads now and schedules the extra refreshes at 250, 800 and 2000 ms. */
  start() {
    this.refresh();
    for (const ms of ANNOTATION_RELOAD.extraRefreshesMs)
      this.extraTimers.push(this.timers.setTimeout(() => this.read(), ms));
  }

  /** Reads now, with a fresh retry budget (a trigger or the Refresh button). */
  refresh() {
    this.retries = 0;
    this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    return this.read();
  }

  dispose() {
    this.disposed = true;
    this.timers.clearTimeout(this.retryTimer);
    for (const t of this.extraTimers) this.timers.clearTimeout(t);
  }

  private async read() {
    const generation = ++this.generation;
    let items: readonly T[];
    try {
      items = await this.load();
    } catch (error) {
      if (this.disposed || generation !== this.generation) return;
      const message = error instanceof Error && error.message ? error.message : FAILED_TO_LOAD_ANNOTATIONS;
      this.onState({ status: 'error', message });
      return;
    }
    if (this.disposed || generation !== this.generation) return;
    this.onState({ status: 'ready', items });
    if (items.length > 0) {
      this.retries = 0;
      return;
    }
    if (this.retries >= ANNOTATION_RELOAD.maxRetries || this.retryTimer !== undefined) return;
    this.retries++;
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = undefined;
      void this.read();
    }, retryDelay(this.retries));
  }
}
