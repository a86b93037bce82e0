import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { arrayUnion, doc, getDoc, query, setDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { PROFILES } from './fixtures';
import { privateProfileRules } from './private-profile';
import { setupRules, UID } from './setup';

// users/{uid}: the private buyer profile with the phone number and addresses.
// Only its owner reads it; every write goes through the profile functions.
const rules = setupRules();
const buyerA = `users/${UID.buyer}`;

describe('users', () => {
  beforeEach(async () => {
    await rules.seed(PROFILES);
  });

  // Nobody else may see a buyer's phone number or address: not the other
  // buyer, not a farmer (an order carries the snapshot the farmer needs).
  privateProfileRules(rules, {
    collection: 'users',
    owner: 'buyer',
    noun: 'buyer',
    ownerUpdates: {
      title: 'cannot update their own phone, addresses or a role field',
      updates: [
        { phoneNumber: '9123456789' },
        { addresses: arrayUnion({ pincode: 400001, state: 'X', district: 'Y' }) },
        { role: 'farmer' },
      ],
    },
    outsiderUpdate: { phoneNumber: '9000000000' },
    outsiders: ['visitor', 'farmer', 'otherFarmer', 'otherBuyer'],
    outsiderGetTitle: "cannot get another buyer's phone number and address",
    outsiderListTitle: 'cannot list buyer profiles, even filtered by phone number',
    outsiderQueries: (users) => [query(users, where('phoneNumber', '==', '9876543210'))],
  });

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
