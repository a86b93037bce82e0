// Free of imports and path aliases: vite.config.ts loads it at build time (through
// features/market/api/market-rest-query.ts), before any alias exists.

/**
 * The stored fields of a product that the app reads: productFromData (product.ts) reads
 * these and no others (market-rest.test.ts proves it). A REST read of the market asks
 * Firestore for only these, so the functions' own fields (searchTokens, titleLower,
 * produceKey) stay out of the first page the marketPage function writes into the HTML.
 */
export const PRODUCT_READ_FIELDS = [
  'farmerId',
  'title',
  'description',
  'category',
  'pricePaise',
  'quantityG',
  'wholeKg',
  'inStock',
  'imageURL',
  'photos',
  'farmLocation',
  'geo',
  'createdAt',
  'updatedAt',
  'mandi',
] as const;
