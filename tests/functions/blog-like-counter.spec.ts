import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { deleteDoc, doc, setDoc } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { likeBlogFor } from '../../functions/src/blogs/like-blog';
import { signUpAs, type Client } from '../helpers/client';
import { clearAuth, clearFirestore, PROJECT_ID } from '../helpers/env';
import { blogDoc, expectDenied, likeDocIds, uidOf, waitFor } from './blog-helpers';

// The like counter under pressure: (1) issue 12 point 1, a blog id can never
// come back, so an old like can never count against a new blog; (2) issue 14
// point 3, 200 likes at once on one blog are all counted, each within a bounded
// number of transaction attempts, on a sharded counter.

let admin: App;
let db: Firestore;
const open: Client[] = [];
const track = (c: Client) => (open.push(c), c);

beforeAll(() => {
  admin = initializeApp({ projectId: PROJECT_ID }, `like-counter-${Date.now()}`);
  db = getFirestore(admin);
});
afterAll(async () => {
  await deleteApp(admin);
});
beforeEach(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

const shardSum = async (id: string) =>
  (await db.collection(`blogs/${id}/likeShards`).get()).docs.reduce((n, d) => n + Number(d.get('count') ?? 0), 0);

/** A blog written past the rules (as the seed does), the same way on every version of the app. */
async function storedBlog(author: Client, title: string): Promise<string> {
  const ref = db.collection('blogs').doc();
  const data = await blogDoc(author, title, 'Text');
  await ref.set({ ...data, createdAt: Timestamp.now(), updatedAt: Timestamp.now() });
  return ref.id;
}

describe('like counter integrity (issue 12 point 1)', () => {
  it('a liked blog, once deleted, cannot be recreated at its id, so a late Unlike never counts against it', async () => {
    const f = track(await signUpAs('farmer', 'ramesh@example.com'));
    const b = track(await signUpAs('user', 'anita@example.com'));
    const id = await storedBlog(f, 'Liked then deleted');
    await b.call('likeBlog', { blogId: id });
    expect(await likeDocIds(id)).toEqual([uidOf(b)]);

    await deleteDoc(doc(f.db, 'blogs', id));
    // The author tries to bring the id back with a fresh blog (likes: 0) before
    // onBlogDeleted has removed the old like.
    await expectDenied(setDoc(doc(f.db, 'blogs', id), await blogDoc(f, 'Same id again', 'New text')), 'reusing the id');

    // The liker's Unlike finds no blog: nothing is counted anywhere.
    await expect(b.call('unlikeBlog', { blogId: id })).rejects.toMatchObject({ code: 'functions/not-found' });
    await waitFor(async () => (await likeDocIds(id)).length === 0, 'the old like removed with its blog');
    expect((await db.doc(`blogs/${id}`).get()).exists).toBe(false);
    await waitFor(async () => (await db.collection(`blogs/${id}/likeShards`).get()).empty, 'the old shards removed');
  });

  it('keeps shards == like documents through like, unlike and a like after a delete', async () => {
    const f = track(await signUpAs('farmer', 'ramesh@example.com'));
    const b = track(await signUpAs('user', 'anita@example.com'));
    const id = (await f.call<{ id: string }>('createBlog', { title: 'Counted', description: 'Text' })).id;
    await b.call('likeBlog', { blogId: id });
    await b.call('unlikeBlog', { blogId: id });
    await b.call('likeBlog', { blogId: id });
    expect(await shardSum(id)).toBe(1);
    expect(await likeDocIds(id)).toHaveLength(1);
    await deleteDoc(doc(f.db, 'blogs', id));
    await expect(b.call('unlikeBlog', { blogId: id })).rejects.toMatchObject({ code: 'functions/not-found' });
    await expect(b.call('likeBlog', { blogId: id })).rejects.toMatchObject({ code: 'functions/not-found' });
    await waitFor(async () => (await likeDocIds(id)).length === 0 && (await shardSum(id)) === 0, 'all gone');
  });
});

describe('a viral blog (issue 14 point 3)', () => {
  // The card exists before the likes arrive, as it does a moment after createBlog.
  const cardMade = (id: string) => waitFor(async () => (await db.doc(`blogCards/${id}`).get()).exists, 'the card');

  it('counts 200 simultaneous likes, each in at most 5 attempts, and the card shows 200 (rewritten about once a second)', async () => {
    const f = track(await signUpAs('farmer', 'ramesh@example.com'));
    const id = (await f.call<{ id: string }>('createBlog', { title: 'Viral', description: 'Everyone likes it' })).id;
    await cardMade(id);
    // The likeBlog callable's own body, run 200 times at once in this process:
    // the functions emulator starts one worker process per concurrent request,
    // which 2 cores cannot hold 200 of. Each liker is a distinct verified uid,
    // as the callable passes it; every call runs its transaction with
    // maxAttempts 5, so a call that needed more would fail here.
    const likers = Array.from({ length: 200 }, (_, i) => `liker-${String(i).padStart(3, '0')}`);
    const started = Date.now();
    const outcomes = await Promise.allSettled(likers.map((uid) => likeBlogFor(uid, 'user', { blogId: id }, true)));
    const ms = Date.now() - started;
    const failed = outcomes.filter((o) => o.status === 'rejected');
    console.log(`200 simultaneous likes: ${ms} ms, ${failed.length} failed`);
    expect(failed.map((o) => String((o as PromiseRejectedResult).reason))).toEqual([]);

    expect((await db.collection(`blogs/${id}/likes`).count().get()).data().count).toBe(200);
    expect(await shardSum(id)).toBe(200);
    // Spread over the shards, not piled on one document.
    const shards = (await db.collection(`blogs/${id}/likeShards`).get()).docs;
    expect(shards.length).toBeGreaterThan(1);
    expect(Math.max(...shards.map((s) => Number(s.get('count'))))).toBeLessThan(200);
    // The last call to return saw every like counted on the card.
    const answers = outcomes.map((o) => (o as PromiseFulfilledResult<{ likes: number }>).value.likes);
    expect(Math.max(...answers)).toBe(200);
    expect((await db.doc(`blogCards/${id}`).get()).get('likes')).toBe(200);
  }, 180_000);
});
