import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteField,
  doc,
  serverTimestamp,
  Timestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { FARM_A, newProduct, PROFILES, storedProduct, without } from './fixtures';
import { setupRules, UID } from './setup';

// Field validation of products/{id} for the owning farmer: integer paise and
// kg within bounds, inStock mirroring the stock, known categories, exact keys,
// http(s) images, the lower-case title the search relies on, server times.
const rules = setupRules();
const mine = 'products/pA';
const create = (fields: DocumentData) => addDoc(collection(rules.db('farmer'), 'products'), fields);
const update = (fields: DocumentData) => updateDoc(doc(rules.db('farmer'), mine), fields);

const withoutKey = (key: string) => {
  const p = newProduct(UID.farmer);
  delete p[key];
  return p;
};

// A quote as the functions write it onto a product (functions/src/shared/mandi.ts).
const MANDI_QUOTE = {
  produce: 'onion',
  state: 'Maharashtra',
  district: 'Latur',
  market: 'Latur',
  minPaise: 1800,
  maxPaise: 2200,
  modalPaise: 2000,
  arrivalDate: '2026-11-24',
  km: null,
};

const badCreates: Array<[string, DocumentData]> = [
  ['a negative price', newProduct(UID.farmer, { pricePaise: -100 })],
  ['a zero price', newProduct(UID.farmer, { pricePaise: 0 })],
  ['a fractional price', newProduct(UID.farmer, { pricePaise: 3500.5 })],
  ['a huge price', newProduct(UID.farmer, { pricePaise: 100_000_001 })],
  ['a price given as text', newProduct(UID.farmer, { pricePaise: '3500' })],
  ['a negative quantity', newProduct(UID.farmer, { quantityG: -100 })],
  ['a quantity finer than 0.1 kg', newProduct(UID.farmer, { quantityG: 2550 })],
  ['a fraction of a gram', newProduct(UID.farmer, { quantityG: 2500.5 })],
  ['a huge quantity', newProduct(UID.farmer, { quantityG: 1_000_000_100 })],
  ['the old kg field', without(newProduct(UID.farmer, { quantityKg: 120 }), 'quantityG')],
  ['no whole-kg choice', without(newProduct(UID.farmer), 'wholeKg')],
  ['a whole-kg choice given as text', newProduct(UID.farmer, { wholeKg: 'yes' })],
  ['inStock false with stock left', newProduct(UID.farmer, { inStock: false })],
  ['inStock true with no stock', newProduct(UID.farmer, { quantityG: 0, inStock: true })],
  ['an unknown category', newProduct(UID.farmer, { category: 'Weeds' })],
  ['an extra key', newProduct(UID.farmer, { rating: 5 })],
  ['a non-http imageURL', newProduct(UID.farmer, { imageURL: 'javascript:alert(1)' })],
  ['an ftp imageURL', newProduct(UID.farmer, { imageURL: 'ftp://example.com/a.jpg' })],
  ['an imageURL with a space', newProduct(UID.farmer, { imageURL: 'https://example.com/a b.jpg' })],
  ['a very long imageURL', newProduct(UID.farmer, { imageURL: `https://example.com/${'a'.repeat(500)}` })],
  ['a missing description', withoutKey('description')],
  ['a missing imageURL', withoutKey('imageURL')],
  ['a missing titleLower', withoutKey('titleLower')],
  ['a titleLower not matching the title', newProduct(UID.farmer, { titleLower: 'garlic' })],
  ['a titleLower kept in capitals', newProduct(UID.farmer, { titleLower: 'Red Onion' })],
  ['an empty title', newProduct(UID.farmer, { title: '', titleLower: '' })],
  ['a title over 100 characters', newProduct(UID.farmer, { title: 'a'.repeat(101), titleLower: 'a'.repeat(101) })],
  ['an empty description', newProduct(UID.farmer, { description: '' })],
  ['a description over 1000 characters', newProduct(UID.farmer, { description: 'd'.repeat(1001) })],
  ['a client-chosen createdAt', newProduct(UID.farmer, { createdAt: Timestamp.now() })],
  ['a client-chosen updatedAt', newProduct(UID.farmer, { updatedAt: Timestamp.now() })],
  ['a farmLocation with an extra key', newProduct(UID.farmer, { farmLocation: { ...FARM_A, village: 'Ausa' } })],
  ['a farmLocation as a list', newProduct(UID.farmer, { farmLocation: [FARM_A] })],
  [
    'a farmLocation without a district',
    newProduct(UID.farmer, { farmLocation: { pincode: FARM_A.pincode, state: FARM_A.state } }),
  ],
  ['a five-digit pincode', newProduct(UID.farmer, { farmLocation: { ...FARM_A, pincode: 41351 } })],
  ['an empty state', newProduct(UID.farmer, { farmLocation: { ...FARM_A, state: '' } })],
  ['a district over 60 characters', newProduct(UID.farmer, { farmLocation: { ...FARM_A, district: 'L'.repeat(61) } })],
  ['a title that is not text', newProduct(UID.farmer, { title: 42, titleLower: 42 })],
  ['an imageURL that is not text', newProduct(UID.farmer, { imageURL: null })],
  // Written only by the onProductWritten function: a client cannot forge what search or distance finds.
  ['client-written searchTokens', newProduct(UID.farmer, { searchTokens: ['onion', 'pyaz'] })],
  ['a client-written geo', newProduct(UID.farmer, { geo: { lat: 12.97, lng: 77.59, geohash: 'tdr1vf644t' } })],
  // Set by functions from the title and the mandi prices: nobody may post a flattering "mandi price".
  ['a client-written produceKey', newProduct(UID.farmer, { produceKey: 'onion' })],
  ['a client-written null produceKey', newProduct(UID.farmer, { produceKey: null })],
  ['a client-written mandi quote', newProduct(UID.farmer, { mandi: MANDI_QUOTE })],
  ['a client-written null mandi', newProduct(UID.farmer, { mandi: null })],
];

