/**
 * What the purchase page says when checkout refuses (spec product.md §8, "Payment and build"). Checkout
 * checks the build before it takes a payment, so a refusal is one of three things: the build may not
 * start yet (CreateTaskTooOften), the build cannot be made from the chosen videos (the server's
 * UnusableBuildSource, functions/payments/build-sources.ts: nothing was paid, and retrying the same
 * videos would fail again), or the payment itself failed ('Payment Failed', with Retry).
 */
import { PaymentError } from '../../api/payments-client.ts';

export interface PurchaseFailure {
  title: string;
  detail?: string | undefined;
  /** Whether the button offers Retry: only a failed payment may go through the next time. */
  retry: boolean;
}

export function purchaseFailure(error: unknown): PurchaseFailure {
  const code = error instanceof PaymentError ? error.code : 'PaymentFailed';
  if (code === 'CreateTaskTooOften') return { title: 'You are creating a new task too often', retry: false };
  if (code === 'UnusableBuildSource')
    return { title: 'Failed to create build task', detail: (error as PaymentError).message, retry: false };
  const detail =
    error instanceof PaymentError && error.message !== 'Payment Failed' ? error.message : undefined;
  return { title: 'Payment Failed', detail, retry: true };
}
