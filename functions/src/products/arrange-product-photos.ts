import { CALLABLE } from '../config';
import { db } from '../lib/admin';
import { callable } from '../lib/callable';
import { parse, requireAuth } from '../lib/guard';
import { refusal } from '../lib/refusal';
import { photosOf } from '../shared/photo';
import { arrangeProductPhotosSchema, type ProductPhotosResult } from '../shared/photo-schema';
import { PHOTOS } from './photo-store';

/**
 * Reorders and deletes a product's photos in one step: the farmer sends the ids
 * to keep in their new order (the first is the cover). A photo left out is
 * deleted, bytes and all, in the same transaction. Only the product's own
 * photos, each once.
 */
export const arrangeProductPhotos = callable(CALLABLE, async (req): Promise<ProductPhotosResult> => {
  const me = requireAuth(req);
  if (me.role !== 'farmer') throw refusal('permission-denied', 'photos/farmers-only');
  const input = parse(arrangeProductPhotosSchema, req.data);
  const productRef = db.collection('products').doc(input.productId);

  return db.runTransaction(async (tx) => {
    const product = await tx.get(productRef);
    if (!product.exists) throw refusal('not-found', 'photos/product-gone');
    if (product.get('farmerId') !== me.uid) throw refusal('permission-denied', 'photos/not-yours');
    const photos = photosOf(product.get('photos'));
    const byId = new Map(photos.map((p) => [p.id, p]));
    if (new Set(input.photos).size !== input.photos.length || !input.photos.every((id) => byId.has(id))) {
      throw refusal('invalid-argument', 'photos/bad-arrangement');
    }
    const next = input.photos.map((id) => byId.get(id)!);
    for (const gone of photos.filter((p) => !input.photos.includes(p.id))) {
      tx.delete(db.collection(PHOTOS).doc(gone.id));
      tx.delete(db.collection(PHOTOS).doc(gone.thumb));
    }
    tx.update(productRef, { photos: next });
    return { photos: next };
  });
});
