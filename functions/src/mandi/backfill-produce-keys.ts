import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { produceKeyForTitle } from './quotes-store';

const PAGE = 400;

/**
 * Gives every product written before the mandi prices its `produceKey` (the
 * refresh finds a produce's products by it). Each such write wakes
 * onProductWritten, which then copies the farm's quote onto the product.
 * Pages through all products once, by document id, reading only two fields;
 * products that already have the field are not written. Returns how many were.
 */
export async function backfillProduceKeys(): Promise<number> {
  let after: QueryDocumentSnapshot | undefined;
  let written = 0;
  for (;;) {
    let query = db.collection('products').orderBy(FieldPath.documentId()).select('title', 'produceKey').limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    const missing = page.docs.filter((d) => d.get('produceKey') === undefined);
    const writer = db.bulkWriter();
    // A product deleted since the page was read has nothing to show a price on.
    writer.onWriteError((error) => error.code !== 5 && error.failedAttempts < 3);
    const outcomes = missing.map((d) =>
      writer.update(d.ref, { produceKey: produceKeyForTitle(String(d.get('title') ?? '')) }).then(
        () => true,
        () => false,
      ),
    );
    await writer.close();
    written += (await Promise.all(outcomes)).filter(Boolean).length;
    if (page.size < PAGE) return written;
    after = page.docs[page.docs.length - 1];
  }
}
