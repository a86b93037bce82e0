import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { newProduct, PROFILES, storedProduct } from './fixtures';
import { ROLES, setupRules, UID } from './setup';

// productPhotos/{id}: the bytes of product photos, written only by the photo
// callables and served only by the photo function; and a product's `photos`
// list, which only those callables write. Closed to every client.
const rules = setupRules();
const photo = 'productPhotos/0123456789abcdef0123456789abcdef';
const listed = [{ id: '0123456789abcdef0123456789abcdef', thumb: 'fedcba9876543210fedcba9876543210', w: 1280, h: 960 }];
const stored = { bytes: 'x', type: 'image/webp', width: 1280, height: 960, productId: 'p1', farmerId: UID.farmer };

describe('productPhotos', () => {
  beforeEach(async () => {
    await rules.seed({ ...PROFILES, [photo]: stored, 'products/p1': storedProduct(UID.farmer) });
  });

  for (const role of ROLES) {
    describe(`as ${role}`, () => {
      const db = () => rules.db(role);
      it('cannot read, list, write or delete a photo', async () => {
        await assertFails(getDoc(doc(db(), photo)));
        await assertFails(getDocs(collection(db(), 'productPhotos')));
        await assertFails(setDoc(doc(db(), 'productPhotos/new'), stored));
        await assertFails(updateDoc(doc(db(), photo), { productId: 'p2' }));
        await assertFails(deleteDoc(doc(db(), photo)));
      });
    });
  }

  describe('as farmer (the product owner)', () => {
    const db = () => rules.db('farmer');
    it("cannot write a product's photo list, on create or on update (the same writes pass without it)", async () => {
      await assertSucceeds(setDoc(doc(db(), 'products/p3'), newProduct(UID.farmer)));
      await assertSucceeds(
        updateDoc(doc(db(), 'products/p1'), { title: 'Onion', titleLower: 'onion', updatedAt: serverTimestamp() }),
      );
      await assertFails(setDoc(doc(db(), 'products/p2'), newProduct(UID.farmer, { photos: listed })));
      await assertFails(updateDoc(doc(db(), 'products/p1'), { photos: listed, updatedAt: serverTimestamp() }));
    });
  });
});
