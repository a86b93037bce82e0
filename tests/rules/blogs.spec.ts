import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { authorOf, newBlog, PROFILES, storedBlog } from './fixtures';
import { ROLES, setupRules, UID, type Role } from './setup';

// blogs/{id}: public reading; only the createBlog function creates a post (the
// server picks ids and never reuses one); a farmer edits and deletes their own.
// The likes/{uid} and likeShards/{n} subcollections are written only by the
// like functions.
const rules = setupRules();
const mine = 'blogs/bA'; // by farmerA
const theirs = 'blogs/bB'; // by farmerB
const editText = { title: 'Drip irrigation, a year on', description: 'Updated.', updatedAt: serverTimestamp() };
const blogs = (role: Role) => collection(rules.db(role), 'blogs');

describe('blogs', () => {
  beforeEach(async () => {
    await rules.seed({
      ...PROFILES,
      [mine]: storedBlog(UID.farmer),
      [`${mine}/likeShards/3`]: { count: 1 },
      [theirs]: storedBlog(UID.otherFarmer),
      [`${mine}/likes/${UID.buyer}`]: { createdAt: Timestamp.now() },
    });
  });

  for (const role of ROLES) {
    describe(`as ${role}: reading`, () => {
      it('gets a blog and lists blogs, also one farmer’s', async () => {
        await assertSucceeds(getDoc(doc(rules.db(role), mine)));
        await assertSucceeds(getDocs(blogs(role)));
        await assertSucceeds(getDocs(query(blogs(role), where('authorId', '==', UID.farmer))));
      });
    });
  }

  describe('as the farmer who wrote bA', () => {
    const db = () => rules.db('farmer');

    it('cannot create a post, not even a perfect one: createBlog picks the id', async () => {
      await assertFails(addDoc(blogs('farmer'), newBlog(UID.farmer)));
      await assertFails(setDoc(doc(db(), 'blogs/chosen-id'), newBlog(UID.farmer)));
    });
    it('cannot recreate a deleted post at its old id (its old likes would count against it)', async () => {
      await assertSucceeds(deleteDoc(doc(db(), mine)));
      await assertFails(setDoc(doc(db(), mine), newBlog(UID.farmer)));
    });
    it('updates the title and description of their own post', async () => {
      await assertSucceeds(updateDoc(doc(db(), mine), editText));
    });
    it('cannot change the likes or the author of their own post', async () => {
      await assertFails(updateDoc(doc(db(), mine), { likes: 100, updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(db(), mine), { likes: increment(1), updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(db(), mine), { ...editText, authorId: UID.otherFarmer }));
      await assertFails(updateDoc(doc(db(), mine), { ...editText, author: authorOf(UID.otherFarmer) }));
      await assertFails(updateDoc(doc(db(), mine), { ...editText, createdAt: serverTimestamp() }));
    });
    it('cannot update with bad text, extra keys or a stale updatedAt', async () => {
      await assertFails(updateDoc(doc(db(), mine), { ...editText, title: '' }));
      await assertFails(updateDoc(doc(db(), mine), { ...editText, description: 'x'.repeat(20001) }));
      await assertFails(updateDoc(doc(db(), mine), { ...editText, pinned: true }));
      await assertFails(updateDoc(doc(db(), mine), { ...editText, description: deleteField() }));
      await assertFails(updateDoc(doc(db(), mine), { title: 'No timestamp' }));
    });
    it("cannot update or delete another farmer's post", async () => {
      await assertFails(updateDoc(doc(db(), theirs), editText));
      await assertFails(deleteDoc(doc(db(), theirs)));
    });
    it('deletes their own post', async () => {
      await assertSucceeds(deleteDoc(doc(db(), mine)));
    });
  });

  describe('as another farmer', () => {
    const db = () => rules.db('otherFarmer');

    it('creates neither their own post nor one in farmerA’s name', async () => {
      await assertFails(addDoc(blogs('otherFarmer'), newBlog(UID.otherFarmer)));
      await assertFails(addDoc(blogs('otherFarmer'), newBlog(UID.farmer)));
      await assertFails(addDoc(blogs('otherFarmer'), newBlog(UID.otherFarmer, { author: authorOf(UID.farmer) })));
    });
    it('cannot update or take over bA', async () => {
      await assertFails(updateDoc(doc(db(), mine), editText));
      await assertFails(updateDoc(doc(db(), mine), { authorId: UID.otherFarmer, updatedAt: serverTimestamp() }));
    });
    it('cannot delete bA', async () => {
      await assertFails(deleteDoc(doc(db(), mine)));
    });
  });

  const nonFarmers: Role[] = ['visitor', 'buyer', 'otherBuyer'];
  for (const role of nonFarmers) {
    describe(`as ${role}: writing`, () => {
      const db = () => rules.db(role);
      it('cannot create a post, even signed as a farmer', async () => {
        await assertFails(addDoc(blogs(role), newBlog(UID.farmer)));
      });
      it('cannot update a post or bump its likes', async () => {
        await assertFails(updateDoc(doc(db(), mine), editText));
        await assertFails(updateDoc(doc(db(), mine), { likes: increment(1) }));
      });
      it('cannot delete a post', async () => {
        await assertFails(deleteDoc(doc(db(), mine)));
      });
    });
  }

  describe('likes/{uid}', () => {
    const like = (role: Role, uid: string, blog = mine) => doc(rules.db(role), `${blog}/likes/${uid}`);
    const signedIn = ROLES.filter((r): r is Exclude<Role, 'visitor'> => r !== 'visitor');

    for (const role of signedIn) {
      describe(`as ${role}`, () => {
        const me = UID[role];
        const someoneElse = me === UID.buyer ? UID.otherBuyer : UID.buyer;
        it('gets their own like doc, present or not', async () => {
          await assertSucceeds(getDoc(like(role, me)));
          await assertSucceeds(getDoc(like(role, me, theirs)));
        });
        it("cannot get someone else's like or list the likes", async () => {
          await assertFails(getDoc(like(role, someoneElse)));
          await assertFails(getDocs(collection(rules.db(role), `${mine}/likes`)));
          await assertFails(getDocs(collectionGroup(rules.db(role), 'likes')));
        });
        it('cannot forge a like, for themselves or someone else', async () => {
          await assertFails(setDoc(like(role, me, theirs), { createdAt: serverTimestamp() }));
          await assertFails(setDoc(like(role, someoneElse, theirs), { createdAt: serverTimestamp() }));
        });
        it('cannot repeat or edit a like', async () => {
          await assertFails(setDoc(like(role, UID.buyer), { createdAt: serverTimestamp() }));
          await assertFails(updateDoc(like(role, UID.buyer), { createdAt: serverTimestamp() }));
        });
        it('cannot delete a like (unliking goes through a function)', async () => {
          await assertFails(deleteDoc(like(role, UID.buyer)));
        });
      });
    }

    describe('as visitor', () => {
      it('cannot get, list, create, update or delete likes', async () => {
        await assertFails(getDoc(like('visitor', UID.buyer)));
        await assertFails(getDocs(collection(rules.db('visitor'), `${mine}/likes`)));
        await assertFails(setDoc(like('visitor', 'visitor'), { createdAt: serverTimestamp() }));
        await assertFails(updateDoc(like('visitor', UID.buyer), { createdAt: serverTimestamp() }));
        await assertFails(deleteDoc(like('visitor', UID.buyer)));
      });
    });
  });

  describe('likeShards/{n}', () => {
    const shard = (role: Role) => doc(rules.db(role), `${mine}/likeShards/3`);
    for (const role of ROLES) {
      describe(`as ${role}`, () => {
        it('cannot read, list, bump, reset or delete a shard of the like counter', async () => {
          await assertFails(getDoc(shard(role)));
          await assertFails(getDocs(collection(rules.db(role), `${mine}/likeShards`)));
          await assertFails(setDoc(shard(role), { count: increment(1) }, { merge: true }));
          await assertFails(updateDoc(shard(role), { count: 0 }));
          await assertFails(deleteDoc(shard(role)));
        });
      });
    }
  });
});
