/** Downloads a scene file with progress, and names the error a person can act on. */
export class SceneFetchError extends Error {
  override name = 'SceneFetchError';
}

export async function fetchScene(url: string, onProgress: (percent: number) => void): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new SceneFetchError('The scene file could not be downloaded (network error)');
  }
  if (!response.ok)
    throw new SceneFetchError(`The scene file could not be downloaded (HTTP ${response.status})`);
  const total = Number(response.headers.get('content-length')) || 0;
  if (!response.body || total === 0) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const out = new Uint8Array(total);
  let received = 0;
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (received + value.length <= total) out.set(value, received);
    else chunks.push(value); // content-length was wrong (e.g. compressed): keep the rest
    received += value.length;
    onProgress(Math.min(99, (received / total) * 100));
  }
  if (chunks.length === 0 && received === total) return out;
  const all = new Uint8Array(received);
  all.set(out.subarray(0, Math.min(received, total)), 0);
  let offset = Math.min(received, total);
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.length;
  }
  return all;
}
