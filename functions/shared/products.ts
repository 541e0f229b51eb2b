/** What Atrium sells (spec product.md §3 Products). Prices live only here, never in a request. */
export const PRODUCTS = {
  standard_3d_tour: { name: 'Standard 3D Tour', amountCents: 4900 },
  large_3d_tour: { name: 'Large 3D Tour', amountCents: 9900 },
} as const;

export type ProductId = keyof typeof PRODUCTS;
export const PRODUCT_IDS = Object.keys(PRODUCTS) as [ProductId, ...ProductId[]];
export const CURRENCY = 'usd';
