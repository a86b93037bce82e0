// The product domain: the categories a product may have and the bounds of its
// fields, in one place. The web forms, the legacy API's schemas
// (api/legacy-schemas.ts) and the callables read them here; firestore.rules
// cannot import, so it repeats the literals and product-rules.test.ts proves
// they are equal. No zod here, so the web app can import it cheaply.

export const CATEGORIES = ['Vegetables', 'Fruits', 'Grains', 'Pulses', 'Spices', 'Dairy', 'Other'] as const;
export type Category = (typeof CATEGORIES)[number];

export const PRODUCT_LIMITS = {
  titleMax: 100,
  descriptionMax: 1000,
  imageUrlMax: 500,
  /** 1 paisa per kg at the least. */
  priceMinPaise: 1,
  /** Rs. 10,00,000 per kg. */
  priceMaxPaise: 100_000_000,
  /** Stock in grams: 10,00,000 kg at most. */
  quantityMaxG: 1_000_000_000,
  /** Stock and buy requests go in steps of 0.1 kg; a product marked `wholeKg` sells in steps of 1 kg. */
  quantityStepG: 100,
  wholeKgStepG: 1000,
} as const;

/** The step a buyer's quantity of this product must be a multiple of, in grams. */
export function buyStepG(product: { wholeKg?: boolean }): number {
  return product.wholeKg ? PRODUCT_LIMITS.wholeKgStepG : PRODUCT_LIMITS.quantityStepG;
}

/** The bounds of a stored place (farm location, delivery address). */
export const PLACE_LIMITS = {
  pincodeMin: 100_000,
  pincodeMax: 999_999,
  nameMax: 60,
} as const;

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}
