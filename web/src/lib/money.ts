import { PRODUCTS } from '#shared/products.ts';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * The one way the app writes an amount of US dollars: two decimals and thousands separators
 * ('$7.50', '$1,250.00'), so a price reads the same on a library card, a placed item and the summary.
 */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** Amounts are kept in cents and shown in dollars with two decimals (spec §9). */
export function formatCents(cents: number): string {
  return formatDollars(cents / 100);
}

/** A receipt id is shown as its first 8 characters (spec §9). */
export function shortReceiptId(id: string): string {
  return id.slice(0, 8);
}

export function productLabel(productName: string): string {
  return PRODUCTS[productName as keyof typeof PRODUCTS]?.name ?? productName;
}

export { PRODUCTS };

/** The payment provider as its owner writes it: 'stripe (test mode)' is shown 'Stripe (test mode)'. */
export function providerLabel(provider: string): string {
  return provider.charAt(0).toUpperCase() + provider.slice(1);
}
