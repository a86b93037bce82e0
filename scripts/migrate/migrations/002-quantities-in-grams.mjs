// 002: quantities in kg become integer grams.
//
// Stock and buy requests go in steps of 0.1 kg, stored exactly as integer grams
// (functions/src/shared/product.ts, orders.ts): products' `quantityKg` became
// `quantityG` with a `wholeKg` choice, orders' and buy commands' `quantityKg`
// became `quantityG`. Data stored before holds whole kg under the old name,
// which today's functions, rules and screens do not read: such a product shows
// no stock and cannot be bought, such an order shows 0 kg, and a buy command
// still waiting to be run would be refused.
//
// For each document with a numeric `quantityKg`: `quantityG` = kg × 1000 (the
// old values are whole kg, so this is exact), the old field deleted. Products
// get `wholeKg: false` when they have no choice yet, so their buyers may order
// by the 0.1 kg at once; a farmer who sells in whole kg ticks "Sell in whole kg
// only". Order totals are unchanged: paise per kg × whole kg is already exact.
// A document that has `quantityG` already keeps it (a second run plans nothing).
import { FieldPath } from 'firebase-admin/firestore';

export const id = '002-quantities-in-grams';
export const description =
  "Products', orders' and buy commands' quantityKg (whole kg) becomes quantityG (grams); products get wholeKg: false.";

const PAGE = 400;
const COLLECTIONS = ['products', 'orders', 'orderCommands'];

/** The change one document needs, or null. */
function changeOf(collection, doc) {
  const data = doc.data();
  const set = {};
  const remove = [];
  if (typeof data.quantityKg === 'number') {
    if (typeof data.quantityG !== 'number') set.quantityG = Math.round(data.quantityKg * 1000);
    remove.push('quantityKg');
  }
  if (collection === 'products' && typeof data.wholeKg !== 'boolean') set.wholeKg = false;
  const fields = [...Object.keys(set), ...remove.map((f) => `-${f}`)];
  if (fields.length === 0) return null;
  return { path: doc.ref.path, updateTime: doc.updateTime, set, delete: remove, why: fields.join(', ') };
}

export async function plan(db) {
  const changes = [];
  for (const collection of COLLECTIONS) {
    let after;
    for (;;) {
      let query = db
        .collection(collection)
        .orderBy(FieldPath.documentId())
        .select('quantityKg', 'quantityG', 'wholeKg')
        .limit(PAGE);
      if (after) query = query.startAfter(after);
      const page = await query.get();
      for (const doc of page.docs) {
        const change = changeOf(collection, doc);
        if (change) changes.push(change);
      }
      if (page.size < PAGE) break;
      after = page.docs[page.docs.length - 1];
    }
  }
  return changes;
}
