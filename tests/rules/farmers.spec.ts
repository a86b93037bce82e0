import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
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
import { FARM_A, PROFILES } from './fixtures';
import { setupRules, UID, type Role } from './setup';

// farmers/{uid}: the private farmer profile (e-mail, finances). Only its owner
// reads it; nobody writes it from a client, not even the owner.
const rules = setupRules();
const farmerA = `farmers/${UID.farmer}`;

describe('farmers', () => {
  beforeEach(async () => {
    await rules.seed(PROFILES);
  });

  describe('as the farmer who owns the profile', () => {
    const db = () => rules.db('farmer');

    it('gets their own profile', async () => {
      await assertSucceeds(getDoc(doc(db(), farmerA)));
    });
    it('cannot list profiles, even filtered to their own id', async () => {
      await assertFails(getDocs(collection(db(), 'farmers')));
      await assertFails(getDocs(query(collection(db(), 'farmers'), where(documentId(), '==', UID.farmer))));
    });
    it('cannot create their own profile (only completeSignup does)', async () => {
      await rules.env().clearFirestore();
      await assertFails(setDoc(doc(db(), farmerA), PROFILES[farmerA]));
    });
    it('cannot update their own profile, finances or a role field', async () => {
      await assertFails(updateDoc(doc(db(), farmerA), { farmName: 'Renamed Farms' }));
      await assertFails(updateDoc(doc(db(), farmerA), { 'finances.income': 9_000_000 }));
      await assertFails(updateDoc(doc(db(), farmerA), { role: 'admin' }));
      await assertFails(updateDoc(doc(db(), farmerA), { farmLocation: { ...FARM_A, district: 'Pune' } }));
    });
    it('cannot delete their own profile', async () => {
      await assertFails(deleteDoc(doc(db(), farmerA)));
    });
  });

  const outsiders: Role[] = ['visitor', 'otherFarmer', 'buyer', 'otherBuyer'];
  for (const role of outsiders) {
    describe(`as ${role}`, () => {
      const db = () => rules.db(role);

      it("cannot get another farmer's profile", async () => {
        await assertFails(getDoc(doc(db(), farmerA)));
      });
      it('cannot list farmer profiles', async () => {
        await assertFails(getDocs(collection(db(), 'farmers')));
      });
      it("cannot create a farmer profile at someone else's id", async () => {
        await assertFails(setDoc(doc(db(), 'farmers/someoneElse'), PROFILES[farmerA]));
      });
      it("cannot update another farmer's profile", async () => {
        await assertFails(updateDoc(doc(db(), farmerA), { farmName: 'Taken Over Farms' }));
      });
      it("cannot delete another farmer's profile", async () => {
        await assertFails(deleteDoc(doc(db(), farmerA)));
      });
    });
  }

  describe('escalation to farmer', () => {
    it('a buyer cannot create a farmer profile for themselves', async () => {
      await assertFails(setDoc(doc(rules.db('buyer'), `farmers/${UID.buyer}`), PROFILES[farmerA]));
    });
    it('the other farmer cannot get or create their own profile at another id', async () => {
      await assertSucceeds(getDoc(doc(rules.db('otherFarmer'), `farmers/${UID.otherFarmer}`)));
      await assertFails(setDoc(doc(rules.db('otherFarmer'), 'farmers/farmerC'), PROFILES[farmerA]));
    });
    it('an account without a role cannot create its own farmer profile', async () => {
      await assertFails(setDoc(doc(rules.newcomer(), 'farmers/newcomer'), { ...PROFILES[farmerA], role: 'farmer' }));
    });
  });
});
