import type { ProductPhoto } from '@shared/photo';
import { PHOTO_LIMITS } from '@shared/photo';
import type { ArrangeProductPhotosInput, ProductPhotosResult } from '@shared/photo-schema';
import { callable } from '@/shared/firebase/functions';
import { noAnswer } from '@/shared/no-answer';
import { keepPhotos, sendPhoto } from './photo-queue';
import { base64Of, shrinkPhoto } from './shrink-photo';

const arrangeCall = callable<ArrangeProductPhotosInput, ProductPhotosResult>('arrangeProductPhotos');

/** What adding a photo is busy with, for the progress line. */
export type PhotoStep = 'shrinking' | 'sending';

/** A picked photo made ready to send: its detail copy and thumbnail as base64 WebP, and the thumbnail to show. */
export interface ShrunkPhoto {
  full: string;
  thumb: string;
  preview: Blob;
}

/** Shrinks a picked photo into its detail copy and thumbnail (shrink-photo.ts). */
export async function shrinkForSending(file: Blob): Promise<ShrunkPhoto> {
  const [full, thumb] = await Promise.all([
    shrinkPhoto(file, PHOTO_LIMITS.fullSide),
    shrinkPhoto(file, PHOTO_LIMITS.thumbSide),
  ]);
  const [fullText, thumbText] = await Promise.all([base64Of(full), base64Of(thumb)]);
  return { full: fullText, thumb: thumbText, preview: thumb };
}

/**
 * Shrinks a picked photo and stores it on the product; resolves with the
 * product's photos. Without a signal, or without an answer, the photo is kept
 * on the phone instead (photo-queue.ts) and this resolves with 'kept'.
 */
export async function addPhoto(
  productId: string,
  file: Blob,
  onStep: (step: PhotoStep) => void,
): Promise<ProductPhoto[] | 'kept'> {
  onStep('shrinking');
  const { full, thumb } = await shrinkForSending(file);
  const keep = async () => (await keepPhotos(productId, [{ full, thumb }]), 'kept' as const);
  if (navigator.onLine === false) return keep();
  onStep('sending');
  try {
    return await sendPhoto(productId, full, thumb);
  } catch (error) {
    if (noAnswer(error)) return keep();
    throw error;
  }
}

/** Keeps `ids` in this order (the first is the cover) and deletes the product's other photos. */
export async function arrangePhotos(productId: string, ids: string[]): Promise<ProductPhoto[]> {
  return (await arrangeCall({ productId, photos: ids })).photos;
}
