/**
 * What error answers may say, shared by the server and the web app. A 5xx never carries an internal
 * message (the cause is logged instead); an app code tells apart refusals that share a tRPC code.
 * Browser-safe: no Node imports.
 */

/** The only message a 500 answer carries, on tRPC and the REST routes alike. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong, please try again';

/**
 * What a 503 says when the database cannot be reached or does not answer in time (functions/aws/
 * clients.ts): nothing is wrong with the request, and trying again later will work.
 */
export const DATA_UNAVAILABLE_MESSAGE =
  'Atrium cannot reach its database right now. Please try again in a moment.';

/**
 * Refusals a client must tell apart from a plain code, sent as tRPC's `error.data.appCode` and as the
 * REST answer's `name`: GOOGLE_DRIVE_NOT_AUTHORISED is FORBIDDEN, so it never reads as an expired
 * session (UNAUTHORIZED); CreateTaskTooOften is the spec's name (§8) of a refused build task.
 */
const APP_CODES = ['GOOGLE_DRIVE_NOT_AUTHORISED', 'CreateTaskTooOften'] as const;
export type AppCode = (typeof APP_CODES)[number];
