/** The statistics every benchmark reports with: medians, a 95th percentile and a timed loop. */

/** The middle sample (the upper one of an even count); 0 for no samples. */
export const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The sample 95% of the samples are at or below; 0 for no samples. */
export const p95 = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1] ?? 0;

/** Runs `fn` `runs` times; the median of its wall-clock milliseconds. */
export function time(runs: number, fn: () => void): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

/** A JSON POST to the app in process, with an optional session token: the answer's body. */
export function jsonPoster(app: {
  request: (path: string, init: RequestInit) => Response | Promise<Response>;
}) {
  return async (path: string, body: unknown, token?: string) => {
    const response = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  };
}
