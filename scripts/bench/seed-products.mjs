// Bench products: `count` in-stock products, newest first by their index.
import { Timestamp } from 'firebase-admin/firestore';
import { admin, productDoc } from './clients.mjs';

export async function seedProducts(count) {
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
}
