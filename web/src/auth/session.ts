/**
 * The session token (spec §6): the login's Authorization value, kept in sessionStorage so that it
 * ends with the tab, and sent as the Authorization header on every API call.
 */
const STORAGE_KEY = 'Authorization';

export function getToken(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy modes); treat it as signed out rather than crash.
    return null;
  }
}

export function hasSession(): boolean {
  return Boolean(getToken());
}

export function saveToken(token: string): void {
  sessionStorage.setItem(STORAGE_KEY, token);
}

export function clearToken(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
