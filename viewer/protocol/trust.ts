/**
 * Who may drive the viewer: a window on the same origin, or — in development — any localhost page talking
 * to a localhost viewer (venue-planner §6). Everything else is ignored with the spec's warning.
 */
export const UNTRUSTED_ORIGIN_WARNING = 'Message from untrusted origin was ignored';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).hostname;
  } catch {
    return null;
  }
}

function isLocalOrigin(origin: string): boolean {
  const host = hostOf(origin);
  return host !== null && (LOCAL_HOSTS.has(host) || host.endsWith('.localhost'));
}

export function isTrustedOrigin(messageOrigin: string, ownOrigin: string): boolean {
  if (messageOrigin === ownOrigin) return true;
  return isLocalOrigin(messageOrigin) && isLocalOrigin(ownOrigin);
}
