import type { ProductPhoto } from '@shared/photo';
import { PHOTO_LIMITS } from '@shared/photo';
import type { AddProductPhotoInput, ArrangeProductPhotosInput, ProductPhotosResult } from '@shared/photo-schema';
import { callable } from '@/shared/firebase/functions';
import { base64Of, shrinkPhoto } from './shrink-photo';

const addCall = callable<AddProductPhotoInput, ProductPhotosResult>('addProductPhoto');
const arrangeCall = callable<ArrangeProductPhotosInput, ProductPhotosResult>('arrangeProductPhotos');

/** What adding a photo is busy with, for the progress line. */
export type PhotoStep = 'shrinking' | 'sending';

/**
 * Shrinks a picked photo into its detail copy and thumbnail (shrink-photo.ts)
 * and stores both on the product; resolves with the product's photos.
 */
export async function addPhoto(
  productId: string,
  file: Blob,
  onStep: (step: PhotoStep) => void,
): Promise<ProductPhoto[]> {
  onStep('shrinking');
  const [full, thumb] = await Promise.all([
    shrinkPhoto(file, PHOTO_LIMITS.fullSide),
    shrinkPhoto(file, PHOTO_LIMITS.thumbSide),
  ]);
  const [fullText, thumbText] = await Promise.all([base64Of(full), base64Of(thumb)]);
  onStep('sending');
  return (await addCall({ productId, full: fullText, thumb: thumbText })).photos;
}

/** Keeps `ids` in this order (the first is the cover) and deletes the product's other photos. */
export async function arrangePhotos(productId: string, ids: string[]): Promise<ProductPhoto[]> {
  return (await arrangeCall({ productId, photos: ids })).photos;
}
