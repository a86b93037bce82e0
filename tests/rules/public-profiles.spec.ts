import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { PROFILES } from './fixtures';
import { ROLES, setupRules, UID } from './setup';

// publicProfiles/{uid}: names, farm and picture of the farmers shown on blogs
// and the market. Everyone reads a farmer's; nobody reads a buyer's (the
// functions no longer write them; the buyer document here stands for one left
// from before). Only completeSignup and updateProfile write them, so a client
// can neither invent a profile nor give itself a role.
const rules = setupRules();
const farmerA = `publicProfiles/${UID.farmer}`;
const buyerA = `publicProfiles/${UID.buyer}`;
const profiles = (db: ReturnType<typeof rules.db>) => collection(db, 'publicProfiles');

describe('publicProfiles', () => {
  beforeEach(async () => {
    await rules.seed(PROFILES);
  });

  rules.asEach(ROLES, (db) => {
    it("gets a farmer's public profile", async () => {
      await assertSucceeds(getDoc(doc(db(), farmerA)));
    });
    it("cannot get a buyer's public profile, nor a missing one", async () => {
      await assertFails(getDoc(doc(db(), buyerA)));
      await assertFails(getDoc(doc(db(), 'publicProfiles/nobody')));
    });
    it("lists farmers only: the query must carry role == 'farmer'", async () => {
      await assertSucceeds(getDocs(query(profiles(db()), where('role', '==', 'farmer'))));
      await assertFails(getDocs(profiles(db())));
      await assertFails(getDocs(query(profiles(db()), where('role', '==', 'user'))));
    });
    it('cannot create a public profile', async () => {
      await assertFails(setDoc(doc(db(), 'publicProfiles/someoneNew'), PROFILES[buyerA]));
    });
    it('cannot update a public profile (its own included)', async () => {
      await assertFails(updateDoc(doc(db(), farmerA), { firstName: 'Changed' }));
      await assertFails(updateDoc(doc(db(), buyerA), { lastName: 'Changed' }));
    });
    it('cannot delete a public profile (its own included)', async () => {
      await assertFails(deleteDoc(doc(db(), farmerA)));
      await assertFails(deleteDoc(doc(db(), buyerA)));
    });
  });

  describe('escalation through the public role field', () => {
    it('a buyer cannot set role: farmer on their own public profile', async () => {
      await assertFails(updateDoc(doc(rules.db('buyer'), buyerA), { role: 'farmer' }));
    });
    it('a farmer cannot overwrite their own public profile with new names', async () => {
      await assertFails(setDoc(doc(rules.db('farmer'), farmerA), { ...PROFILES[farmerA], firstName: 'Someone' }));
    });
    it('an account without a role cannot create its own public profile', async () => {
      await assertFails(
        setDoc(doc(rules.newcomer(), 'publicProfiles/newcomer'), { ...PROFILES[farmerA], role: 'farmer' }),
      );
    });
  });
});
