import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { PROFILES } from './fixtures';
import { setupRules, UID, type Role } from './setup';

// users/{uid}: the private buyer profile with the phone number and addresses.
// Only its owner reads it; every write goes through the profile functions.
const rules = setupRules();
const buyerA = `users/${UID.buyer}`;

describe('users', () => {
  beforeEach(async () => {
    await rules.seed(PROFILES);
  });

  describe('as the buyer who owns the profile', () => {
    const db = () => rules.db('buyer');

    it('gets their own profile', async () => {
      await assertSucceeds(getDoc(doc(db(), buyerA)));
    });
    it('cannot list profiles, even filtered to their own id', async () => {
      await assertFails(getDocs(collection(db(), 'users')));
      await assertFails(getDocs(query(collection(db(), 'users'), where(documentId(), '==', UID.buyer))));
    });
    it('cannot create their own profile (only completeSignup does)', async () => {
      await rules.env().clearFirestore();
      await assertFails(setDoc(doc(db(), buyerA), PROFILES[buyerA]));
    });
    it('cannot update their own phone, addresses or a role field', async () => {
      await assertFails(updateDoc(doc(db(), buyerA), { phoneNumber: '9123456789' }));
      await assertFails(
        updateDoc(doc(db(), buyerA), { addresses: arrayUnion({ pincode: 400001, state: 'X', district: 'Y' }) }),
      );
      await assertFails(updateDoc(doc(db(), buyerA), { role: 'farmer' }));
    });
    it('cannot delete their own profile', async () => {
      await assertFails(deleteDoc(doc(db(), buyerA)));
    });
  });

  // Nobody else may see a buyer's phone number or address: not the other
  // buyer, not a farmer (an order carries the snapshot the farmer needs).
  const outsiders: Role[] = ['visitor', 'farmer', 'otherFarmer', 'otherBuyer'];
  for (const role of outsiders) {
    describe(`as ${role}`, () => {
      const db = () => rules.db(role);

      it("cannot get another buyer's phone number and address", async () => {
        await assertFails(getDoc(doc(db(), buyerA)));
      });
      it('cannot list buyer profiles, even filtered by phone number', async () => {
        await assertFails(getDocs(collection(db(), 'users')));
        await assertFails(getDocs(query(collection(db(), 'users'), where('phoneNumber', '==', '9876543210'))));
      });
      it("cannot create a buyer profile at someone else's id", async () => {
        await assertFails(setDoc(doc(db(), 'users/someoneElse'), PROFILES[buyerA]));
      });
      it("cannot update another buyer's profile", async () => {
        await assertFails(updateDoc(doc(db(), buyerA), { phoneNumber: '9000000000' }));
      });
      it("cannot delete another buyer's profile", async () => {
        await assertFails(deleteDoc(doc(db(), buyerA)));
      });
    });
  }

  describe('escalation to buyer', () => {
    it('a farmer cannot create a buyer profile for themselves', async () => {
      await assertFails(setDoc(doc(rules.db('farmer'), `users/${UID.farmer}`), PROFILES[buyerA]));
    });
    it('the other buyer reads only their own profile', async () => {
      await assertSucceeds(getDoc(doc(rules.db('otherBuyer'), `users/${UID.otherBuyer}`)));
    });
    it('an account without a role cannot create its own buyer profile', async () => {
      await assertFails(setDoc(doc(rules.newcomer(), 'users/newcomer'), { ...PROFILES[buyerA], role: 'user' }));
    });
  });
});
