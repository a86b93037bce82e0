import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { geoForPincode } from '../lib/pincode-geo';
import { pickQuote } from '../mandi/pick-quote';
import { produceKeyForTitle, readQuotes } from '../mandi/quotes-store';
import { searchTokensFor } from '../shared/search-tokens';
import { produceKeyOfProduct, productDerived, sameDerived } from './product-derived';

/**
 * Keeps a product's server-owned fields true: `searchTokens` (from its title),
 * `geo` (the farm's coordinates and geohash, from the farm pincode the product
 * carries, which the rules and updateProfile keep equal to the farmer's
 * profile), and `produceKey` and `mandi` (the produce its title names and that
 * produce's mandi quote for the farm, read from mandiPrices/{produce}; each
 * price refresh updates `mandi` again). Clients cannot write any of them
 * (firestore.rules), so search, distances and mandi prices cannot be forged.
 * Writes only when something differs, so its own update does not loop.
 */
export const onProductWritten = onDocumentWritten('products/{productId}', async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const data = after.data() ?? {};
  const produceKey = produceKeyOfProduct(data, produceKeyForTitle);
  const quotes = produceKey === null ? {} : await readQuotes(produceKey);
  const wanted = productDerived(data, {
    tokensFor: searchTokensFor,
    geoFor: geoForPincode,
    produceKeyFor: produceKeyForTitle,
    mandiFor: (_produce, farm) => pickQuote(quotes, farm),
  });
  if (sameDerived(data, wanted)) return;
  // update() fails if the product was deleted meanwhile, which is what we want.
  await after.ref.update({ ...wanted }).catch((error: unknown) => {
    if ((error as { code?: number }).code !== 5) throw error; // 5: NOT_FOUND
  });
});
