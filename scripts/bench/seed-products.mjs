// Bench products: `count` in-stock products, newest first by their index.
import { Timestamp } from 'firebase-admin/firestore';
import { admin, productDoc } from './clients.mjs';
import { setTriggers } from './search.mjs';

export async function seedProducts(count) {
  // Seeded documents are final: onProductWritten (search tokens) must not run under the timings.
  await setTriggers(false);
  const base = Date.now();
  for (let start = 0; start < count; start += 500) {
    const batch = admin.batch();
    for (let i = start; i < Math.min(count, start + 500); i++) {
      batch.set(
        admin.doc(`products/p${String(i).padStart(6, '0')}`),
        productDoc('bench-farmer', i, Timestamp.fromMillis(base - i * 1000)),
      );
    }
    await batch.commit();
  }
  await setTriggers(true);
}
