/** The purchase page's failure texts (spec product.md §8, "Payment and build"). */
import { describe, expect, it } from 'vitest';
import { PaymentError } from '../../api/payments-client.ts';
import { purchaseFailure } from './purchase-failure.ts';

describe('purchaseFailure', () => {
  it('says “Failed to create build task” with the reason when the videos cannot be built, without Retry', () => {
    const refused = new PaymentError("v.mp4 is not one of this property's files.", 'UnusableBuildSource');
    expect(purchaseFailure(refused)).toEqual({
      title: 'Failed to create build task',
      detail: "v.mp4 is not one of this property's files.",
      retry: false,
    });
  });

  it('says the spec’s CreateTaskTooOften text, without Retry', () => {
    const tooOften = new PaymentError('You are creating a new task too often', 'CreateTaskTooOften');
    expect(purchaseFailure(tooOften)).toEqual({
      title: 'You are creating a new task too often',
      retry: false,
    });
  });

  it('says “Payment Failed” with Retry for anything else, with the server’s reason when it gave one', () => {
    expect(purchaseFailure(new PaymentError('Payment Failed'))).toEqual({
      title: 'Payment Failed',
      detail: undefined,
      retry: true,
    });
    expect(purchaseFailure(new PaymentError('Card declined', 'PaymentFailed'))).toMatchObject({
      title: 'Payment Failed',
      detail: 'Card declined',
    });
    expect(purchaseFailure(new TypeError('Failed to fetch'))).toMatchObject({
      title: 'Payment Failed',
      retry: true,
    });
  });
});
