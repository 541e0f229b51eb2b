/**
 * The one error a refusal of the server is thrown as, wherever it is raised: a code, the HTTP status
 * that code answers, and the message the user sees. It is turned into an answer in two places only:
 * tRPC's (trpc/init.ts) and the REST routes' (app.ts's onError). Anything else thrown is a failure:
 * it answers 500 with INTERNAL_ERROR_MESSAGE and its cause is logged.
 */
import type { AppCode } from '#shared/api-errors.ts';

/** Each code and its HTTP status; the codes are tRPC's names, so tRPC answers the same status. */
const STATUS_BY_CODE = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;
type AppErrorStatus = (typeof STATUS_BY_CODE)[AppErrorCode];

/** A REST answer's `name` when the error gives none: NOT_FOUND → NotFound. */
const nameOf = (code: AppErrorCode) =>
  code
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

export interface AppErrorOptions {
  /**
   * What the client tells this refusal apart by, where the code alone does not: on tRPC
   * `error.data.appCode`, on the REST routes the answer's `name`.
   */
  appCode?: AppCode;
  /** The REST answer's `name` a client matches on (e.g. Cognito's exception name); default from the code. */
  name?: string;
  /** Why, for the log only (a 5xx answer is logged with it); never answered. */
  cause?: unknown;
}

export class AppError extends Error {
  readonly status: AppErrorStatus;
  readonly appCode: AppCode | null;

  constructor(
    readonly code: AppErrorCode,
    /** What the user is told: the spec's words where it gives them. */
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = options.appCode ?? options.name ?? nameOf(code);
    this.status = STATUS_BY_CODE[code];
    this.appCode = options.appCode ?? null;
  }

  /** The REST routes' answer body. */
  toJSON(): { name: string; message: string } {
    return { name: this.name, message: this.message };
  }
}

/** A record or file of the caller's that does not exist, or belongs to someone else: the same answer. */
export function notFound(what: 'File' | 'Property' | 'Project' | 'Publication' = 'File'): never {
  throw new AppError('NOT_FOUND', `${what} not found`);
}

export function badRequest(message: string): never {
  throw new AppError('BAD_REQUEST', message);
}