const badUpdates: Array<[string, DocumentData]> = [
  ['a negative price', { pricePaise: -1 }],
  ['a fractional price', { pricePaise: 99.9 }],
  ['a huge price', { pricePaise: 1e12 }],
  ['a negative quantity', { quantityG: -5000, inStock: false }],
  ['a quantity finer than 0.1 kg', { quantityG: 550, inStock: true }],
  ['the old kg field', { quantityKg: 5 }],
  ['a whole-kg choice given as text', { wholeKg: 'no' }],
  ['stock 0 while inStock stays true', { quantityG: 0 }],
  ['inStock false while stock remains', { inStock: false }],
  ['an unknown category', { category: 'Flowers' }],
  ['an extra key', { discountPaise: 100 }],
  ['a removed key', { imageURL: deleteField() }],
  ['a non-http imageURL', { imageURL: 'data:image/png;base64,AAAA' }],
  ['a title without its titleLower', { title: 'Garlic' }],
  ['a titleLower not matching', { titleLower: 'garlic' }],
  ['client-written searchTokens', { searchTokens: ['tomato'] }],
  ['a client-written geo', { geo: { lat: 28.6, lng: 77.2, geohash: 'ttnfv2u6xx' } }],
  ['a client-written produceKey', { produceKey: 'garlic' }],
  ['a client-written mandi quote', { mandi: { ...MANDI_QUOTE, modalPaise: 9000 } }],
];

describe('products: field validation', () => {
  beforeEach(async () => {
    await rules.seed({ ...PROFILES, [mine]: storedProduct(UID.farmer) });
  });

  describe('as the owning farmer creating', () => {
    it('accepts a complete, valid product', async () => {
      await assertSucceeds(create(newProduct(UID.farmer)));
    });
    it('accepts an empty imageURL, a plain http one and zero stock marked sold out', async () => {
      await assertSucceeds(create(newProduct(UID.farmer, { imageURL: '' })));
      await assertSucceeds(create(newProduct(UID.farmer, { imageURL: 'http://example.com/a.jpg' })));
      await assertSucceeds(create(newProduct(UID.farmer, { quantityG: 0, inStock: false })));
    });
    it('accepts the bounds: 1 paisa up to Rs 10 lakh, up to 10 lakh kg', async () => {
      await assertSucceeds(create(newProduct(UID.farmer, { pricePaise: 1 })));
      await assertSucceeds(create(newProduct(UID.farmer, { pricePaise: 100_000_000, quantityG: 1_000_000_000 })));
    });
    it.each(badCreates)('refuses %s', async (_name, fields) => {
      await assertFails(create(fields));
    });
  });

  describe('as the owning farmer updating', () => {
    it('accepts a valid change with a fresh updatedAt', async () => {
      await assertSucceeds(update({ category: 'Spices', imageURL: '', updatedAt: serverTimestamp() }));
    });
    it('refuses a change without a fresh updatedAt', async () => {
      await assertFails(update({ pricePaise: 4000 }));
      await assertFails(update({ pricePaise: 4000, updatedAt: Timestamp.now() }));
    });
    it.each(badUpdates)('refuses %s', async (_name, fields) => {
      await assertFails(update({ ...fields, updatedAt: serverTimestamp() }));
    });
    it('accepts a title edit of a product that holds server-written tokens and geo (they stay as they are)', async () => {
      await rules.seed({
        [mine]: {
          ...storedProduct(UID.farmer),
          searchTokens: ['on', 'oni', 'onion'],
          geo: { lat: 1, lng: 2, geohash: 's' },
        },
      });
      await assertSucceeds(update({ title: 'Garlic', titleLower: 'garlic', updatedAt: serverTimestamp() }));
      await assertFails(update({ searchTokens: deleteField(), updatedAt: serverTimestamp() }));
      await assertFails(update({ geo: deleteField(), updatedAt: serverTimestamp() }));
    });
    it('accepts a price edit of a product that holds a server-written produceKey and mandi, and cannot touch them', async () => {
      await rules.seed({ [mine]: { ...storedProduct(UID.farmer), produceKey: 'onion', mandi: MANDI_QUOTE } });
      await assertSucceeds(update({ pricePaise: 2100, updatedAt: serverTimestamp() }));
      await assertFails(update({ produceKey: deleteField(), updatedAt: serverTimestamp() }));
      await assertFails(update({ mandi: null, updatedAt: serverTimestamp() }));
      await assertFails(update({ mandi: deleteField(), updatedAt: serverTimestamp() }));
    });
  });
});
