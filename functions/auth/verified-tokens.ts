/**
 * Remembers tokens whose RS256 signature has already been verified, until their own expiry, so a
 * signed-in user's burst of requests costs one signature check instead of one per request. Keyed by
 * the whole token string: a token is only ever answered with the caller its own verification gave,
 * and an entry past the token's `exp` is never answered (the token goes back to full verification,
 * which refuses it). Bounded: the oldest entries make room, so a flood of tokens cannot grow memory.
 */

interface VerifiedTokens<T> {
  /** The caller verified for exactly this token, while the token has not expired. */
  get(token: string): T | undefined;
  /** Remembers a verified token until `expiresAtMs` (its `exp` claim, in ms). */
  set(token: string, caller: T, expiresAtMs: number): void;
}

export function verifiedTokens<T>({
  maxEntries = 1000,
  now = Date.now,
}: {
  maxEntries?: number;
  now?: () => number;
} = {}): VerifiedTokens<T> {
  const entries = new Map<string, { caller: T; expiresAtMs: number }>();
  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expiresAtMs > now()) return entry.caller;
      entries.delete(token);
      return undefined;
    },
    set(token, caller, expiresAtMs) {
      if (!(expiresAtMs > now())) return;
      entries.delete(token);
      // A Map iterates in insertion order: the first key is the oldest entry.
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(token, { caller, expiresAtMs });
    },
  };
}
