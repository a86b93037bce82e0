import { createHash } from 'node:crypto';
import { PHOTO_LIMITS } from '../shared/photo';
import { hasGpsTag, photoInfo, type PhotoInfo } from '../shared/photo-bytes';
import { refusal } from '../lib/refusal';

// Where product photos live: productPhotos/{id}, one document per stored copy
// (the detail copy and the thumbnail), written only by the photo callables and
// read only by the photo function (firestore.rules lets no client near them).

export const PHOTOS = 'productPhotos';

/** One copy, checked: its bytes and what its header says. */
export interface CheckedPhoto {
  bytes: Buffer;
  info: PhotoInfo;
}

/**
 * The copy's bytes from base64, judged by the bytes alone: a photo (WebP, JPEG
 * or PNG magic), at most PHOTO_LIMITS.maxBytes, at most `side` pixels on its
 * long side, and without a GPS location (the browser's re-encoding strips
 * EXIF; bytes that still carry one did not come through the app's resize).
 */
export function checkedPhoto(base64: string, side: number): CheckedPhoto {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw refusal('invalid-argument', 'photos/empty');
  if (bytes.length > PHOTO_LIMITS.maxBytes) throw refusal('invalid-argument', 'photos/too-big');
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  const info = photoInfo(view);
  if (!info) throw refusal('invalid-argument', 'photos/not-image');
  if (Math.max(info.width, info.height) > side) throw refusal('invalid-argument', 'photos/too-many-pixels');
  if (hasGpsTag(view)) throw refusal('invalid-argument', 'photos/has-location');
  return { bytes, info };
}

/**
 * A copy's id: its product and bytes hashed, so a URL always shows the same
 * bytes (the CDN may keep it a year) and a repeat upload finds its own photo.
 * A thumbnail's hash takes its detail copy's bytes too (`of`): two photos may
 * shrink to the same thumbnail, and deleting one must not take the other's.
 */
export function photoIdOf(productId: string, bytes: Buffer, of?: Buffer): string {
  const hash = createHash('sha256').update(`${productId}:`).update(bytes);
  if (of) hash.update(':').update(of);
  return hash.digest('hex').slice(0, 32);
}

/** The stored document of one copy. */
export function photoDoc(
  photo: CheckedPhoto,
  owner: { productId: string; farmerId: string },
  variant: 'full' | 'thumb',
) {
  return {
    bytes: photo.bytes,
    type: photo.info.type,
    width: photo.info.width,
    height: photo.info.height,
    size: photo.bytes.length,
    variant,
    productId: owner.productId,
    farmerId: owner.farmerId,
    createdAt: new Date(),
  };
}
