/**
 * The viewer page's query parameters (product §2): file, camera=1, picking, username, userReferer,
 * venue=true, tools=true; every other parameter is a viewer setting, kept in localStorage as `settings_*`.
 */
import { decodeFileParam, SETTINGS_PREFIX } from '../../protocol/index.ts';

export interface ViewerParams {
  /** The scene to open, validated (http(s) or same-origin); null when absent. */
  fileUrl: string | null;
  /** True when a `file` parameter was given but could not be used. */
  fileRejected: boolean;
  showCamera: boolean;
  picking: boolean;
  username: string | null;
  userReferer: string | null;
  venue: boolean;
  tools: boolean;
}

const KNOWN = new Set(['file', 'camera', 'picking', 'username', 'userReferer', 'venue', 'tools']);

export function readParams(search: string, origin: string, storage: Storage | null): ViewerParams {
  const query = new URLSearchParams(search);
  const file = query.get('file');
  const fileUrl = file ? decodeFileParam(file, origin) : null;
  for (const [key, value] of query) {
    if (!KNOWN.has(key) && /^[A-Za-z0-9_.-]{1,64}$/.test(key)) saveSetting(storage, key, value);
  }
  return {
    fileUrl,
    fileRejected: file !== null && fileUrl === null,
    showCamera: query.get('camera') === '1',
    picking: query.get('picking') === 'true' || query.get('picking') === '1',
    username: query.get('username'),
    userReferer: query.get('userReferer'),
    venue: query.get('venue') === 'true',
    tools: query.get('tools') === 'true',
  };
}

export function saveSetting(storage: Storage | null, key: string, value: string | number | boolean) {
  try {
    storage?.setItem(`${SETTINGS_PREFIX}${key}`, String(value));
  } catch {
    // Storage can be full or blocked (private mode, sandboxed frame): settings then last for this page only.
  }
}

export function readSetting(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(`${SETTINGS_PREFIX}${key}`) ?? null;
  } catch {
    return null;
  }
}

export function numberSetting(
  storage: Storage | null,
  key: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = Number(readSetting(storage, key));
  return Number.isFinite(value) && readSetting(storage, key) !== null
    ? Math.min(max, Math.max(min, value))
    : fallback;
}

export function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
