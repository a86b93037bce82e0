// 001: products stored before their server-owned fields existed.
//
// onProductWritten (functions/src/products/on-product-written.ts) keeps a product's
// searchTokens, geo, produceKey and mandi true, but only when the product is
// written: a product stored before a field was introduced lacks it until its
// farmer next edits it. Without searchTokens no search finds it, without geo it
// has no distance and "Nearest first" leaves it out, and without produceKey the
// mandi refresh never gives it a price.
//
// The overlap: runMandiRefresh {backfill: true} writes only produceKey, on products
// without one, and leaves the rest to the trigger that write wakes. This migration
// computes all four itself, so it also repairs searchTokens and geo, and it does
// not need the trigger to run (a project whose functions are not deployed yet,
// an emulator with triggers off). Its write still wakes onProductWritten where it
// runs, which then finds nothing to change.
//
// No logic of its own: the fields come from the trigger's own compiled code
// (functions/lib, as scripts/seed-data/build.mjs loads it), and a product is
// planned exactly when the trigger would write it (sameDerived), with the four
// fields the trigger would write. Applied, nothing is left to plan.
import { createRequire } from 'node:module';
import { FieldPath } from 'firebase-admin/firestore';
import { ensureFunctionsBuilt } from '../../lib/built.mjs';

export const id = '001-product-derived-fields';
export const description =
  'Products stored before searchTokens, geo, produceKey or mandi existed get them, as onProductWritten computes them.';

const DERIVED = ['searchTokens', 'geo', 'produceKey', 'mandi'];
// All that productDerived and sameDerived read: the title, the farm place and the four fields.
const READ = ['title', 'farmLocation', ...DERIVED];
const PAGE = 400;

const require = createRequire(import.meta.url);
let serverCode;
// Loaded on first use, so listing the migrations needs no build.
function server() {
  if (!serverCode) {
    ensureFunctionsBuilt();
    const lib = (path) => require(`../../../functions/lib/${path}.js`);
    serverCode = {
      ...lib('products/product-derived'),
      ...lib('mandi/pick-quote'),
      ...lib('shared/search-tokens'),
      ...lib('shared/produce-category'),
      ...lib('lib/pincode-geo'),
    };
  }
  return serverCode;
}

/**
 * The four fields the trigger would give a product, from the title, the farm
 * place and the produce's stored quotes, composed as onProductWritten composes them.
 */
async function derivedOf(data, quotesOf) {
  const s = server();
  // quotes-store's produceKeyForTitle is this composition; that module opens the
  // functions' own Admin app when loaded, so it is not loaded here (the seed does the same).
  const produceKeyFor = (title) => s.produceKeyOf(title, s.romanizeDevanagari);
  const produceKey = s.produceKeyOfProduct(data, produceKeyFor);
  const quotes = produceKey === null ? {} : await quotesOf(produceKey);
  return s.productDerived(data, {
    tokensFor: s.searchTokensFor,
    geoFor: s.geoForPincode,
    produceKeyFor,
    mandiFor: (_produce, farm) => s.pickQuote(quotes, farm),
  });
}

/**
 * Which of the four fields the trigger would find wrong. sameDerived judges all
 * four at once; with the other three already as wanted, it judges one alone.
 */
const staleFields = (data, wanted) =>
  DERIVED.filter((field) => !server().sameDerived({ ...wanted, [field]: data[field] }, wanted));

export async function plan(db) {
  // One read per produce, as readQuotes does per product.
  const quotes = new Map();
  const quotesOf = (produce) => {
    if (!quotes.has(produce)) {
      quotes.set(
        produce,
        db
          .doc(`mandiPrices/${produce}`)
          .get()
          .then((snap) => snap.get('quotes') ?? {}),
      );
    }
    return quotes.get(produce);
  };
  const changes = [];
  let after;
  for (;;) {
    let query = db
      .collection('products')
      .orderBy(FieldPath.documentId())
      .select(...READ)
      .limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const doc of page.docs) {
      const data = doc.data();
      const wanted = await derivedOf(data, quotesOf);
      if (server().sameDerived(data, wanted)) continue;
      changes.push({
        path: doc.ref.path,
        updateTime: doc.updateTime,
        // All four, as the trigger's update writes them, not only the stale ones.
        set: { ...wanted },
        why: `missing or stale: ${staleFields(data, wanted).join(', ')}`,
      });
    }
    if (page.size < PAGE) return changes;
    after = page.docs[page.docs.length - 1];
  }
}
