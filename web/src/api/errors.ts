/** Reading tRPC errors: the client only needs the code and the HTTP status the server attached. */
import { isTRPCClientError } from '@trpc/client';
import type { AppCode } from '#shared/api-errors.ts';

function trpcErrorCode(error: unknown): string | undefined {
  if (!isTRPCClientError(error)) return undefined;
  const code: unknown = error.data?.code;
  return typeof code === 'string' ? code : undefined;
}

export function httpStatusOf(error: unknown): number | undefined {
  if (!isTRPCClientError(error)) return undefined;
  const status: unknown = error.data?.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

/** The server's app code of a refusal (functions/shared/api-errors.ts), when it sent one. */
function appCodeOf(error: unknown): AppCode | undefined {
  if (!isTRPCClientError(error)) return undefined;
  const code: unknown = error.data?.appCode;
  return typeof code === 'string' ? (code as AppCode) : undefined;
}

/** Google Drive needs authorising (again): ask for it; the session itself is fine. */
export function isDriveNotAuthorised(error: unknown): boolean {
  return appCodeOf(error) === 'GOOGLE_DRIVE_NOT_AUTHORISED';
}

/** The session is gone (expired or signed out elsewhere): sign in again. */
export function isUnauthorized(error: unknown): boolean {
  return trpcErrorCode(error) === 'UNAUTHORIZED' || httpStatusOf(error) === 401;
}

/** The server refuses this for anyone (a feature turned off there), not for this session. */
export function isForbidden(error: unknown): boolean {
  return trpcErrorCode(error) === 'FORBIDDEN';
}

/** A record that does not exist, belongs to someone else, or is addressed by a malformed id. */
export function isNotFound(error: unknown): boolean {
  const code = trpcErrorCode(error);
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/** 4xx answers will not change by asking again, so they are never retried. */
export function isClientError(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong';
}
