import type { MandiQuote } from '@shared/mandi';
import { photosOf, type ProductPhoto } from '@shared/photo';
import { isCategory, type Category } from '@shared/product';
import { toMillis } from '@shared/timestamps';
import { mandiQuoteOf } from './mandi-quote';

// The product document as both the market and the farmer's screens read it.
// Its categories and field limits are the shared domain's (@shared/product),
// which firestore.rules mirrors; forms use them to refuse input the rules would
// reject, with a message instead of a permission error.

export interface FarmPlace {
  pincode: number;
  state: string;
  district: string;
}

export interface Product {
  id: string;
  farmerId: string;
  title: string;
  description: string;
  category: Category;
  pricePaise: number;
  /** Stock in grams (2500 is 2.5 kg). */
  quantityG: number;
  /** The farmer sells this product in whole kg only (buyers then order in steps of 1 kg). */
  wholeKg: boolean;
  inStock: boolean;
  /** An old client's photo URL ('' for none); `photos` come first where there are any. */
  imageURL: string;
  /** The farmer's photos, the cover first (stored by the photo callables). */
  photos: ProductPhoto[];
  farmLocation: FarmPlace;
  /** The farm pincode's centroid, written by the functions; null when the pincode is not in the table. */
  geo: { lat: number; lng: number } | null;
  createdAtMs: number;
  /** When the product last changed (rules set updatedAt on every write); now while a write is pending. */
  updatedAtMs: number;
  /**
   * The mandi's price for its produce near the farm, written by the functions
   * (functions/src/shared/mandi.ts); null when there is none, and for products
   * older than the field.
   */
  mandi: MandiQuote | null;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const int = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : 0);

/**
 * A product from a document's data; tolerant of missing fields so one bad document cannot break a list.
 * It reads the fields PRODUCT_READ_FIELDS (product-fields.ts) names, which REST reads select.
 */
export function productFromData(id: string, d: Record<string, unknown>): Product {
  const place = (d.farmLocation ?? {}) as Record<string, unknown>;
  return {
    id,
    farmerId: text(d.farmerId),
    title: text(d.title),
    description: text(d.description),
    category: isCategory(d.category) ? d.category : 'Other',
    pricePaise: int(d.pricePaise),
    quantityG: int(d.quantityG),
    wholeKg: d.wholeKg === true,
    inStock: d.inStock === true,
    imageURL: text(d.imageURL),
    photos: photosOf(d.photos),
    farmLocation: { pincode: int(place.pincode), state: text(place.state), district: text(place.district) },
    geo: pointOf(d.geo),
    createdAtMs: toMillis(d.createdAt),
    updatedAtMs: toMillis(d.updatedAt),
    mandi: mandiQuoteOf(d.mandi),
  };
}

function pointOf(v: unknown): Product['geo'] {
  if (!v || typeof v !== 'object') return null;
  const { lat, lng } = v as Record<string, unknown>;
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng)
    ? { lat, lng }
    : null;
}
