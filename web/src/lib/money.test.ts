/** Money and receipt labels: dollars from cents, the short id, the provider written as its owner does. */
import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars, providerLabel, shortReceiptId } from './money.ts';

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

describe('formatDollars', () => {
  it('writes every amount with two decimals: a $7.50 chair is never $8', () => {
    expect(formatDollars(7.5)).toBe('$7.50');
    expect(formatDollars(32)).toBe('$32.00');
    expect(formatDollars(0.6)).toBe('$0.60');
    expect(formatDollars(0)).toBe('$0.00');
  });
  it('separates thousands, in dollars and in cents alike', () => {
    expect(formatDollars(1250)).toBe('$1,250.00');
    expect(formatCents(125_000)).toBe('$1,250.00');
  });
});
