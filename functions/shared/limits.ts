/**
 * Limits of the tRPC endpoint, shared by the server (which refuses a larger batch with 400) and the
 * web client's batch link (which never sends one). Browser-safe.
 */

/** Most procedure calls one batched request may carry. */
export const MAX_BATCH_SIZE = 20;
