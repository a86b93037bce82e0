import '../strings';
import type { ErrorCode } from '@shared/error-codes';
import { isValidUrl } from '@shared/validation';
import { PRODUCT_LIMITS, isCategory, type Category } from '@shared/product';
import { parseKgToGrams, parseRupeesToPaise, problemKey } from '@/shared/typed-number';

/** What the add form holds: everything as typed. */
export interface ProductDraft {
  imageURL: string;
  title: string;
  description: string;
  rupeesPerKg: string;
  quantityKg: string;
  category: Category;
  /** Sell in whole kg only (buyers order 1 kg, 2 kg, …); otherwise in steps of 0.1 kg. */
  wholeKg: boolean;
}

/** The fields a farmer chooses; the api adds owner, place, search key and times. */
export interface ProductFields {
  title: string;
  description: string;
  category: Category;
  pricePaise: number;
  /** Stock in grams. */
  quantityG: number;
  wholeKg: boolean;
  imageURL: string;
}

/** What the editor changes on a listed product. */
export interface ProductChanges {
  pricePaise: number;
  /** Stock in grams. */
  quantityG: number;
  wholeKg: boolean;
  description: string;
}

/** An error whose text is an i18n key (`products.*`) or a stable error code (error-codes.ts). */
export type DraftProblem = { key: string } | { code: ErrorCode };

const PRICE_RANGE = { min: 1, max: PRODUCT_LIMITS.priceMaxPaise };
const gramRange = (min: number) => ({ min, max: PRODUCT_LIMITS.quantityMaxG });
const parseStock = (raw: string, minG: number) => parseKgToGrams(raw, gramRange(minG), PRODUCT_LIMITS.quantityStepG);

/** Price in paise from what was typed ("40", "40.5", "40.50"), or null when it is not a valid price. */
export function parsePricePaise(raw: string): number | null {
  const p = parseRupeesToPaise(raw, PRICE_RANGE);
  return p.ok ? p.value : null;
}

/**
 * Stock in grams from the kg typed ("120", "2.5"), in steps of 0.1 kg, or null;
 * `minG` is 100 (0.1 kg) when adding and 0 when editing (0 = sold out).
 */
export function parseQuantityG(raw: string, minG: number): number | null {
  const p = parseStock(raw, minG);
  return p.ok ? p.value : null;
}

/** The i18n key of what is wrong with a typed price, or null; empty is left to the form's check. */
export function priceProblem(raw: string): string | null {
  const p = parseRupeesToPaise(raw, PRICE_RANGE);
  if (p.ok || p.problem === 'empty') return null;
  return problemKey(p.problem, 'products.badPrice');
}

/** The i18n key of what is wrong with a typed quantity, or null; empty is left to the form's check. */
export function quantityProblem(raw: string, minG: number): string | null {
  const p = parseStock(raw, minG);
  if (p.ok || p.problem === 'empty') return null;
  return problemKey(p.problem, 'products.badQuantity');
}

/** Checks the add form as the spec asks (title, rate, quantity, details required; image optional). */
export function checkDraft(
  d: ProductDraft,
): { ok: true; fields: ProductFields } | { ok: false; problem: DraftProblem } {
  const title = d.title.trim();
  const description = d.description.trim();
  const imageURL = d.imageURL.trim();
  if (!title || !description || !d.rupeesPerKg.trim() || !d.quantityKg.trim()) {
    return { ok: false, problem: { code: 'form/fill-product' } };
  }
  const pricePaise = parsePricePaise(d.rupeesPerKg);
  if (pricePaise === null) return { ok: false, problem: { key: priceProblem(d.rupeesPerKg) ?? 'products.badPrice' } };
  const quantityG = parseQuantityG(d.quantityKg, PRODUCT_LIMITS.quantityStepG);
  if (quantityG === null) {
    return {
      ok: false,
      problem: { key: quantityProblem(d.quantityKg, PRODUCT_LIMITS.quantityStepG) ?? 'products.badQuantity' },
    };
  }
  if (imageURL && (!isValidUrl(imageURL) || imageURL.length > PRODUCT_LIMITS.imageUrlMax || /\s/.test(imageURL))) {
    return { ok: false, problem: { key: 'products.badImageUrl' } };
  }
  if (title.length > PRODUCT_LIMITS.titleMax || description.length > PRODUCT_LIMITS.descriptionMax) {
    return { ok: false, problem: { key: 'products.tooLong' } };
  }
  const category = isCategory(d.category) ? d.category : 'Other';
  return { ok: true, fields: { title, description, category, pricePaise, quantityG, wholeKg: d.wholeKg, imageURL } };
}
