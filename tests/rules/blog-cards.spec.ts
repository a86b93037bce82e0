import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { authorOf, PROFILES } from './fixtures';
import { ROLES, setupRules, UID } from './setup';

// blogCards/{id}: what blog lists read (title, author, excerpt, search tokens,
// rolled-up likes). Public; written only by functions, so nobody plants search
// tokens, a longer excerpt or likes.
const rules = setupRules();
const card = 'blogCards/bA';
const stored = {
  authorId: UID.farmer,
  author: authorOf(UID.farmer),
  title: 'Drip irrigation on a small plot',
  excerpt: 'What worked for us in the dry season.',
  searchTokens: ['dr', 'dri', 'drip'],
  likes: 2,
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
};

describe('blogCards', () => {
  beforeEach(async () => {
    await rules.seed({ ...PROFILES, [card]: stored });
  });

  for (const role of ROLES) {
    describe(`as ${role}`, () => {
      const db = () => rules.db(role);
      const cards = () => collection(db(), 'blogCards');

      it('gets a card and lists pages of cards: newest, by author, by search token', async () => {
        await assertSucceeds(getDoc(doc(db(), card)));
        await assertSucceeds(getDocs(query(cards(), orderBy('createdAt', 'desc'), limit(10))));
        await assertSucceeds(getDocs(query(cards(), where('authorId', '==', UID.farmer), limit(10))));
        await assertSucceeds(getDocs(query(cards(), where('searchTokens', 'array-contains', 'drip'), limit(10))));
      });
      it('cannot create, change the likes or tokens of, or delete a card (its own included)', async () => {
        await assertFails(setDoc(doc(db(), 'blogCards/new'), stored));
        await assertFails(updateDoc(doc(db(), card), { likes: 1000 }));
        await assertFails(updateDoc(doc(db(), card), { searchTokens: ['spam'] }));
        await assertFails(deleteDoc(doc(db(), card)));
      });
    });
  }
});
