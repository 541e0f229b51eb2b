/**
 * COLMAP's progress, read from the lines it prints as it works (COLMAP 3.8's own wording): features
 * extracted per image, images (sequential) or blocks (exhaustive) matched, images registered by the
 * mapper, images undistorted. Turned into a fraction of the cameras stage and a line a person reads.
 */

export type ColmapStep = 'features' | 'matching' | 'mapping' | 'undistorting';

/**
 * Each step's share of COLMAP's time, measured on the test walkthrough (30 frames, exhaustive
 * matching) and on the 90-frame benchmark video (sequential matching): see docs/tour-build.md.
 */
const COLMAP_STEP_WEIGHTS: Record<ColmapStep, number> = {
  features: 0.2,
  matching: 0.35,
  mapping: 0.4,
  undistorting: 0.05,
};
const STEP_ORDER: ColmapStep[] = ['features', 'matching', 'mapping', 'undistorting'];

export interface ColmapProgress {
  step: ColmapStep;
  /** Fraction of the whole COLMAP run, 0–1. */
  fraction: number;
  detail: string;
}

export interface ColmapProgressOptions {
  images: number;
  matcher: 'exhaustive' | 'sequential';
  overlap: number;
}

/** Pairs COLMAP's sequential matcher (with quadratic overlap) matches for images 0..done-1 of n. */
export function sequentialPairs(done: number, n: number, overlap: number): number {
  let pairs = 0;
  for (let i = 0; i < Math.min(done, n); i++) {
    const partners = new Set<number>();
    for (let k = 1; k <= overlap; k++) if (i + k < n) partners.add(i + k);
    for (let k = 0; k < overlap; k++) {
      const j = i + 2 ** k;
      if (j < n) partners.add(j);
      else break;
    }
    pairs += partners.size;
  }
  return pairs;
}

/** A reader of COLMAP's output: feed it lines, it answers the progress when a line moves it. */
export function colmapProgressReader(opts: ColmapProgressOptions) {
  const n = Math.max(1, opts.images);
  const allPairs =
    opts.matcher === 'exhaustive' ? (n * (n - 1)) / 2 : sequentialPairs(n, n, Math.max(1, opts.overlap));
  let registered = 0;
  const at = (step: ColmapStep, within: number, detail: string): ColmapProgress => {
    let before = 0;
    for (const s of STEP_ORDER) {
      if (s === step) break;
      before += COLMAP_STEP_WEIGHTS[s];
    }
    const clamped = Math.min(1, Math.max(0, within));
    return { step, fraction: before + COLMAP_STEP_WEIGHTS[step] * clamped, detail };
  };
  return (line: string): ColmapProgress | null => {
    let m = /Processed file \[(\d+)\/(\d+)\]/.exec(line);
    if (m) {
      const [done, total] = [Number(m[1]), Number(m[2])];
      return at('features', done / total, `features found in ${done} of ${total} images`);
    }
    m = /Matching image \[(\d+)\/(\d+)\]/.exec(line);
    if (m) {
      const done = Number(m[1]);
      const pairs = sequentialPairs(done, n, Math.max(1, opts.overlap));
      return at('matching', pairs / allPairs, `${pairs} of ${allPairs} image pairs matched`);
    }
    m = /Matching block \[(\d+)\/(\d+), (\d+)\/(\d+)\]/.exec(line);
    if (m) {
      const [i, rows, j, cols] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
      const within = ((i - 1) * cols + j) / (rows * cols);
      const pairs = Math.round(allPairs * within);
      return at('matching', within, `${pairs} of ${allPairs} image pairs matched`);
    }
    if (/Initializing with image pair/.test(line)) {
      registered = Math.max(registered, 2);
      return at('mapping', registered / n, `${registered} of ${n} images placed`);
    }
    m = /Registering image #\d+ \((\d+)\)/.exec(line);
    if (m) {
      registered = Math.max(registered, Number(m[1]));
      return at('mapping', registered / n, `${registered} of ${n} images placed`);
    }
    m = /Undistorting image \[(\d+)\/(\d+)\]/.exec(line);
    if (m) {
      const [done, total] = [Number(m[1]), Number(m[2])];
      return at(
        'undistorting',
        done / total,
        `${registered || total} images placed, ${done} of ${total} prepared`,
      );
    }
    return null;
  };
}
