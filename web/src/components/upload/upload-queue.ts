/**
 * The upload batch of the upload panel (spec venue-planner.md §4, §7, §9): files go 3 at a time,
 * each presigned then PUT; a failure is retried twice with exponential backoff (300 ms base plus up
 * to 100 ms of jitter); a failed file is reported and the next continues; a file can be cancelled on
 * its own; aborting the batch stops everything. Pure logic: the network calls are injected.
 */

export type UploadPhase = 'idle' | 'presigning' | 'uploading-original' | 'done' | 'error' | 'canceled';

const UPLOAD_CONCURRENCY = 3;
const UPLOAD_RETRIES = 2;
const BACKOFF_BASE_MS = 300;
const BACKOFF_JITTER_MS = 100;

/** Progress milestones of the phases (spec §4): presign 0.05/0.1, the file itself 0.2 to 0.8, done 1. */
const PROGRESS = {
  presignStart: 0.05,
  presignDone: 0.1,
  uploadStart: 0.2,
  uploadEnd: 0.8,
  done: 1,
} as const;

export interface UploadUpdate {
  id: string;
  phase: UploadPhase;
  progress: number;
  error?: string;
}

export interface UploadJob<F> {
  id: string;
  file: F;
  /** Aborted when the user cancels this one file. */
  signal: AbortSignal;
}

export interface UploadDeps<F> {
  presign: (file: F, signal: AbortSignal) => Promise<{ url: string; contentType: string }>;
  /** PUTs the file, reporting the fraction sent; rejects with an UploadError on failure. */
  put: (
    url: string,
    file: F,
    contentType: string,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ) => Promise<void>;
  onUpdate: (update: UploadUpdate) => void;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  concurrency?: number;
}

/** A failure with what the user should read; `retryable` false for answers that will not change. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly retryable = true,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export class UploadAbortedError extends Error {
  constructor() {
    super('Upload aborted');
    this.name = 'UploadAbortedError';
  }
}

export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  return BACKOFF_BASE_MS * 2 ** attempt + random() * BACKOFF_JITTER_MS;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface BatchResult {
  done: string[];
  failed: { id: string; error: string }[];
  canceled: string[];
  aborted: boolean;
}

/** Runs the jobs; resolves when all have ended (or the batch was aborted). Never rejects. */
export async function runUploadBatch<F>(
  jobs: UploadJob<F>[],
  deps: UploadDeps<F>,
  batchSignal: AbortSignal,
): Promise<BatchResult> {
  const sleep = deps.sleep ?? defaultSleep;
  const random = deps.random ?? Math.random;
  const result: BatchResult = { done: [], failed: [], canceled: [], aborted: false };
  const queue = [...jobs];

  async function uploadOne(job: UploadJob<F>) {
    // One signal for "stop this file": its own cancel or the whole batch's abort.
    const signal = AbortSignal.any([job.signal, batchSignal]);
    const stopped = () => signal.aborted;
    for (let attempt = 0; ; attempt++) {
      try {
        if (stopped()) throw new UploadAbortedError();
        deps.onUpdate({ id: job.id, phase: 'presigning', progress: PROGRESS.presignStart });
        const { url, contentType } = await deps.presign(job.file, signal);
        deps.onUpdate({ id: job.id, phase: 'presigning', progress: PROGRESS.presignDone });
        if (stopped()) throw new UploadAbortedError();
        deps.onUpdate({ id: job.id, phase: 'uploading-original', progress: PROGRESS.uploadStart });
        const span = PROGRESS.uploadEnd - PROGRESS.uploadStart;
        await deps.put(
          url,
          job.file,
          contentType,
          (fraction) =>
            deps.onUpdate({
              id: job.id,
              phase: 'uploading-original',
              progress: PROGRESS.uploadStart + span * Math.min(1, Math.max(0, fraction)),
            }),
          signal,
        );
        deps.onUpdate({ id: job.id, phase: 'done', progress: PROGRESS.done });
        result.done.push(job.id);
        return;
      } catch (error) {
        if (stopped() || error instanceof UploadAbortedError) {
          deps.onUpdate({ id: job.id, phase: 'canceled', progress: 0, error: 'Upload aborted' });
          result.canceled.push(job.id);
          return;
        }
        const retryable = !(error instanceof UploadError) || error.retryable;
        if (retryable && attempt < UPLOAD_RETRIES) {
          await sleep(backoffDelay(attempt, random));
          continue;
        }
        const message = error instanceof Error ? error.message : String(error);
        deps.onUpdate({ id: job.id, phase: 'error', progress: 0, error: message });
        result.failed.push({ id: job.id, error: message });
        return;
      }
    }
  }

  async function worker() {
    for (let job = queue.shift(); job; job = queue.shift()) {
      if (batchSignal.aborted) {
        deps.onUpdate({ id: job.id, phase: 'canceled', progress: 0, error: 'Upload aborted' });
        result.canceled.push(job.id);
        continue;
      }
      await uploadOne(job);
    }
  }

  const workers = Math.max(1, Math.min(deps.concurrency ?? UPLOAD_CONCURRENCY, jobs.length));
  await Promise.all(Array.from({ length: workers }, worker));
  result.aborted = batchSignal.aborted;
  return result;
}
