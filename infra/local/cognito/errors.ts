/**
 * Cognito's error model: every failure is an exception name (sent as `__type` and
 * `x-amzn-ErrorType`) plus a human message. The SDK turns these into exceptions whose `.name`
 * is the Cognito name, so the messages below follow the real service word for word where known.
 */

export type CognitoErrorName =
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'InternalErrorException'
  | 'InvalidParameterException'
  | 'InvalidPasswordException'
  | 'LimitExceededException'
  | 'NotAuthorizedException'
  | 'ResourceNotFoundException'
  | 'SerializationException'
  | 'UnknownOperationException'
  | 'UserNotConfirmedException'
  | 'UserNotFoundException'
  | 'UsernameExistsException';

export class CognitoError extends Error {
  readonly type: CognitoErrorName;
  readonly statusCode: number;

  constructor(type: CognitoErrorName, message: string, statusCode = 400) {
    super(message);
    this.name = type;
    this.type = type;
    this.statusCode = statusCode;
  }
}

export const MESSAGES = {
  userExists: 'User already exists',
  userNotFoundForClient: 'Username/client id combination not found.',
  userDoesNotExist: 'User does not exist.',
  incorrectCredentials: 'Incorrect username or password.',
  userNotConfirmed: 'User is not confirmed.',
  alreadyConfirmed: 'User is already confirmed.',
  cannotConfirm: (status: string) => `User cannot be confirmed. Current status is ${status}`,
  codeMismatch: 'Invalid verification code provided, please try again.',
  codeExpired: 'Invalid code provided, please request a code again.',
  attemptLimit: 'Attempt limit exceeded, please try after some time.',
  invalidRefreshToken: 'Invalid Refresh Token',
  expiredRefreshToken: 'Refresh Token has expired',
  invalidAccessToken: 'Invalid Access Token',
  expiredAccessToken: 'Access Token has expired',
} as const;
