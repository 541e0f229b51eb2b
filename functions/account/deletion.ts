/**
 * Deleting one's own account. The profile is marked first (so from then on the account's token can
 * do nothing but finish this), then the user leaves the pool (nobody can sign in as it again), then
 * its data is erased, the profile last. Each step can be repeated: a failure part-way is finished by
 * calling again, and a new account that takes the name finishes it before it starts (binding.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Caller } from '../auth/verify.ts';
import type { DataContext } from '../data/context.ts';
import { markDeletion } from '../data/users.ts';
import type { AccountBinder } from './binding.ts';
import type { AccountDirectory } from './directory.ts';
import { eraseAccountData } from './erasure.ts';

export interface AccountServices {
  directory: AccountDirectory;
  binder: AccountBinder;
}

/** Answers false when the profile is not (or no longer) bound to the caller: nothing was deleted. */
export async function deleteAccount(data: DataContext, accounts: AccountServices, caller: Caller) {
  const profile = await markDeletion(data, caller.username, caller.sub, randomUUID());
  if (!profile?.deletion) return false;
  accounts.binder.forget(caller.username);
  await accounts.directory.remove(caller.username);
  await eraseAccountData(data, caller.username, profile.deletion.accountId);
  return true;
}
