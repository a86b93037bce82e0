import type { Product } from '@/shared/product';

// A visitor who taps 'Request to Buy' logs in or signs up and comes back to
// /marketplace?buy=<id> with the dialog open. The product they tapped is kept
// here (login and signup move within the app, without a reload), so the dialog
// opens even when that product is not on the market's first page; after a
// reload the page looks for it among the products it shows.

/** The query parameter that asks the market to open the buy dialog of a product. */
export const BUY_PARAM = 'buy';

let kept: Product | null = null;

/** Keeps the product a visitor tapped, for their return after login or signup. */
export function keepForLogin(product: Product): void {
  kept = product;
}

/** The market page to return to after login or signup, with `product`'s dialog to open. */
export function buyReturnPath(product: Product): string {
  return `/marketplace?${BUY_PARAM}=${encodeURIComponent(product.id)}`;
}

/** The product kept for `id` (once), or the one of that id among `shown`. */
export function productToBuy(id: string, shown: readonly Product[]): Product | null {
  const found = kept?.id === id ? kept : (shown.find((p) => p.id === id) ?? null);
  if (found) kept = null;
  return found;
}
