/**
 * The user-pool operations, one function each, taking the decoded JSON request and returning the
 * JSON response. Work that awaits (scrypt) happens before the state is read for the final time,
 * so every read-check-write of a user runs without interleaving.
 */
import { randomUUID } from 'node:crypto';
import type { Mailbox } from '#functions/mail/mailbox.ts';
import { checkCode, type StoredCode } from './codes.ts';
import { deliverCode } from './delivery.ts';
import { CognitoError, MESSAGES } from './errors.ts';
import { assertPasswordPolicy, burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';
import {
  createRefreshToken,
  issueTokens,
  refreshTokenDigest,
  type TokenIssuer,
  verifyAccessToken,
} from './tokens.ts';
import type { StoredUser, UserStore } from './user-directory.ts';
import {
  type RequestBody,
  requireConfirmationCode,
  requireEmailAttribute,
  requireMapEntry,
  requireString,
  requireUsername,
} from './validation.ts';

export interface OperationContext {
  store: UserStore;
  mailbox: Mailbox;
  tokens: TokenIssuer;
  userPoolId: string;
  clientId: string;
  now: () => number;
}

type ResponseBody = Record<string, unknown>;
export type Operation = (ctx: OperationContext, body: RequestBody) => Promise<ResponseBody>;

/** Refresh tokens kept per user; the oldest are dropped beyond this. */
const MAX_REFRESH_TOKENS_PER_USER = 50;

function assertClient(ctx: OperationContext, body: RequestBody): void {
  const clientId = requireString(body, 'ClientId');
  if (clientId !== ctx.clientId) {
    throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  }
}

function assertPool(ctx: OperationContext, body: RequestBody): void {
  const poolId = requireString(body, 'UserPoolId');
  if (poolId !== ctx.userPoolId) {
    throw new CognitoError('ResourceNotFoundException', `User pool ${poolId} does not exist.`);
  }
}

/** The user for a client-side operation (their "not found" wording differs from the admin API's). */
function clientUser(ctx: OperationContext, username: string): StoredUser {
  const user = ctx.store.get(username);
  if (!user) throw new CognitoError('UserNotFoundException', MESSAGES.userNotFoundForClient);
  return user;
}

function touch(ctx: OperationContext, user: StoredUser): void {
  user.updatedAt = new Date(ctx.now()).toISOString();
}

/** Checks a submitted code; a wrong one is counted (and persisted) before the error is thrown. */
function consumeCode(
  ctx: OperationContext,
  user: StoredUser,
  stored: StoredCode | null,
  submitted: string,
): void {
  if (checkCode(stored, submitted, ctx.now()) === 'mismatch') {
    ctx.store.save();
    throw new CognitoError('CodeMismatchException', MESSAGES.codeMismatch);
  }
  touch(ctx, user);
}

function userAttributes(user: StoredUser): { Name: string; Value: string }[] {
  return [
    { Name: 'sub', Value: user.sub },
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: String(user.emailVerified) },
  ];
}

const signUp: Operation = async (ctx, body) => {
  assertClient(ctx, body);
  const username = requireUsername(body);
  const password = requireString(body, 'Password');
  const email = requireEmailAttribute(body);
  const exists = () => new CognitoError('UsernameExistsException', MESSAGES.userExists);
  if (ctx.store.has(username)) throw exists();
  assertPasswordPolicy(password);
  const passwordHash = await hashPassword(password);
  if (ctx.store.has(username)) throw exists(); // signed up while we were hashing
  const now = ctx.now();
  const user: StoredUser = {
    username,
    sub: randomUUID(),
    email,
    emailVerified: false,
    status: 'UNCONFIRMED',
    createdAt: new Date(now).toISOString(),
    updatedAt: new Date(now).toISOString(),
    password: passwordHash,
    signUpCode: null,
    resetCode: null,
    codeSends: [],
    refreshTokens: [],
  };
  const delivery = deliverCode(ctx.mailbox, user, 'sign-up', now);
  ctx.store.add(user);
  return { UserConfirmed: false, UserSub: user.sub, CodeDeliveryDetails: delivery };
};

const confirmSignUp: Operation = async (ctx, body) => {
  assertClient(ctx, body);
  const username = requireUsername(body);
  const code = requireConfirmationCode(body);
  const user = clientUser(ctx, username);
  if (user.status === 'CONFIRMED') {
    throw new CognitoError('NotAuthorizedException', MESSAGES.cannotConfirm(user.status));
  }
  consumeCode(ctx, user, user.signUpCode, code);
  user.status = 'CONFIRMED';
  user.emailVerified = true;
  user.signUpCode = null;
  ctx.store.save();
  return {};
};

const resendConfirmationCode: Operation = async (ctx, body) => {
  assertClient(ctx, body);
  const user = clientUser(ctx, requireUsername(body));
  if (user.status === 'CONFIRMED')
    throw new CognitoError('InvalidParameterException', MESSAGES.alreadyConfirmed);
  const delivery = deliverCode(ctx.mailbox, user, 'sign-up', ctx.now());
  touch(ctx, user);
  ctx.store.save();
  return { CodeDeliveryDetails: delivery };
};

