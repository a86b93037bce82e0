import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { PROFILES } from './fixtures';
import { ROLES, setupRules, UID } from './setup';

// publicProfiles/{uid}: names, farm and picture shown on blogs and the market.
// Everyone reads them; only completeSignup and updateProfile write them, so a
// client can neither invent a profile nor give itself a role.
const rules = setupRules();
const farmerA = `publicProfiles/${UID.farmer}`;
const buyerA = `publicProfiles/${UID.buyer}`;

describe('publicProfiles', () => {
  beforeEach(async () => {
    await rules.seed(PROFILES);
  });

  rules.asEach(ROLES, (db) => {
    it("gets a farmer's and a buyer's public profile", async () => {
      await assertSucceeds(getDoc(doc(db(), farmerA)));
      await assertSucceeds(getDoc(doc(db(), buyerA)));
    });
    it('lists public profiles, filtered or not', async () => {
      await assertSucceeds(getDocs(collection(db(), 'publicProfiles')));
      await assertSucceeds(getDocs(query(collection(db(), 'publicProfiles'), where('role', '==', 'farmer'))));
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
