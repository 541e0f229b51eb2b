/** Calls of the file features that are not tRPC procedures: POST /api/s3/delete (spec venue-planner.md §7). */
import { getToken } from '../auth/session.ts';

export async function deleteStoredFile(fileKey: string): Promise<void> {
  const token = getToken();
  const response = await fetch('/api/s3/delete', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify({ fileKey }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `Delete failed with status ${response.status}`);
  }
}
