import { z } from 'zod';
import { DOC_ID_PATTERN } from './orders';
import { PHOTO_LIMITS, PHOTO_MESSAGES, type ProductPhoto } from './photo';

// Inputs and answers of the photo callables (addProductPhoto,
// arrangeProductPhotos), shared so the web app sends exactly what they accept.
// The bytes travel as base64 (a callable's body is JSON); what they hold is
// judged by the function from the bytes themselves (photo-bytes.ts), never by
// a file name or a claimed type.

const DOC_ID_RE = new RegExp(DOC_ID_PATTERN);
/** The longest base64 text of PHOTO_LIMITS.maxBytes bytes. */
const MAX_BASE64 = Math.ceil(PHOTO_LIMITS.maxBytes / 3) * 4;
const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;

const objectError = () => PHOTO_MESSAGES.badRequest;
const productId = z
  .string({ error: PHOTO_MESSAGES.productGone })
  .regex(DOC_ID_RE, { error: PHOTO_MESSAGES.productGone });

/** One copy's bytes in base64: present, not longer than the size limit allows, and base64 at all. */
const base64Photo = z
  .string({ error: PHOTO_MESSAGES.badRequest })
  .min(1, { error: PHOTO_MESSAGES.empty })
  .max(MAX_BASE64, { error: PHOTO_MESSAGES.tooBig })
  .regex(BASE64_RE, { error: PHOTO_MESSAGES.badRequest });

export const addProductPhotoSchema = z.strictObject(
  {
    productId,
    /** The detail copy (long side ≤ 1,280 px). */
    full: base64Photo,
    /** The card's thumbnail (long side ≤ 480 px). */
    thumb: base64Photo,
  },
  { error: objectError },
);
export type AddProductPhotoInput = z.input<typeof addProductPhotoSchema>;

export const arrangeProductPhotosSchema = z.strictObject(
  {
    productId,
    /** The ids (ProductPhoto.id) to keep, in their new order; the first is the cover. */
    photos: z
      .array(z.string().regex(DOC_ID_RE), { error: PHOTO_MESSAGES.badArrangement })
      .max(PHOTO_LIMITS.perProduct, { error: PHOTO_MESSAGES.badArrangement }),
  },
  { error: objectError },
);
export type ArrangeProductPhotosInput = z.input<typeof arrangeProductPhotosSchema>;

/** What both callables answer: the product's photos as they now are. */
export interface ProductPhotosResult {
  photos: ProductPhoto[];
}
