/**
 * The one check of the REST routes that act for a signed-in user (/api/s3/delete, /api/pay/stripe):
 * it verifies the request's token (bound to its account) and puts the caller on the context, where
 * the route reads it with `c.get('caller')`. Without a valid token the route never runs: 401.
 */
import { createMiddleware } from 'hono/factory';
import { AppError } from '../app-error.ts';
import type { Caller, VerifyToken } from './verify.ts';

/** The Hono environment of a route behind requireCaller. */
export type CallerEnv = { Variables: { caller: Caller } };

export function requireCaller(verifyToken: VerifyToken) {
  return createMiddleware<CallerEnv>(async (c, next) => {
    const caller = await verifyToken(c.req.header('authorization'));
    if (!caller) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
    c.set('caller', caller);
    await next();
  });
}

export type RequireCaller = ReturnType<typeof requireCaller>;
