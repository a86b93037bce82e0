import { createUserWithEmailAndPassword } from 'firebase/auth';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { doc as liteDoc, getDoc as liteGetDoc } from 'firebase/firestore/lite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newClient, signUpAs, type Client } from '../helpers/client';
import { clearAuth, clearFirestore, messageOf } from '../helpers/env';
import { blogDoc, cardLikes, createBlogAs, expectDenied, likeDocIds, uidOf, waitFor } from './blog-helpers';

// Denied writes are the point of several tests here; the SDK would warn about each one.
setLogLevel('error');

// Blogs through real signed-up clients: createBlog creates them (server ids),
// the rules decide who edits what, and the like callables keep the card's
// `likes` equal to the like documents.

const open: Client[] = [];
const track = (c: Client) => (open.push(c), c);
const farmer = async (email = 'ramesh@example.com') => track(await signUpAs('farmer', email));
const buyer = async (email = 'anita@example.com') => track(await signUpAs('user', email));
const like = (c: Client, blogId: string) => c.call<{ likes: number; liked: boolean }>('likeBlog', { blogId });
const unlike = (c: Client, blogId: string) => c.call<{ likes: number; liked: boolean }>('unlikeBlog', { blogId });
const likesOf = cardLikes;

beforeEach(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

describe('createBlog', () => {
  it('posts as the calling farmer, with the names from their public profile, at a server-picked id', async () => {
    const f = await farmer();
    const id = await createBlogAs(f, 'Drip irrigation', 'Line one\n\nLine two');
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    const snap = await getDoc(doc(f.db, 'blogs', id));
    expect(snap.data()).toMatchObject({
      authorId: uidOf(f),
      author: { firstName: 'Ramesh', lastName: 'Patil', profilePicture: '' },
      title: 'Drip irrigation',
      description: 'Line one\n\nLine two',
    });
    expect(snap.get('createdAt')).toBeInstanceOf(Timestamp);
    // Its card comes in the same commit (listed at once, not after a trigger):
    // names, excerpt and search tokens, no full text.
    const card = (await getDoc(doc(f.db, 'blogCards', id))).data()!;
    expect(card).toMatchObject({ authorId: uidOf(f), title: 'Drip irrigation', excerpt: 'Line one\n\nLine two' });
    // Words and their prefixes, repeated letters folded ('irrigation' is kept as 'irigation',
    // so either spelling finds it).
    expect(card.searchTokens).toEqual(expect.arrayContaining(['dr', 'drip', 'irigation', 'ra', 'ramesh', 'patil']));
    expect(card.description).toBeUndefined();
  });

  it('keeps the card in step with edits and long texts, and removes it with the blog', async () => {
    const f = await farmer();
    const id = await createBlogAs(f, 'Old title', 'x'.repeat(5000));
    // Polled below, through one-shot reads (tests/helpers/client.ts, `lite`).
    const card = async () => (await liteGetDoc(liteDoc(f.lite, 'blogCards', id))).data();
    expect((await card())?.excerpt).toBe('x'.repeat(200));
    await updateDoc(doc(f.db, 'blogs', id), {
      title: 'Mulching',
      description: 'Short now',
      updatedAt: serverTimestamp(),
    });
    await waitFor(async () => (await card())?.excerpt === 'Short now', 'the edited excerpt');
    expect((await card())?.title).toBe('Mulching');
    expect((await card())?.searchTokens).toContain('mulch');
    expect((await card())?.searchTokens).not.toContain('old');
    await deleteDoc(doc(f.db, 'blogs', id));
    await waitFor(async () => (await card()) === undefined, 'the card removed');
  });

  it('refuses bad text with the field message, and buyers and visitors', async () => {
    const f = await farmer();
    const refused: Array<[string, unknown, string]> = [
      ['an empty title', { title: ' ', description: 'Body' }, 'Title is required'],
      [
        'a title of 151 characters',
        { title: 'x'.repeat(151), description: 'Body' },
        'Title can be at most 150 characters long',
      ],
      ['an empty text', { title: 'Title', description: '\n' }, 'Description is required'],
      [
        'a text of 20,001 characters',
        { title: 'Title', description: 'y'.repeat(20_001) },
        'Description can be at most 20000 characters long',
      ],
    ];
    for (const [what, input, message] of refused) {
      const err = await f.call('createBlog', input).catch((e: unknown) => e);
      expect(err, what).toMatchObject({ code: 'functions/invalid-argument' });
      expect(messageOf(err), what).toBe(message);
    }
    await expect(f.call('createBlog', { title: 'T', description: 'D', authorId: 'x' })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
    // The bounds themselves are allowed.
    await createBlogAs(f, 't'.repeat(150), 'd'.repeat(20_000));

    const b = await buyer();
    await expect(createBlogAs(b, 'Buyer post', 'Body')).rejects.toMatchObject({ code: 'functions/permission-denied' });
    const v = track(newClient());
    await expect(createBlogAs(v, 'Visitor post', 'Body')).rejects.toMatchObject({ code: 'functions/unauthenticated' });
  });

  it('is the only way in: no client creates a blog, at a new id or a chosen one', async () => {
    const f = await farmer();
    const good = await blogDoc(f, 'Title', 'Body');
    await expectDenied(addDoc(collection(f.db, 'blogs'), good), 'a new id');
    await expectDenied(setDoc(doc(f.db, 'blogs', 'my-own-id'), good), 'a chosen id');
  });
});

describe('blog rules: update and delete', () => {
  it('lets only the author edit the title and text', async () => {
    const f = await farmer();
    const other = await farmer('sunita@example.com');
    const b = await buyer();
    const v = track(newClient());
    const id = await createBlogAs(f, 'Old title', 'Old text');
    const edit = { title: 'New title', description: 'New text', updatedAt: serverTimestamp() };

    await expectDenied(updateDoc(doc(other.db, 'blogs', id), edit), 'another farmer');
    await expectDenied(updateDoc(doc(b.db, 'blogs', id), edit), 'a buyer');
    await expectDenied(updateDoc(doc(v.db, 'blogs', id), edit), 'a visitor');
    await expectDenied(
      updateDoc(doc(f.db, 'blogs', id), { likes: 99, updatedAt: serverTimestamp() }),
      'the author setting likes',
    );
    await expectDenied(updateDoc(doc(f.db, 'blogs', id), { ...edit, authorId: uidOf(other) }), 'moving the blog');
    await expectDenied(updateDoc(doc(f.db, 'blogs', id), { ...edit, title: 'z'.repeat(151) }), 'too long');

    await updateDoc(doc(f.db, 'blogs', id), edit);
    expect((await getDoc(doc(v.db, 'blogs', id))).data()).toMatchObject({ title: 'New title' });
  });

  it('lets only the author delete, and the blog’s likes go with it', async () => {
    const f = await farmer();
    const other = await farmer('sunita@example.com');
    const b = await buyer();
    const v = track(newClient());
    const id = await createBlogAs(f, 'To delete', 'Text');
    await like(b, id);
    await like(other, id);
    expect(await likeDocIds(id)).toHaveLength(2);

    await expectDenied(deleteDoc(doc(other.db, 'blogs', id)), 'another farmer');
    await expectDenied(deleteDoc(doc(b.db, 'blogs', id)), 'a buyer');
    await expectDenied(deleteDoc(doc(v.db, 'blogs', id)), 'a visitor');

    await deleteDoc(doc(f.db, 'blogs', id));
    expect((await getDoc(doc(v.db, 'blogs', id))).exists()).toBe(false);
    // onBlogDeleted removes the likes subcollection.
    await waitFor(async () => (await likeDocIds(id)).length === 0, 'likes of a deleted blog removed');
    expect((await getDoc(doc(b.db, 'blogs', id, 'likes', uidOf(b)))).exists()).toBe(false);
  });
});

describe('likeBlog and unlikeBlog', () => {
  it('records one like per person against their auth uid, and unlike takes it back', async () => {
    const f = await farmer();
    const b = await buyer();
    const other = await farmer('sunita@example.com');
    const id = await createBlogAs(f, 'Likeable', 'Text');

    expect(await like(b, id)).toEqual({ likes: 1, liked: true });
    expect((await getDoc(doc(b.db, 'blogs', id, 'likes', uidOf(b)))).data()).toMatchObject({ userType: 'User' });
    const again = await like(b, id).catch((e: unknown) => e);
    expect(again).toMatchObject({ code: 'functions/failed-precondition' });
    expect(messageOf(again)).toBe('You already liked this blog');
    expect(await likesOf(b, id)).toBe(1);

    expect(await like(other, id)).toEqual({ likes: 2, liked: true });
    expect((await getDoc(doc(other.db, 'blogs', id, 'likes', uidOf(other)))).get('userType')).toBe('Farmer');
    expect((await like(f, id)).likes).toBe(3); // authors may like their own blog, once

    expect(await unlike(b, id)).toEqual({ likes: 2, liked: false });
    expect((await getDoc(doc(b.db, 'blogs', id, 'likes', uidOf(b)))).exists()).toBe(false);
    const twice = await unlike(b, id).catch((e: unknown) => e);
    expect(twice).toMatchObject({ code: 'functions/failed-precondition' });
    expect(messageOf(twice)).toBe('You have not liked this blog');
    expect(await like(b, id)).toEqual({ likes: 3, liked: true });
    expect((await likeDocIds(id)).sort()).toEqual([uidOf(b), uidOf(other), uidOf(f)].sort());
  });

  it('asks visitors and unfinished accounts to log in, and knows unknown blogs', async () => {
    const f = await farmer();
    const id = await createBlogAs(f, 'Likeable', 'Text');
    const v = track(newClient());
    const err = await like(v, id).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'functions/unauthenticated' });
    expect(messageOf(err)).toBe('Please log in to like blogs');

    const newcomer = track(newClient());
    await createUserWithEmailAndPassword(newcomer.auth, 'half@example.com', 'secret1');
    await expect(like(newcomer, id)).rejects.toMatchObject({ code: 'functions/unauthenticated' });

    const missing = await like(f, 'no-such-blog').catch((e: unknown) => e);
    expect(missing).toMatchObject({ code: 'functions/not-found' });
    expect(messageOf(missing)).toBe('Blog not found');
    expect(await likesOf(f, id)).toBe(0);
  });

  it('refuses forged likes: ids in the request, direct writes, other people’s likes', async () => {
    const f = await farmer();
    const b = await buyer();
    const other = await buyer('vikram@example.com');
    const id = await createBlogAs(f, 'Likeable', 'Text');

    for (const input of [{ blogId: id, userId: uidOf(other) }, { blogId: `${id}/likes/x` }, { blogId: '' }, {}]) {
      await expect(b.call('likeBlog', input)).rejects.toMatchObject({ code: 'functions/invalid-argument' });
    }
    const likeRef = (c: Client, uid: string) => doc(c.db, 'blogs', id, 'likes', uid);
    await expectDenied(setDoc(likeRef(b, uidOf(b)), { userType: 'User', createdAt: serverTimestamp() }), 'own like');
    await expectDenied(setDoc(likeRef(b, uidOf(other)), { userType: 'User' }), "someone else's like");
    await expectDenied(updateDoc(doc(b.db, 'blogs', id), { likes: 1 }), 'the counter');

    await like(other, id);
    await expectDenied(getDoc(likeRef(b, uidOf(other))), "reading someone else's like");
    await expectDenied(getDocs(collection(b.db, 'blogs', id, 'likes')), 'listing the likes');
    await expectDenied(deleteDoc(likeRef(other, uidOf(other))), 'deleting a like directly');
    expect(await likesOf(b, id)).toBe(1);
    expect(await likeDocIds(id)).toEqual([uidOf(other)]);
  });

  it('counts exactly 20 when 20 people like at once', async () => {
    const f = await farmer();
    const id = await createBlogAs(f, 'Popular', 'Text');
    // Accounts in small batches: the functions emulator starts one worker process
    // per concurrent request, and 20 signups at once overwhelm a 2-core machine.
    const people: Client[] = [];
    for (let i = 0; i < 20; i += 5) {
      const batch = Array.from({ length: 5 }, (_, j) => i + j);
      people.push(
        ...(await Promise.all(batch.map((n) => signUpAs(n % 2 ? 'user' : 'farmer', `p${n}@example.com`).then(track)))),
      );
    }
    const started = Date.now();
    const results = await Promise.all(people.map((p) => like(p, id)));
    console.log(`20 simultaneous likes took ${Date.now() - started} ms`);
    expect(results.every((r) => r.liked)).toBe(true);
    // Each answer is the count right after that like; the last one to finish saw all 20.
    expect(Math.max(...results.map((r) => r.likes))).toBe(20);
    expect(await likesOf(f, id)).toBe(20);
    expect(await likeDocIds(id)).toHaveLength(20);
    // 20 signups and 20 cold function workers on a 2-core machine take a while.
  }, 240_000);

  it('lets one person’s repeated simultaneous likes count once', async () => {
    const f = await farmer();
    const b = await buyer();
    const id = await createBlogAs(f, 'Double tap', 'Text');
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => like(b, id)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((x) => x.status === 'rejected')) {
      expect((o as PromiseRejectedResult).reason).toMatchObject({ code: 'functions/failed-precondition' });
    }
    expect(await likesOf(b, id)).toBe(1);
    expect(await likeDocIds(id)).toEqual([uidOf(b)]);
  });
});
