/**
 * Frame sharpness for picking one frame per time window: the variance of the 4-neighbour Laplacian
 * of a greyscale image. Motion blur and defocus remove high frequencies, so a blurred frame's
 * Laplacian is flat and its variance small; within a short window the scene barely changes, so the
 * frame with the largest variance is the least blurred one.
 */

/** Variance of the Laplacian over the interior pixels of an 8-bit greyscale image (row-major). */
export function laplacianVariance(gray: Uint8Array, width: number, height: number): number {
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let sumSq = 0;
  for (let y = 1; y < height - 1; y++) {
    const row = y * width;
    for (let x = 1; x < width - 1; x++) {
      const i = row + x;
      const lap =
        (gray[i - 1] as number) +
        (gray[i + 1] as number) +
        (gray[i - width] as number) +
        (gray[i + width] as number) -
        4 * (gray[i] as number);
      sum += lap;
      sumSq += lap * lap;
    }
  }
  const n = (width - 2) * (height - 2);
  const mean = sum / n;
  return sumSq / n - mean * mean;
}

/**
 * Keeps the best-scoring candidate of each window while candidates stream past, so memory stays one
 * number per window however long the video is.
 */
export class SharpestPerWindow {
  readonly best: { index: number; score: number }[] = [];

  constructor(readonly windows: number) {}

  offer(window: number, index: number, score: number): void {
    if (window < 0 || window >= this.windows) return;
    const current = this.best[window];
    if (!current || score > current.score) this.best[window] = { index, score };
  }

  /** Chosen candidate indices in order (windows without a candidate are skipped). */
  picks(): number[] {
    return this.best.filter((b) => b !== undefined).map((b) => b.index);
  }
}
