/** Money and receipt labels: dollars from cents, the short id, the provider written as its owner does. */
import { describe, expect, it } from 'vitest';
import { formatCents, providerLabel, shortReceiptId } from './money.ts';

describe('receipt labels', () => {
  it('capitalises the provider, keeps the rest', () => {
    expect(providerLabel('stripe')).toBe('Stripe');
    expect(providerLabel('stripe (test mode)')).toBe('Stripe (test mode)');
  });
  it('shows cents as dollars and the first 8 characters of the id', () => {
    expect(formatCents(4900)).toBe('$49.00');
    expect(shortReceiptId('0123456789abcdef')).toBe('01234567');
  });
});
