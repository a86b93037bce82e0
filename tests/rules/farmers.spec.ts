import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { FARM_A, PROFILES } from './fixtures';
import { privateProfileRules } from './private-profile';
import { setupRules, UID } from './setup';

// farmers/{uid}: the private farmer profile (e-mail, finances). Only its owner
// reads it; nobody writes it from a client, not even the owner.
const rules = setupRules();
const farmerA = `farmers/${UID.farmer}`;

describe('farmers', () => {
  beforeEach(async () => {
    await rules.seed(PROFILES);
  });

  privateProfileRules(rules, {
    collection: 'farmers',
    owner: 'farmer',
    noun: 'farmer',
    ownerUpdates: {
      title: 'cannot update their own profile, finances or a role field',
      updates: [
        { farmName: 'Renamed Farms' },
        { 'finances.income': 9_000_000 },
        { role: 'admin' },
        { farmLocation: { ...FARM_A, district: 'Pune' } },
      ],
    },
    outsiderUpdate: { farmName: 'Taken Over Farms' },
    outsiders: ['visitor', 'otherFarmer', 'buyer', 'otherBuyer'],
    outsiderGetTitle: "cannot get another farmer's profile",
    outsiderListTitle: 'cannot list farmer profiles',
  });

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
