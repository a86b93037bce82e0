import { CALLABLE } from '../config';
import { db } from '../lib/admin';
import { callable } from '../lib/callable';
import { parse, requireAuth } from '../lib/guard';
import { refusal } from '../lib/refusal';
import { PHOTO_LIMITS, photosOf, type ProductPhoto } from '../shared/photo';
import { addProductPhotoSchema, type ProductPhotosResult } from '../shared/photo-schema';
import { checkedPhoto, photoDoc, photoIdOf, PHOTOS } from './photo-store';

/**
 * Adds one photo to a farmer's own product: its detail copy and thumbnail,
 * resized in the browser, each checked by its bytes (photo-store.ts), stored as
 * productPhotos documents and listed last on the product, in one transaction.
 * At most PHOTO_LIMITS.perProduct photos; the same bytes again find their photo
 * instead of adding it twice (a retry after a lost answer).
 */
export const addProductPhoto = callable(CALLABLE, async (req): Promise<ProductPhotosResult> => {
  const me = requireAuth(req);
  if (me.role !== 'farmer') throw refusal('permission-denied', 'photos/farmers-only');
  const input = parse(addProductPhotoSchema, req.data);
  const full = checkedPhoto(input.full, PHOTO_LIMITS.fullSide);
  const thumb = checkedPhoto(input.thumb, PHOTO_LIMITS.thumbSide);
  const productRef = db.collection('products').doc(input.productId);
  const owner = { productId: input.productId, farmerId: me.uid };
  const entry: ProductPhoto = {
    id: photoIdOf(input.productId, full.bytes),
    thumb: photoIdOf(input.productId, thumb.bytes, full.bytes),
    w: full.info.width,
    h: full.info.height,
  };

  return db.runTransaction(async (tx) => {
    const product = await tx.get(productRef);
    if (!product.exists) throw refusal('not-found', 'photos/product-gone');
    if (product.get('farmerId') !== me.uid) throw refusal('permission-denied', 'photos/not-yours');
    const photos = photosOf(product.get('photos'));
    if (photos.some((p) => p.id === entry.id)) return { photos };
    if (photos.length >= PHOTO_LIMITS.perProduct) throw refusal('failed-precondition', 'photos/too-many');
    const next = [...photos, entry];
    tx.set(db.collection(PHOTOS).doc(entry.id), photoDoc(full, owner, 'full'));
    tx.set(db.collection(PHOTOS).doc(entry.thumb), photoDoc(thumb, owner, 'thumb'));
    tx.update(productRef, { photos: next });
    return { photos: next };
  });
});
