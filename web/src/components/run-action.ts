/**
 * The app's one "save, say how it went, refresh" step: runs a user's action, toasts its success or its
 * failure with the server's reason, and only after a success runs what follows (refresh, navigate).
 * Answers whether it succeeded, so a form knows whether to keep what the user typed.
 */
import { errorMessage } from '../api/errors.ts';
import { notifyError, notifySuccess } from './toast.tsx';

export async function runAction<T>(
  action: () => Promise<T>,
  texts: { success: string; failure: string },
  after?: (result: T) => unknown,
): Promise<boolean> {
  let result: T;
  try {
    result = await action();
  } catch (error) {
    notifyError(texts.failure, errorMessage(error));
    return false;
  }
  notifySuccess(texts.success);
  await after?.(result);
  return true;
}
