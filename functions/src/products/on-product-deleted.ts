import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { PHOTOS } from './photo-store';

/** A deleted product's photos go with it: their bytes, every copy. */
export const onProductDeleted = onDocumentDeleted('products/{productId}', async (event) => {
  const photos = await db.collection(PHOTOS).where('productId', '==', event.params.productId).get();
  const batch = db.batch();
  for (const doc of photos.docs) batch.delete(doc.ref);
  if (!photos.empty) await batch.commit();
});
