import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { FARM_B, newProduct, PROFILES, storedProduct } from './fixtures';
import { setupRules, UID, type Role } from './setup';

// products/{id}: the public market. Anyone reads; a farmer writes only their
// own products, with the farm location of their profile. Field validation is
// in products-fields.spec.ts.
const rules = setupRules();
const mine = 'products/pA';
const theirs = 'products/pB';
const edit = { title: 'White Onion', titleLower: 'white onion', pricePaise: 3000, updatedAt: serverTimestamp() };

describe('products', () => {
  beforeEach(async () => {
    await rules.seed({
      ...PROFILES,
      [mine]: storedProduct(UID.farmer),
      [theirs]: storedProduct(UID.otherFarmer, FARM_B),
    });
  });

  describe('as the farmer who owns pA', () => {
    const db = () => rules.db('farmer');

    it('gets any product', async () => {
      await assertSucceeds(getDoc(doc(db(), mine)));
      await assertSucceeds(getDoc(doc(db(), theirs)));
    });
    it('lists the market and their own products', async () => {
      await assertSucceeds(getDocs(collection(db(), 'products')));
      await assertSucceeds(getDocs(query(collection(db(), 'products'), where('farmerId', '==', UID.farmer))));
    });
    it('creates a product of their own from their farm', async () => {
      await assertSucceeds(addDoc(collection(db(), 'products'), newProduct(UID.farmer)));
    });
    it('updates the title, price and stock of their own product', async () => {
      await assertSucceeds(updateDoc(doc(db(), mine), edit));
      await assertSucceeds(updateDoc(doc(db(), mine), { quantityG: 0, inStock: false, updatedAt: serverTimestamp() }));
    });
    it('sets stock by the 0.1 kg and chooses to sell in whole kg', async () => {
      await assertSucceeds(
        updateDoc(doc(db(), mine), { quantityG: 2500, inStock: true, updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(updateDoc(doc(db(), mine), { wholeKg: true, updatedAt: serverTimestamp() }));
    });
    it('deletes their own product', async () => {
      await assertSucceeds(deleteDoc(doc(db(), mine)));
    });
  });

  describe('as another farmer', () => {
    const db = () => rules.db('otherFarmer');

    it('gets and lists products', async () => {
      await assertSucceeds(getDoc(doc(db(), mine)));
      await assertSucceeds(getDocs(query(collection(db(), 'products'), where('inStock', '==', true))));
    });
    it('creates a product from their own farm, but not one owned by farmerA', async () => {
      await assertSucceeds(addDoc(collection(db(), 'products'), newProduct(UID.otherFarmer, { farmLocation: FARM_B })));
      await assertFails(addDoc(collection(db(), 'products'), newProduct(UID.farmer)));
      await assertFails(addDoc(collection(db(), 'products'), newProduct(UID.farmer, { farmLocation: FARM_B })));
    });
    it("cannot update farmerA's product, nor take it over", async () => {
      await assertFails(updateDoc(doc(db(), mine), edit));
      await assertFails(updateDoc(doc(db(), mine), { farmerId: UID.otherFarmer, updatedAt: serverTimestamp() }));
      await assertFails(setDoc(doc(db(), mine), newProduct(UID.otherFarmer, { farmLocation: FARM_B })));
    });
    it("cannot delete farmerA's product", async () => {
      await assertFails(deleteDoc(doc(db(), mine)));
    });
  });

  const others: Role[] = ['visitor', 'buyer', 'otherBuyer'];
  rules.asEach(others, (db, role) => {
    it('gets a product', async () => {
      await assertSucceeds(getDoc(doc(db(), mine)));
    });
    it('lists the market, filtered or not', async () => {
      await assertSucceeds(getDocs(collection(db(), 'products')));
      await assertSucceeds(getDocs(query(collection(db(), 'products'), where('category', '==', 'Vegetables'))));
    });
    it('cannot create a product, neither as itself nor as a farmer', async () => {
      const self = role === 'visitor' ? 'visitor' : UID[role];
      await assertFails(addDoc(collection(db(), 'products'), newProduct(self)));
      await assertFails(addDoc(collection(db(), 'products'), newProduct(UID.farmer)));
    });
    it('cannot update a product (price or stock)', async () => {
      await assertFails(updateDoc(doc(db(), mine), { pricePaise: 1, updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(db(), mine), { quantityG: 0, inStock: false, updatedAt: serverTimestamp() }));
    });
    it('cannot delete a product', async () => {
      await assertFails(deleteDoc(doc(db(), mine)));
    });
  });

  describe('ownership and placement cannot be forged', () => {
    const db = () => rules.db('farmer');

    it('the owner cannot change farmerId, createdAt or farmLocation', async () => {
      await assertFails(updateDoc(doc(db(), mine), { ...edit, farmerId: UID.otherFarmer }));
      await assertFails(updateDoc(doc(db(), mine), { ...edit, createdAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(db(), mine), { ...edit, farmLocation: FARM_B }));
    });
    it('a product whose farmLocation differs from the profile is refused', async () => {
      await assertFails(addDoc(collection(db(), 'products'), newProduct(UID.farmer, { farmLocation: FARM_B })));
    });
    it('a farmer claim without a farmer profile cannot create products', async () => {
      await rules.env().clearFirestore();
      await assertFails(addDoc(collection(db(), 'products'), newProduct(UID.farmer)));
    });
    it('an account without a role cannot create products', async () => {
      await assertFails(addDoc(collection(rules.newcomer(), 'products'), newProduct('newcomer')));
    });
    it('a buyer with a farmer-looking document still has the buyer claim', async () => {
      await rules.seed({ [`farmers/${UID.buyer}`]: PROFILES[`farmers/${UID.farmer}`] });
      await assertFails(addDoc(collection(rules.db('buyer'), 'products'), newProduct(UID.buyer)));
    });
  });
});
