/**
 * A DynamoDB that cannot be reached (refused, reset, no route) or does not answer in time, once the
 * SDK's own retries are spent, is the service being unavailable, not a bug: it answers 503 with
 * DATA_UNAVAILABLE_MESSAGE (an AppError) instead of a 500. The original error stays the cause (logged).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DATA_UNAVAILABLE_MESSAGE } from '#shared/api-errors.ts';
import { AppError } from '../app-error.ts';
import { onFinalError } from './final-error.ts';

/** Node's errors for a peer that is not there or went away (the SDK retries the same codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** DynamoDB's own answers that mean "not now": throttled or failing on its side. */
const BUSY_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ThrottlingException',
  'InternalServerError',
  'ServiceUnavailable',
]);

interface SdkErrorShape {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

export function isUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name = '', code = '', $metadata } = error as SdkErrorShape;
  return (
    name === 'TimeoutError' ||
    NETWORK_CODES.has(code) ||
    BUSY_NAMES.has(name) ||
    ($metadata?.httpStatusCode ?? 0) >= 500
  );
}

/** Adds the translation to a client's stack, where it sees each command's final error. */
export const unavailableAsAppError = (client: DynamoDBDocumentClient): DynamoDBDocumentClient =>
  onFinalError(client, 'atriumUnavailableMiddleware', async (error) => {
    if (isUnavailable(error))
      throw new AppError('SERVICE_UNAVAILABLE', DATA_UNAVAILABLE_MESSAGE, { cause: error });
    throw error;
  });
