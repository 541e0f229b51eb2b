import { PRODUCTS } from '#shared/products.ts';

/** Amounts are kept in cents and shown in dollars with two decimals (spec §9). */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
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
