/**
 * Procedures called in-process through createCaller, with a context built from a verified token as
 * the HTTP adapter builds it: the same rules hold without HTTP (own records only, sign-in required).
 */
import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountBinder } from '#functions/account/binding.ts';
import { dataContextOf } from '#functions/data/context.ts';
import { type ContextServices, createContext } from '#functions/trpc/context.ts';
import { createCaller } from '#functions/trpc/router.ts';
import { config, services, signUpAndLogin } from './harness.ts';

const data = dataContextOf({ config, clients: services.clients });
const contextServices: ContextServices = {
  data,
  accounts: { directory: services.accounts, binder: accountBinder(data, services.accounts) },
};

async function callerFor(token: string | null) {
  const verified = token ? await services.verifyToken(token) : null;
  return createCaller(await createContext(contextServices, verified));
}

async function codeOf(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error.code;
}

describe('createCaller', () => {
  let alice: Awaited<ReturnType<typeof callerFor>>;
  let bob: Awaited<ReturnType<typeof callerFor>>;
  let aliceName = '';
  beforeAll(async () => {
    const a = await signUpAndLogin('caller-a');
    const b = await signUpAndLogin('caller-b');
    aliceName = a.username;
    alice = await callerFor(a.token);
    bob = await callerFor(b.token);
  });

  it("acts for the verified caller and keeps another user's records out of reach", async () => {
    const { propertyId } = await alice.createProperty({
      street: '5 Quay Rd',
      city: 'Portland',
      state: 'OR',
      zip: '97201',
    });
    expect((await alice.getUserData()).username).toBe(aliceName);
    expect((await alice.listProperties()).data.map((p) => p.propertyId)).toContain(propertyId);
    expect((await bob.listProperties()).data.map((p) => p.propertyId)).not.toContain(propertyId);
    expect(await codeOf(bob.getProperty({ propertyId }))).toBe('NOT_FOUND');
    expect(await codeOf(bob.deleteProperty({ propertyId }))).toBe('NOT_FOUND');
    expect((await alice.getProperty({ propertyId })).street).toBe('5 Quay Rd');
  });

  it('validates input and requires a signed-in caller', async () => {
    expect(await codeOf(alice.getProject({ projectId: 'not-an-id' }))).toBe('BAD_REQUEST');
    const anonymous = await callerFor(null);
    expect(await codeOf(anonymous.listProjects())).toBe('UNAUTHORIZED');
  });
});
