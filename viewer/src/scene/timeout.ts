/** Rejects when `promise` has not settled after `ms` (a hung worker never settles on its own). */
class LoadTimeoutError extends Error {
  override name = 'LoadTimeoutError';
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new LoadTimeoutError(`${what} did not finish within ${Math.round(ms / 1000)} s`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
