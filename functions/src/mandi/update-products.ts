import type { FarmGeo } from '../shared/geo';
import type { StoredQuote } from '../shared/mandi';
import { db } from '../lib/admin';
import { sameMandi } from '../products/product-derived';
import { pickQuote } from './pick-quote';

/**
 * After a refresh changed a produce's quotes: every product of that produce
 * whose `mandi` is no longer its farm's quote gets the new one, so market cards
 * show it without reading a price document. Returns how many were updated.
 * (onProductWritten then finds them up to date and writes nothing more.)
 */
export async function updateProductsOf(produce: string, quotes: Readonly<Record<string, StoredQuote>>) {
  const products = await db
    .collection('products')
    .where('produceKey', '==', produce)
    .select('farmLocation', 'geo', 'mandi')
    .get();
  // A BulkWriter, not one batch: a product deleted since the query fails its own
  // update alone (NOT_FOUND, not retried), where it would fail a whole batch.
  const writer = db.bulkWriter();
  writer.onWriteError((error) => error.code !== 5 && error.failedAttempts < 3);
  const outcomes: Promise<boolean>[] = [];
  for (const doc of products.docs) {
    const place = (doc.get('farmLocation') ?? {}) as { state?: unknown; district?: unknown };
    const geo = (doc.get('geo') ?? null) as FarmGeo | null;
    const wanted = pickQuote(quotes, {
      state: typeof place.state === 'string' ? place.state : '',
      district: typeof place.district === 'string' ? place.district : '',
      geo: geo ? { lat: geo.lat, lng: geo.lng } : null,
    });
    if (sameMandi(doc.get('mandi'), wanted)) continue;
    outcomes.push(
      writer.update(doc.ref, { mandi: wanted }).then(
        () => true,
        () => false, // deleted meanwhile: nothing to show a price on
      ),
    );
  }
  await writer.close();
  return (await Promise.all(outcomes)).filter(Boolean).length;
}
