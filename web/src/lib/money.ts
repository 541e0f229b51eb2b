import { PRODUCTS } from '../../../functions/payments/products.ts';

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
