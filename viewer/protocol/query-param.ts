/**
 * The viewer's `file` query parameter: base64 (UTF-8) of a URL or of a storage path. Decoding validates
 * it: only http(s) URLs or paths on the viewer's own origin are loaded.
 */
export function encodeFileParam(fileUrlOrPath: string): string {
  const bytes = new TextEncoder().encode(fileUrlOrPath);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The absolute URL the viewer may fetch, or null when the parameter is not valid base64 or not allowed. */
export function decodeFileParam(param: string, ownOrigin: string): string | null {
  let text: string;
  try {
    // URLSearchParams turns '+' into ' '; base64url uses '-' and '_'.
    const normalized = param.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(normalized);
    text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
  return resolveSceneUrl(text, ownOrigin);
}

/** Resolves a scene reference (URL, site path or storage path) against the viewer's origin; null when not allowed. */
export function resolveSceneUrl(reference: string, ownOrigin: string): string | null {
  const value = reference.trim();
  if (value === '' || value.length > 4096 || [...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  let url: URL;
  try {
    // A storage path ("dev/user/project/scene.ply") is a path on this site, like "/files/scene.ply".
    url = hasScheme ? new URL(value) : new URL(value.startsWith('/') ? value : `/${value}`, ownOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!hasScheme && url.origin !== ownOrigin) return null; // "//evil.example/x" is not a path
  if (url.username || url.password) return null;
  return url.href;
}
