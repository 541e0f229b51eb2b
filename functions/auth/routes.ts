/**
 * REST auth endpoints (spec product.md §7): thin, validated wrappers over the Cognito user pool.
 * Errors carry Cognito's exception name and message so the client can map them (spec §8); a body
 * that is not valid JSON, or a field that is missing or of the wrong type, answers 400
 * ValidationError with the spec's message, never 500.
 */
import {
  type CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Hono } from 'hono';
import type { z } from 'zod';
import {
  accountNameSchema,
  confirmCodeSchema,
  loginSchema,
  resetSchema,
  signupSchema,
} from '#shared/schemas.ts';
import { AppError, type AppErrorCode } from '../app-error.ts';

export interface AuthDeps {
  cognito: CognitoIdentityProviderClient;
  clientId: string;
}

/** The answer to each Cognito exception the product names (docs/architecture.md, Decisions). */
const CODE_BY_ERROR: Record<string, AppErrorCode> = {
  NotAuthorizedException: 'UNAUTHORIZED',
  UserNotConfirmedException: 'FORBIDDEN',
  UserNotFoundException: 'NOT_FOUND',
  UsernameExistsException: 'CONFLICT',
  LimitExceededException: 'TOO_MANY_REQUESTS',
  TooManyRequestsException: 'TOO_MANY_REQUESTS',
  TooManyFailedAttemptsException: 'TOO_MANY_REQUESTS',
};

/** Client faults that are the deployment's, not the request's: a server failure (500, logged). */
const MISCONFIGURED = new Set(['ResourceNotFoundException', 'InvalidUserPoolConfigurationException']);

/**
 * Cognito's refusal as the app's: the named ones with their status, any other fault of the request
 * (Cognito's `$fault: 'client'`: a wrong code, a weak password, a bad parameter…) 400, each with
 * Cognito's name and message; anything else is thrown on as a failure.
 */
async function refusedAs<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    const { name, message, $fault } = error as { name?: unknown; message?: unknown; $fault?: unknown };
    if (typeof name !== 'string' || typeof message !== 'string') throw error;
    const code =
      CODE_BY_ERROR[name] ?? ($fault === 'client' && !MISCONFIGURED.has(name) ? 'BAD_REQUEST' : null);
    if (!code) throw error;
    throw new AppError(code, message, { name });
  }
}

const invalid = (message: string) => new AppError('BAD_REQUEST', message, { name: 'ValidationError' });

/** The request's JSON body, validated by the spec's schema; a 400 ValidationError otherwise. */
async function parse<S extends z.ZodType>(
  schema: S,
  request: { json(): Promise<unknown> },
): Promise<z.infer<S>> {
  const body: unknown = await request.json().catch(() => {
    throw invalid('The request body is not valid JSON');
  });
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid('The request body must be a JSON object');
  const result = schema.safeParse(body);
  if (!result.success) throw invalid(result.error.issues.map((i) => i.message).join('; '));
  return result.data;
}

export function authRoutes({ cognito, clientId }: AuthDeps) {
  const app = new Hono();

  app.post('/login', async (c) => {
    const { username, password } = await parse(loginSchema, c.req);
    const result = await refusedAs(
      cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: clientId,
          AuthParameters: { USERNAME: username, PASSWORD: password },
        }),
      ),
    );
    const token = result.AuthenticationResult?.IdToken;
    if (!token) throw new Error('Cognito answered without an ID token');
    return c.json({ Authorization: token });
  });

  app.post('/signup', async (c) => {
    const { email, username, password } = await parse(signupSchema, c.req);
    const result = await refusedAs(
      cognito.send(
        new SignUpCommand({
          ClientId: clientId,
          Username: username,
          Password: password,
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      ),
    );
    return c.json({ username, destination: result.CodeDeliveryDetails?.Destination ?? '' });
  });

  app.post('/forgot', async (c) => {
    const { username } = await parse(accountNameSchema, c.req);
    const result = await refusedAs(
      cognito.send(new ForgotPasswordCommand({ ClientId: clientId, Username: username })),
    );
    return c.json({ email: result.CodeDeliveryDetails?.Destination ?? '' });
  });

  app.post('/code', async (c) => {
    const { username, code } = await parse(confirmCodeSchema, c.req);
    await refusedAs(
      cognito.send(
        new ConfirmSignUpCommand({ ClientId: clientId, Username: username, ConfirmationCode: code }),
      ),
    );
    return c.json({ ok: true });
  });

  app.post('/resend', async (c) => {
    const { username } = await parse(accountNameSchema, c.req);
    const result = await refusedAs(
      cognito.send(new ResendConfirmationCodeCommand({ ClientId: clientId, Username: username })),
    );
    return c.json({ email: result.CodeDeliveryDetails?.Destination ?? '' });
  });

  app.post('/reset', async (c) => {
    const { username, code, password } = await parse(resetSchema, c.req);
    await refusedAs(
      cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId: clientId,
          Username: username,
          ConfirmationCode: code,
          Password: password,
        }),
      ),
    );
    return c.json({ ok: true });
  });

  return app;
}
