/**
 * Who opens a live channel: the token's verified caller, accepted only while the account is the one
 * bound to the username's records (the profile's `sub`) and not being deleted. The HTTP API binds an
 * account on its first call (functions/account/binding.ts); every page that opens a project has made
 * API calls first, so the channel only reads the binding and never settles one: its Lambda needs no
 * user-pool or file permissions.
 */
import type { Caller, VerifyToken } from '../auth/verify.ts';
import type { DataContext } from '../data/context.ts';
import { getProfile } from '../data/users.ts';

export type VerifyLiveCaller = (token: string | undefined | null) => Promise<Caller | null>;

export function liveCallerVerifier(verifyToken: VerifyToken, data: DataContext): VerifyLiveCaller {
  return async (token) => {
    const caller = await verifyToken(token);
    if (!caller?.sub) return null;
    const profile = await getProfile(data, caller.username);
    return profile?.sub === caller.sub && !profile.deletion ? caller : null;
  };
}
