/**
 * Binds every verified caller to the account that owns their username's records. Records are named
 * by username, and Cognito lets a deleted user's name be taken again, so a token is accepted only when
 * its `sub` is the one stored on the profile. A profile that is missing, older than sub binding, or
 * bound to another sub is settled by asking the user pool who holds the name now: the pool's current
 * user gets a fresh profile (an earlier account's leftovers are erased first, receipts anonymised);
 * anyone else (a token of a deleted account) is refused.
 */
import { randomUUID } from 'node:crypto';
import type { Caller, VerifyToken } from '../auth/verify.ts';
import type { DataContext } from '../data/context.ts';
import { bindProfileSub, createProfile, getProfile, indexProfileEmail, type Profile } from '../data/users.ts';
import type { AccountDirectory, AccountOwner } from './directory.ts';
import { eraseAccountData } from './erasure.ts';

export type Binding =
  | { status: 'active' }
  /** The caller's own account, whose deletion has started: only finishing it is allowed. */
  | { status: 'deleting'; profile: Profile }
  | { status: 'refused'; message: string };

export const REFUSED_MESSAGE = 'This account no longer exists. Sign in again.';

/** Seconds of slack between the pool's creation date (whole seconds) and the profile's. */
const CLOCK_SLACK_MS = 2000;

/** Whether the stored profile was written for an earlier account of the same name. */
function isEarlierAccount(profile: Profile, owner: AccountOwner): boolean {
  if (profile.sub) return profile.sub !== owner.sub;
  const created = Date.parse(profile.createdAt ?? '');
  return !(created >= owner.createdAt.getTime() - CLOCK_SLACK_MS);
}

export interface AccountBinder {
  bind(caller: Caller): Promise<Binding>;
  /** Drops what this process remembers about a username (its account was just deleted). */
  forget(username: string): void;
}

/**
 * A binding confirmed against the table is remembered for `rememberMs`, so that a burst of requests
 * costs one read; a token of a deleted account is refused at the latest that long after deletion.
 */
export function accountBinder(
  data: DataContext,
  directory: AccountDirectory,
  { rememberMs = 5000 }: { rememberMs?: number } = {},
): AccountBinder {
  const recent = new Map<string, { sub: string; until: number }>();
  const remember = (caller: Caller): Binding => {
    // A long-running process (the local server) forgets expired entries rather than keep every name.
    if (recent.size >= 10_000) {
      const now = Date.now();
      for (const [name, entry] of recent) if (entry.until <= now) recent.delete(name);
    }
    recent.set(caller.username, { sub: caller.sub, until: Date.now() + rememberMs });
    return { status: 'active' };
  };

  async function settle(caller: Caller, attempt: number): Promise<Binding> {
    const profile = await getProfile(data, caller.username);
    if (profile?.sub === caller.sub) {
      if (profile.deletion) return { status: 'deleting', profile };
      // A profile from before projects were shared by e-mail is indexed on its next binding.
      if (!profile.emailIndexed && profile.email)
        await indexProfileEmail(data, caller.username, profile.email);
      return remember(caller);
    }
    // No profile, one from before subs were stored, or another account's: the pool decides.
    const owner = await directory.ownerOf(caller.username);
    if (!owner || owner.sub !== caller.sub) return { status: 'refused', message: REFUSED_MESSAGE };
    if (profile && isEarlierAccount(profile, owner)) {
      await eraseAccountData(data, caller.username, profile.deletion?.accountId ?? randomUUID());
    } else if (profile) {
      if (await bindProfileSub(data, caller)) return remember(caller);
    } else if (
      await createProfile(data, { username: caller.username, email: caller.email, sub: caller.sub })
    ) {
      return remember(caller);
    }
    // A concurrent request changed the profile meanwhile: look again (bounded).
    if (attempt >= 3) throw new Error(`Could not bind the profile of ${caller.username}`);
    return settle(caller, attempt + 1);
  }

  // The requests of one caller that arrive while its binding is being looked up share that lookup,
  // instead of each reading the profile (a burst of requests whenever the remembered binding lapses).
  const settling = new Map<string, { sub: string; binding: Promise<Binding> }>();
  const settleOnce = (caller: Caller): Promise<Binding> => {
    const pending = settling.get(caller.username);
    if (pending?.sub === caller.sub) return pending.binding;
    const entry = {
      sub: caller.sub,
      binding: settle(caller, 0).finally(() => {
        if (settling.get(caller.username) === entry) settling.delete(caller.username);
      }),
    };
    settling.set(caller.username, entry);
    return entry.binding;
  };

  return {
    async bind(caller) {
      if (!caller.sub) return { status: 'refused', message: REFUSED_MESSAGE };
      const known = recent.get(caller.username);
      if (known && known.sub === caller.sub && known.until > Date.now()) return { status: 'active' };
      return settleOnce(caller);
    },
    forget(username) {
      recent.delete(username);
      settling.delete(username);
    },
  };
}

/**
 * The token check for the REST routes (file deletion, checkout): a verified token counts only while
 * its account is active and bound to it, exactly as for the tRPC procedures.
 */
export function boundVerifier(verifyToken: VerifyToken, binder: AccountBinder): VerifyToken {
  return async (authorization) => {
    const caller = await verifyToken(authorization);
    if (!caller) return null;
    return (await binder.bind(caller)).status === 'active' ? caller : null;
  };
}
