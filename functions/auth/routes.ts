/**
 * REST auth endpoints (spec product.md §7): thin, validated wrappers over the Cognito user pool.
 * Errors carry Cognito's exception name and message so the client can map them (spec §8).
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
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import {
  confirmCodeSchema,
  forgotSchema,
  loginSchema,
  resendSchema,
  resetSchema,
  signupSchema,
} from '#shared/schemas.ts';

export interface AuthDeps {
  cognito: CognitoIdentityProviderClient;
  clientId: string;
}

/** HTTP status for each Cognito exception the product expects; anything else is a server error. */
const STATUS_BY_ERROR: Record<string, ContentfulStatusCode> = {
  NotAuthorizedException: 401,
  UserNotConfirmedException: 403,
  UserNotFoundException: 404,
  UsernameExistsException: 409,
  LimitExceededException: 429,
  TooManyRequestsException: 429,
  TooManyFailedAttemptsException: 429,
  CodeMismatchException: 400,
  ExpiredCodeException: 400,
  InvalidPasswordException: 400,
  InvalidParameterException: 400,
};

class ValidationError extends Error {
  override name = 'ValidationError';
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new ValidationError(result.error.issues.map((i) => i.message).join('; '));
  return result.data;
}

export function authRoutes({ cognito, clientId }: AuthDeps) {
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof ValidationError) return c.json({ name: error.name, message: error.message }, 400);
    const status = Object.hasOwn(STATUS_BY_ERROR, error.name) ? STATUS_BY_ERROR[error.name] : undefined;
    if (status) return c.json({ name: error.name, message: error.message }, status);
    console.error('auth request failed', error);
    return c.json({ name: 'InternalError', message: 'Something went wrong, please try again' }, 500);
  });

  const body = async (c: { req: { json(): Promise<unknown> } }) => c.req.json().catch(() => ({}));

  app.post('/login', async (c) => {
    const { username, password } = parse(loginSchema, await body(c));
    const result = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    const token = result.AuthenticationResult?.IdToken;
    if (!token) throw new Error('Cognito answered without an ID token');
    return c.json({ Authorization: token });
  });

  app.post('/signup', async (c) => {
    const { email, username, password } = parse(signupSchema, await body(c));
    const result = await cognito.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: username,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    return c.json({ username, destination: result.CodeDeliveryDetails?.Destination ?? '' });
  });

  app.post('/forgot', async (c) => {
    const { username } = parse(forgotSchema, await body(c));
    const result = await cognito.send(new ForgotPasswordCommand({ ClientId: clientId, Username: username }));
    return c.json({ email: result.CodeDeliveryDetails?.Destination ?? '' });
  });

  app.post('/code', async (c) => {
    const { username, code } = parse(confirmCodeSchema, await body(c));
    await cognito.send(
      new ConfirmSignUpCommand({ ClientId: clientId, Username: username, ConfirmationCode: code }),
    );
    return c.json({ ok: true });
  });

  app.post('/resend', async (c) => {
    const { username } = parse(resendSchema, await body(c));
    const result = await cognito.send(
      new ResendConfirmationCodeCommand({ ClientId: clientId, Username: username }),
    );
    return c.json({ email: result.CodeDeliveryDetails?.Destination ?? '' });
  });

  app.post('/reset', async (c) => {
    const { username, code, password } = parse(resetSchema, await body(c));
    await cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: clientId,
        Username: username,
        ConfirmationCode: code,
        Password: password,
      }),
    );
    return c.json({ ok: true });
  });

  return app;
}
