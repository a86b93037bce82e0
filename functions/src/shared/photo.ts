// Product photos: the limits a photo must keep and the words for each refusal.
// A photo is stored twice, already small: the detail view's copy (long side at
// most 1,280 px) and the card's thumbnail (480 px), each at most 200 KB, as a
// document of its own (productPhotos/{id}) served at /photos/{id} with a
// year-long immutable cache (docs/spec-deviations.md, "Photos"). No zod here,
// so the web app can import it cheaply.

import { isValidUrl } from './validation';

export const PHOTO_LIMITS = {
  /** Photos per product; the first is the cover. */
  perProduct: 3,
  /** Bytes of one stored copy: well under Firestore's 1 MiB document limit. */
  maxBytes: 200_000,
  /** Long side of the detail copy, in pixels. */
  fullSide: 1280,
  /** Long side of the card's thumbnail, in pixels. */
  thumbSide: 480,
} as const;

/** A photo of a product as the product document lists it (the cover first). */
export interface ProductPhoto {
  /** productPhotos id of the detail copy. */
  id: string;
  /** productPhotos id of the thumbnail. */
  thumb: string;
  /** The detail copy's pixel size, so a page can reserve its box before it loads. */
  w: number;
  h: number;
}

/** Where a stored photo is served (firebase.json rewrites /photos/** to the photo function). */
export function photoUrl(id: string): string {
  return `/photos/${id}`;
}

/**
 * The photos field of a product document; an entry of another shape is left
 * out. Kept short: the web's first download carries it (the products' reader).
 */
export function photosOf(value: unknown): ProductPhoto[] {
  const ok = (p: Partial<Record<keyof ProductPhoto, unknown>> | null) =>
    typeof p?.id == 'string' && typeof p.thumb == 'string' && typeof p.w == 'number' && typeof p.h == 'number';
  return Array.isArray(value) ? value.filter(ok) : [];
}

export const PHOTO_MESSAGES = {
  farmersOnly: 'Only farmers can add photos to their products',
  notYours: 'You can add photos only to your own products',
  productGone: 'This product is no longer listed',
  empty: 'This file is empty. Choose a photo.',
  notImage: 'This file is not a photo. Choose a JPEG, PNG or WebP image.',
  tooBig: 'This photo is still too big after shrinking: at most 200 KB. Try another photo.',
  tooManyPixels: 'This photo is too large: at most 1,280 pixels on its long side (480 for the thumbnail)',
  hasLocation: 'This photo carries its location (GPS). Take it again through the app, which removes it.',
  tooMany: 'A product can have at most 3 photos. Delete one first.',
  badArrangement: "Choose the order of this product's own photos, each once",
  badRequest: 'The photo could not be read; please try again',
} as const;

/**
 * A card's picture from a product's cover: the thumbnail, and the detail copy
 * for the wide layout's larger box. A phone's card box is 88 px (at 3× a
 * 264-pixel need), so a phone takes the 480 px thumbnail, a few kilobytes.
 * Without photos, an old client's image URL (only an http(s) one), else null.
 */
export function cardCover(
  photos: readonly ProductPhoto[],
  imageURL?: string | null,
): { src: string; srcSet?: string; sizes?: string } | null {
  const cover = photos[0];
  if (!cover) return isValidUrl(imageURL) ? { src: imageURL! } : null;
  return {
    src: photoUrl(cover.thumb),
    srcSet: `${photoUrl(cover.thumb)} ${PHOTO_LIMITS.thumbSide}w, ${photoUrl(cover.id)} ${PHOTO_LIMITS.fullSide}w`,
    sizes: '(min-width: 600px) 400px, 88px',
  };
}
