/**
 * Downloads a scene file with progress, and names the error a person can act on. A download that
 * stops sending data (a stalled connection never errors by itself) is abandoned after `stallMs`
 * without a byte, so the page shows an error instead of an endless progress bar; a slow download that
 * keeps moving is never cut off.
 */
export class SceneFetchError extends Error {
  override name = 'SceneFetchError';
  constructor(
    message: string,
    /** The HTTP status when the server answered with an error. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * A published copy that is gone: the owner unpublished it. S3 behind CloudFront answers 403 for a
 * missing object, the local server 404.
 */
export function isUnsharedPublication(error: unknown, url: string): boolean {
  if (!(error instanceof SceneFetchError) || (error.status !== 404 && error.status !== 403)) return false;
  try {
    return new URL(url, 'http://x').pathname.startsWith('/published/');
  } catch {
    return false;
  }
}

export async function fetchScene(
  url: string,
  onProgress: (percent: number) => void,
  stallMs = 60_000,
): Promise<Uint8Array> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = () => abort.signal.aborted;
  const watch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => abort.abort(), stallMs);
  };
  const stallError = () =>
    new SceneFetchError(`The scene file stopped downloading (no data for ${Math.round(stallMs / 1000)} s)`);
  watch();
  try {
    return await download(url, abort.signal, watch, onProgress);
  } catch (error) {
    if (stalled()) throw stallError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function download(
  url: string,
  signal: AbortSignal,
  onData: () => void,
  onProgress: (percent: number) => void,
): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', signal });
  } catch {
    throw new SceneFetchError('The scene file could not be downloaded (network error)');
  }
  onData();
  if (!response.ok)
    throw new SceneFetchError(
      `The scene file could not be downloaded (HTTP ${response.status})`,
      response.status,
    );
  const total = Number(response.headers.get('content-length')) || 0;
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  // Written in place when content-length is right (one copy of a large scene in memory); chunks are
  // kept as they come when it is missing or wrong (a compressed response).
  let out: Uint8Array | null = total > 0 ? new Uint8Array(total) : null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    onData();
    if (out && received + value.length <= total) out.set(value, received);
    else {
      if (out) chunks.push(out.subarray(0, received));
      out = null;
      chunks.push(value);
    }
    received += value.length;
    if (total > 0) onProgress(Math.min(99, (received / total) * 100));
  }
  if (out) return received === total ? out : out.subarray(0, received);
  const all = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.length;
  }
  return all;
}
