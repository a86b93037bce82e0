import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { PROFILES } from './fixtures';
import { ROLES, setupRules } from './setup';

// mandiPrices/{produce} and its history/{districtKey}: Agmarknet's prices as the
// refresh function stores them. Closed to every client: a farmer's hint comes
// through getMandiHint and a card shows its product's own `mandi`, so nobody
// reads the whole price table, and nobody plants a price.
const rules = setupRules();
const onion = 'mandiPrices/onion';
const laturHistory = 'mandiPrices/onion/history/maharashtra~latur';
const quote = {
  produce: 'onion',
  state: 'Maharashtra',
  district: 'Latur',
  market: 'Latur',
  minPaise: 1800,
  maxPaise: 2200,
  modalPaise: 2000,
  arrivalDate: '2026-11-24',
  lat: 18.396,
  lng: 76.7,
};
const stored = { produce: 'onion', updatedAt: Timestamp.now(), quotes: { 'maharashtra~latur': quote } };

describe('mandiPrices', () => {
  beforeEach(async () => {
    await rules.seed({ ...PROFILES, [onion]: stored, [laturHistory]: { days: { '2026-11-24': 2000 } } });
  });

  rules.asEach([...ROLES], (db) => {
    it('cannot get or list the prices of a produce', async () => {
      await assertFails(getDoc(doc(db(), onion)));
      await assertFails(getDocs(query(collection(db(), 'mandiPrices'), limit(10))));
    });
    it('cannot get or list the price history of a district', async () => {
      await assertFails(getDoc(doc(db(), laturHistory)));
      await assertFails(getDocs(query(collection(db(), onion, 'history'), limit(10))));
    });
    it('cannot create, change or delete prices or their history', async () => {
      await assertFails(setDoc(doc(db(), 'mandiPrices/garlic'), { ...stored, produce: 'garlic' }));
      await assertFails(
        updateDoc(doc(db(), onion), { quotes: { 'maharashtra~latur': { ...quote, modalPaise: 9000 } } }),
      );
      await assertFails(deleteDoc(doc(db(), onion)));
      await assertFails(setDoc(doc(db(), laturHistory), { days: { '2026-11-25': 9000 } }));
      await assertFails(deleteDoc(doc(db(), laturHistory)));
    });
  });
});
