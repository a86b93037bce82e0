// The rules of farmers/{uid} and users/{uid} are the same: only the owner reads their
// private profile, nobody writes it from a client (the profile functions do). Both specs
// run these tests for their collection and add their own (escalation, filters).
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
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { PROFILES } from './fixtures';
import { UID, type RulesHarness, type Role } from './setup';

export interface PrivateProfileCase {
  collection: 'farmers' | 'users';
  /** The role that owns the profile under test, and the word for such a person. */
  owner: 'farmer' | 'buyer';
  noun: 'farmer' | 'buyer';
  /** Updates the owner tries and is refused, and the test's title for them. */
  ownerUpdates: { title: string; updates: DocumentData[] };
  /** An update someone else tries. */
  outsiderUpdate: DocumentData;
  /** Who else tries, and the title of their read test. */
  outsiders: Role[];
  outsiderGetTitle: string;
  /** The list test's title for outsiders, and any filtered list they also try. */
  outsiderListTitle: string;
  outsiderQueries?: (profiles: Query) => Query[];
}

export function privateProfileRules(rules: RulesHarness, c: PrivateProfileCase): void {
  const path = `${c.collection}/${UID[c.owner]}`;

  describe(`as the ${c.noun} who owns the profile`, () => {
    const db = () => rules.db(c.owner);

    it('gets their own profile', async () => {
      await assertSucceeds(getDoc(doc(db(), path)));
    });
    it('cannot list profiles, even filtered to their own id', async () => {
      await assertFails(getDocs(collection(db(), c.collection)));
      await assertFails(getDocs(query(collection(db(), c.collection), where(documentId(), '==', UID[c.owner]))));
    });
    it('cannot create their own profile (only completeSignup does)', async () => {
      await rules.env().clearFirestore();
      await assertFails(setDoc(doc(db(), path), PROFILES[path]));
    });
    it(c.ownerUpdates.title, async () => {
      for (const update of c.ownerUpdates.updates) await assertFails(updateDoc(doc(db(), path), update));
    });
    it('cannot delete their own profile', async () => {
      await assertFails(deleteDoc(doc(db(), path)));
    });
  });

  rules.asEach(c.outsiders, (db: () => Firestore) => {
    it(c.outsiderGetTitle, async () => {
      await assertFails(getDoc(doc(db(), path)));
    });
    it(c.outsiderListTitle, async () => {
      await assertFails(getDocs(collection(db(), c.collection)));
      for (const q of c.outsiderQueries?.(collection(db(), c.collection)) ?? []) await assertFails(getDocs(q));
    });
    it(`cannot create a ${c.noun} profile at someone else's id`, async () => {
      await assertFails(setDoc(doc(db(), `${c.collection}/someoneElse`), PROFILES[path]));
    });
    it(`cannot update another ${c.noun}'s profile`, async () => {
      await assertFails(updateDoc(doc(db(), path), c.outsiderUpdate));
    });
    it(`cannot delete another ${c.noun}'s profile`, async () => {
      await assertFails(deleteDoc(doc(db(), path)));
    });
  });
}
