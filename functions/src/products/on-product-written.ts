import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { geoForPincode } from '../lib/pincode-geo';
import { searchTokensFor } from '../shared/search-tokens';
import { productDerived, sameDerived } from './product-derived';

/**
 * Keeps a product's server-owned fields true: `searchTokens` (from its title)
 * and `geo` (the farm's coordinates and geohash, from the farm pincode the
 * product carries, which the rules and updateProfile keep equal to the
 * farmer's profile). Clients cannot write either field (firestore.rules), so
 * the search and the distances cannot be forged. Writes only when something
 * differs, so its own update does not loop.
 */
export const onProductWritten = onDocumentWritten('products/{productId}', async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const wanted = productDerived(after.data() ?? {}, searchTokensFor, geoForPincode);
  if (sameDerived(after.data() ?? {}, wanted)) return;
  // update() fails if the product was deleted meanwhile, which is what we want.
  await after.ref.update({ ...wanted }).catch((error: unknown) => {
    if ((error as { code?: number }).code !== 5) throw error; // 5: NOT_FOUND
  });
});
