import { doc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearAuth, clearFirestore, clearSeeded, setTriggers } from '../helpers/env';
import { HOSTING_BASE, expectError, legacy, signUpFarmer, signUpUser, type LegacyAccount } from '../helpers/legacy-api';
import { closeAdmin, withAdmin } from '../helpers/orders';

// The old list routes, bounded (issue 14 point 2): the same answer shapes, but
// at most 100 products or 50 blogs per call, newest first, with `?after=<_id>`
// for the next ones; the market answer is public and the CDN may keep it 30 s.

let farmer: LegacyAccount;
let buyer: LegacyAccount;
const T0 = Date.parse('2026-01-01T00:00:00Z');
const pad = (i: number) => String(i).padStart(3, '0');

describe('legacy API: bounded list routes', () => {
  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    [farmer, buyer] = await Promise.all([signUpFarmer('ramesh@example.com'), signUpUser('anita@example.com')]);
    // Background triggers off while the data is written straight in (as the seed does): 160 cards are not the point here.
    await setTriggers(false);
    try {
      await withAdmin(async (db) => {
        const batch = writeBatch(db);
        for (let i = 1; i <= 105; i++) {
          batch.set(doc(db, 'products', `p${pad(i)}`), {
            farmerId: farmer.id,
            title: `Tomatoes ${pad(i)}`,
            titleLower: `tomatoes ${pad(i)}`,
            description: 'Fresh',
            category: 'Vegetables',
            pricePaise: 4000,
            quantityG: 10_000,
            wholeKg: false,
            inStock: true,
            imageURL: '',
            farmLocation: { pincode: 413512, state: 'Maharashtra', district: 'Latur' },
            createdAt: Timestamp.fromMillis(T0 + i * 60_000),
            updatedAt: Timestamp.fromMillis(T0 + i * 60_000),
          });
        }
        for (let i = 1; i <= 55; i++) {
          const at = Timestamp.fromMillis(T0 + i * 60_000);
          batch.set(doc(db, 'blogs', `b${pad(i)}`), {
            authorId: farmer.id,
            author: { firstName: 'Ramesh', lastName: 'Patil', profilePicture: '' },
            title: `Blog ${pad(i)}`,
            description: 'Text',
            createdAt: at,
            updatedAt: at,
          });
          batch.set(doc(db, 'blogCards', `b${pad(i)}`), { likes: i === 3 ? 1 : 0 });
        }
        batch.set(doc(db, `blogs/b003/likes/${buyer.id}`), { userType: 'User', createdAt: Timestamp.now() });
        batch.set(doc(db, 'blogs/b003/likeShards/0'), { count: 1 });
        await batch.commit();
      });
    } finally {
      await setTriggers(true);
    }
  });
  afterAll(async () => {
    await closeAdmin();
    // Deleted with the triggers on, the 160 documents would queue some 400 trigger runs
    // ahead of the next file's calls (the emulator's work queue is one line for both).
    await clearSeeded();
  });

  it('GET /market_product answers the newest 100, then the rest after the last _id, cacheable by the CDN', async () => {
    type Market = { data: Array<{ _id: string }>; farmerData: Array<{ _id: string }> };
    const first = await legacy<Market>('GET', '/market_product', { base: HOSTING_BASE });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(100);
    expect(first.body.data[0]!._id).toBe('p105');
    expect(first.body.data[99]!._id).toBe('p006');
    expect(first.body.farmerData.map((f) => f._id)).toEqual([farmer.id]);
    const res = await fetch(`${HOSTING_BASE}/market_product`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=30');

    const next = await legacy<Market>('GET', '/market_product?after=p006');
    expect(next.body.data.map((p) => p._id)).toEqual(['p005', 'p004', 'p003', 'p002', 'p001']);
    expectError(await legacy('GET', '/market_product?after=nope'), 400, /after must be the _id of a product/);
  });

  it('GET /blogs answers the newest 50 with counts and only the caller’s own like, then the rest', async () => {
    type Blog = { _id: string; likes: number; likedBy: unknown[]; description: string };
    const first = await legacy<Blog[]>('GET', '/blogs', { token: buyer.token });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(50);
    expect(first.body[0]!._id).toBe('b055');
    expect(first.body[49]!._id).toBe('b006');
    const rest = await legacy<Blog[]>('GET', '/blogs?after=b006', { token: buyer.token });
    expect(rest.body.map((b) => b._id)).toEqual(['b005', 'b004', 'b003', 'b002', 'b001']);
    expect(rest.body[2]).toMatchObject({
      likes: 1,
      likedBy: [{ userId: buyer.id, userType: 'User' }],
      description: 'Text',
    });
    expect(rest.body[1]).toMatchObject({ likes: 0, likedBy: [] });
    // A visitor sees the counts, never who liked.
    const anonymous = await legacy<Blog[]>('GET', '/blogs?after=b004');
    expect(anonymous.body[0]).toMatchObject({ _id: 'b003', likes: 1, likedBy: [] });
    expectError(await legacy('GET', '/blogs?after=nope'), 400, /after must be the _id of a blog/);

    const mine = await legacy<Blog[]>('GET', `/blogs/farmer/${farmer.id}`);
    expect(mine.body).toHaveLength(50);
    const posts = await legacy<{ Blog: Blog[] }>('GET', `/currentFarmerDataPosts?FarmerID=${farmer.id}&after=b006`);
    expect(posts.body.Blog).toHaveLength(5);
  });
});