async function passwordAuth(ctx: OperationContext, body: RequestBody): Promise<ResponseBody> {
  const username = requireMapEntry(body, 'AuthParameters', 'USERNAME');
  const password = requireMapEntry(body, 'AuthParameters', 'PASSWORD');
  const incorrect = () => new CognitoError('NotAuthorizedException', MESSAGES.incorrectCredentials);
  const user = ctx.store.get(username);
  if (!user) {
    await burnPasswordCheck(password);
    throw incorrect();
  }
  const passwordHash = user.password;
  const ok = await verifyPassword(password, passwordHash);
  // Re-check after the await: the user may have been deleted or given a new password meanwhile.
  if (!ok || ctx.store.get(username) !== user || user.password !== passwordHash) throw incorrect();
  if (user.status !== 'CONFIRMED')
    throw new CognitoError('UserNotConfirmedException', MESSAGES.userNotConfirmed);

  const now = ctx.now();
  const session = { originJti: randomUUID(), authTime: Math.floor(now / 1000) };
  const tokens = await issueTokens(ctx.tokens, user, session, now);
  const refresh = createRefreshToken(session, now);
  const live = user.refreshTokens.filter((t) => t.expiresAt > now);
  user.refreshTokens = [...live, refresh.stored].slice(-MAX_REFRESH_TOKENS_PER_USER);
  ctx.store.save();
  return { AuthenticationResult: { ...tokens, RefreshToken: refresh.token }, ChallengeParameters: {} };
}

async function refreshTokenAuth(ctx: OperationContext, body: RequestBody): Promise<ResponseBody> {
  const digest = refreshTokenDigest(requireMapEntry(body, 'AuthParameters', 'REFRESH_TOKEN'));
  for (const user of ctx.store.all()) {
    const record = user.refreshTokens.find((t) => t.digest === digest);
    if (!record) continue;
    const now = ctx.now();
    if (record.expiresAt <= now) {
      user.refreshTokens = user.refreshTokens.filter((t) => t !== record);
      ctx.store.save();
      throw new CognitoError('NotAuthorizedException', MESSAGES.expiredRefreshToken);
    }
    const session = { originJti: record.originJti, authTime: record.authTime };
    return {
      AuthenticationResult: await issueTokens(ctx.tokens, user, session, now),
      ChallengeParameters: {},
    };
  }
  throw new CognitoError('NotAuthorizedException', MESSAGES.invalidRefreshToken);
}

const initiateAuth: Operation = async (ctx, body) => {
  assertClient(ctx, body);
  const flow = requireString(body, 'AuthFlow');
  switch (flow) {
    case 'USER_PASSWORD_AUTH':
      return passwordAuth(ctx, body);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return refreshTokenAuth(ctx, body);
    default:
      throw new CognitoError('InvalidParameterException', `${flow} flow not enabled for this client`);
  }
};

const forgotPassword: Operation = async (ctx, body) => {
  assertClient(ctx, body);
  const user = clientUser(ctx, requireUsername(body));
  const delivery = deliverCode(ctx.mailbox, user, 'password-reset', ctx.now());
  touch(ctx, user);
  ctx.store.save();
  return { CodeDeliveryDetails: delivery };
};

const confirmForgotPassword: Operation = async (ctx, body) => {
  assertClient(ctx, body);
  const username = requireUsername(body);
  const code = requireConfirmationCode(body);
  const password = requireString(body, 'Password');
  clientUser(ctx, username);
  assertPasswordPolicy(password);
  const passwordHash = await hashPassword(password);
  const user = clientUser(ctx, username); // fresh read after the await
  consumeCode(ctx, user, user.resetCode, code);
  user.password = passwordHash;
  user.resetCode = null;
  // Cognito confirms the user; the code reached their address, which verifies it too.
  user.status = 'CONFIRMED';
  user.emailVerified = true;
  user.signUpCode = null;
  user.refreshTokens = [];
  ctx.store.save();
  return {};
};

const getUser: Operation = async (ctx, body) => {
  const { username, sub } = await verifyAccessToken(
    ctx.tokens,
    requireString(body, 'AccessToken'),
    ctx.now(),
  );
  const user = ctx.store.get(username);
  if (!user || user.sub !== sub) throw new CognitoError('UserNotFoundException', MESSAGES.userDoesNotExist);
  return { Username: user.username, UserAttributes: userAttributes(user) };
};

function adminUser(ctx: OperationContext, body: RequestBody): StoredUser {
  assertPool(ctx, body);
  const user = ctx.store.get(requireUsername(body));
  if (!user) throw new CognitoError('UserNotFoundException', MESSAGES.userDoesNotExist);
  return user;
}

const adminGetUser: Operation = async (ctx, body) => {
  const user = adminUser(ctx, body);
  return {
    Username: user.username,
    UserAttributes: userAttributes(user),
    UserCreateDate: Date.parse(user.createdAt) / 1000,
    UserLastModifiedDate: Date.parse(user.updatedAt) / 1000,
    Enabled: true,
    UserStatus: user.status,
  };
};

const adminDeleteUser: Operation = async (ctx, body) => {
  const user = adminUser(ctx, body);
  ctx.store.delete(user.username);
  return {};
};

/** Operation name (the part of `X-Amz-Target` after the service prefix) to handler. */
export const OPERATIONS: ReadonlyMap<string, Operation> = new Map([
  ['SignUp', signUp],
  ['ConfirmSignUp', confirmSignUp],
  ['ResendConfirmationCode', resendConfirmationCode],
  ['InitiateAuth', initiateAuth],
  ['ForgotPassword', forgotPassword],
  ['ConfirmForgotPassword', confirmForgotPassword],
  ['GetUser', getUser],
  ['AdminGetUser', adminGetUser],
  ['AdminDeleteUser', adminDeleteUser],
]);
