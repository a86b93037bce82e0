import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { photosOf } from '../shared/photo';
import { PHOTOS } from './photo-store';

// Photos nobody lists: left by a product deleted while its clean-up trigger
// did not run (a crash, a trigger the emulator dropped), or by a write that
// failed halfway before the transaction existed. No Admin app here: the
// scheduled function and the tests pass their own Firestore.

const PAGE = 300;

/**
 * Deletes every productPhotos document older than `graceMs` whose product is
 * gone or no longer lists it; answers how many it looked at and deleted.
 */
export async function sweepOrphanPhotos(db: Firestore, graceMs: number): Promise<{ seen: number; deleted: number }> {
  const before = new Date(Date.now() - graceMs);
  let seen = 0;
  let deleted = 0;
  let after: QueryDocumentSnapshot | undefined;
  const listed = new Map<string, Set<string>>();
  for (;;) {
    let page = db.collection(PHOTOS).orderBy('__name__').select('productId', 'createdAt').limit(PAGE);
    if (after) page = page.startAfter(after);
    const snap = await page.get();
    for (const doc of snap.docs) {
      seen++;
      const createdAt = doc.get('createdAt')?.toDate?.() as Date | undefined;
      if (createdAt && createdAt > before) continue;
      const productId = String(doc.get('productId'));
      if (!listed.has(productId)) {
        const product = await db.collection('products').doc(productId).get();
        listed.set(productId, new Set(photosOf(product.get('photos')).flatMap((p) => [p.id, p.thumb])));
      }
      if (listed.get(productId)!.has(doc.id)) continue;
      await doc.ref.delete();
      deleted++;
    }
    if (snap.size < PAGE) return { seen, deleted };
    after = snap.docs[snap.docs.length - 1];
  }
}
