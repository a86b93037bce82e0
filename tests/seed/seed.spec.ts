import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { collection, doc, getDocs, query, serverTimestamp, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyerProfileSchema,
  farmerProfileSchema,
  nextStatus,
  ORDER_STATUSES,
  type OrderAction,
  type OrderStatus,
  type Role,
} from '../../functions/src/shared';
import { EMULATOR_ORDER_ID_KEY, orderIdFor } from '../../functions/src/orders/order-id';
import { DEMO_LOGINS, DEMO_PASSWORD, seed, type SeedCounts } from '../../scripts/seed.mjs';
import { signIn, type Client } from '../helpers/client';
import { APP_URL, clearSeeded, HOST, PORTS, PROJECT_ID } from '../helpers/env';

const PRODUCT_FIELDS = [
  'farmerId',
  'title',
  'titleLower',
  'description',
  'category',
  'pricePaise',
  'quantityG',
  'wholeKg',
  'inStock',
  'imageURL',
  'photos',
  'farmLocation',
  'searchTokens',
  'geo',
  'produceKey',
  'mandi',
  'createdAt',
  'updatedAt',
];
const ACTION_TO: Record<Exclude<OrderStatus, 'Pending'>, OrderAction> = {
  'Accepted!': 'accept',
  Declined: 'decline',
  Cancelled: 'cancel',
  Dispatched: 'dispatch',
  Delivered: 'deliver',
};

let admin: App;
let db: Firestore;
let counts: SeedCounts;
const open: Client[] = [];

const all = async (path: string) => (await db.collection(path).get()).docs;
/** A blog's like count: the sum of its counter shards. */
const shardSum = async (id: string) =>
  (await all(`blogs/${id}/likeShards`)).reduce((n, s) => n + Number(s.get('count') ?? 0), 0);
const byId = async (path: string) => new Map((await all(path)).map((d) => [d.id, d.data()]));

describe('demo seed', () => {
  beforeAll(async () => {
    counts = await seed({ clear: true });
    process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
    admin = initializeApp({ projectId: PROJECT_ID }, `seed-spec-${Date.now()}`);
    db = getFirestore(admin);
  });
  afterAll(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
    if (admin) await deleteApp(admin);
    // Other spec files expect an empty emulator.
    await clearSeeded();
  });

  it('writes enough of everything for a demo', async () => {
    const orders = await all('orders');
    expect((await all('farmers')).length).toBeGreaterThanOrEqual(3);
    expect((await all('users')).length).toBe(2);
    expect((await all('publicProfiles')).length).toBe(counts.farmers);
    expect((await all('products')).length).toBeGreaterThanOrEqual(15);
    expect((await all('blogs')).length).toBeGreaterThanOrEqual(6);
    expect(new Set(orders.map((o) => o.get('status'))).size).toBeGreaterThanOrEqual(4);
    expect(new Set(orders.map((o) => o.get('status')))).toEqual(new Set(ORDER_STATUSES));
    expect(counts).toMatchObject({ buyers: 2, orders: orders.length });
  });

  it('stores profiles that the signup schemas accept, shaped as completeSignup writes them', async () => {
    for (const [uid, f] of await byId('farmers')) {
      expect(Object.keys(f).sort()).toEqual(
        [
          'email',
          'firstName',
          'lastName',
          'farmName',
          'farmLocation',
          'geo',
          'profilePicture',
          'finances',
          'createdAt',
          'updatedAt',
        ].sort(),
      );
      const parsed = farmerProfileSchema.parse({ ...pick(f, 'firstName', 'lastName', 'farmName', 'farmLocation') });
      expect(parsed.farmLocation).toEqual(f.farmLocation);
      expect(f.createdAt).toBeInstanceOf(Timestamp);
      expect((await db.doc(`publicProfiles/${uid}`).get()).data()).toEqual({
        role: 'farmer',
        ...pick(f, 'firstName', 'lastName', 'farmName', 'farmLocation', 'profilePicture'),
      });
    }
    for (const [uid, u] of await byId('users')) {
      const parsed = buyerProfileSchema.parse(pick(u, 'firstName', 'lastName', 'phoneNumber', 'addresses'));
      expect(parsed.addresses).toEqual(u.addresses);
      // Only farmers are public.
      expect((await db.doc(`publicProfiles/${uid}`).get()).exists).toBe(false);
    }
  });

  it("gives every product exactly the rules' fields and its farmer's location", async () => {
    const farmers = await byId('farmers');
    const products = await all('products');
    expect(new Set(products.map((p) => p.get('category'))).size).toBe(7);
    for (const p of products.map((d) => d.data())) {
      expect(Object.keys(p).sort()).toEqual([...PRODUCT_FIELDS].sort());
      expect(p.farmLocation).toEqual(farmers.get(p.farmerId)?.farmLocation);
      expect(p.titleLower).toBe(p.title.toLowerCase());
      expect(Number.isInteger(p.pricePaise) && p.pricePaise > 0).toBe(true);
      // Grams, in steps of 0.1 kg, as the rules ask.
      expect(Number.isInteger(p.quantityG) && p.quantityG % 100 === 0).toBe(true);
      expect(typeof p.wholeKg).toBe('boolean');
      expect(p.inStock).toBe(p.quantityG > 0);
      expect(p.imageURL).toBe('');
      // One generated photo each (scripts/make-seed-photos.mjs): 1,280 × 960, the cover.
      expect(p.photos).toEqual([
        { id: expect.stringMatching(/^[a-f0-9]{32}$/), thumb: expect.any(String), w: 1280, h: 960 },
      ]);
      // Server-owned: what onProductWritten writes (tokens from the title, the farm's coordinates).
      expect(Array.isArray(p.searchTokens) && p.searchTokens.length > 0).toBe(true);
      expect(p.geo).toEqual(farmers.get(p.farmerId)?.geo);
      // No mandi prices are seeded, so no quote; the produce key is the title's (below).
      expect(p.mandi).toBeNull();
    }
    const onion = products.find((d) => d.get('title') === 'लाल प्याज');
    expect(onion?.get('produceKey')).toBe('onion');
  });

  it('writes search tokens that find a Hindi-titled product by its English and Hinglish names', async () => {
    const onion = (await all('products')).find((p) => p.get('title') === 'लाल प्याज')!;
    expect(onion.get('searchTokens')).toEqual(expect.arrayContaining(['onion', 'oni', 'pyaz', 'kanda', 'lal']));
  });

  it('places the demo farms in several states, every pincode in the centroid table', async () => {
    const farmers = [...(await byId('farmers')).values()];
    expect(new Set(farmers.map((f) => f.farmLocation.state)).size).toBeGreaterThanOrEqual(6);
    for (const f of farmers) {
      expect(typeof f.geo?.lat, f.farmName).toBe('number');
      expect(f.geo.geohash).toMatch(/^[0-9b-hjkmnp-z]{10}$/);
    }
  });

  it('lets a seeded farmer sign in with the farmer role and edit a product under the rules', async () => {
    const login = DEMO_LOGINS.find((l) => l.role === 'farmer')!;
    const c = await signIn(login.email, DEMO_PASSWORD);
    open.push(c);
    const token = await c.auth.currentUser!.getIdTokenResult();
    expect(token.claims.role).toBe('farmer');
    expect(token.claims.name).toBe(login.name);
    // The update rule re-validates every field, so this fails if a seeded value breaks a rule.
    const mine = await all('products').then((ps) => ps.find((p) => p.get('farmerId') === c.auth.currentUser!.uid)!);
    const title = `${mine.get('title')} (fresh lot)`;
    await updateDoc(doc(c.db, 'products', mine.id), {
      title,
      titleLower: title.toLowerCase(),
      updatedAt: serverTimestamp(),
    });
  });

  it('keeps every blog like count (shards and card) equal to its likes documents', async () => {
    const farmers = await byId('farmers');
    for (const b of await all('blogs')) {
      const likes = await all(`blogs/${b.id}/likes`);
      expect(await shardSum(b.id)).toBe(likes.length);
      expect((await db.doc(`blogCards/${b.id}`).get()).get('likes')).toBe(likes.length);
      expect(farmers.has(b.get('authorId'))).toBe(true);
      for (const l of likes) expect(l.get('userType')).toBe(farmers.has(l.id) ? 'Farmer' : 'User');
    }
  });

  it('gives every order a timeline of legal steps and consistent snapshots', async () => {
    const farmers = await byId('farmers');
    const users = await byId('users');
    for (const d of await all('orders')) {
      const o = d.data();
      // The id placeBuyRequest would give it, so a retried request finds the seeded order.
      expect(d.id).toBe(orderIdFor(o.buyerId, o.requestId, EMULATOR_ORDER_ID_KEY));
      const timeline = o.timeline as Array<{ status: OrderStatus; by: string; role: Role; at: number; note?: string }>;
      expect(timeline[0]).toMatchObject({ status: 'Pending', by: o.buyerId, role: 'user' });
      let buyRequests = 'Requested';
      for (let i = 1; i < timeline.length; i++) {
        const step = timeline[i];
        const to = step.status as Exclude<OrderStatus, 'Pending'>;
        const result = nextStatus(timeline[i - 1].status, ACTION_TO[to], step.role);
        expect(result).toMatchObject({ ok: true, to });
        if (result.ok) buyRequests = result.buyRequests;
        expect(step.by).toBe(step.role === 'farmer' ? o.farmerId : o.buyerId);
        expect(step.at).toBeGreaterThan(timeline[i - 1].at);
      }
      expect(o.status).toBe(timeline[timeline.length - 1].status);
      expect(o.buyRequests).toBe(buyRequests);
      // Paise per kg × grams ÷ 1000; the seed's orders are whole kg, so exact.
      expect(o.totalPaise).toBe((o.pricePaise * o.quantityG) / 1000);
      expect(o.declineReason === null).toBe(o.status !== 'Declined');
      if (o.status === 'Declined') expect(timeline[timeline.length - 1].note).toBe(o.declineReason);
      expect(o.updatedAt.toMillis()).toBe(timeline[timeline.length - 1].at);
      expect(o.createdAt.toMillis()).toBe(timeline[0].at);
      const farmer = farmers.get(o.farmerId)!;
      const buyer = users.get(o.buyerId)!;
      expect(o.farmLocation).toEqual(farmer.farmLocation);
      // Contact details only once accepted, as updateOrder adds them.
      const accepted = timeline.some((e) => e.status === 'Accepted!');
      expect(o.farmer).toEqual({
        name: `${farmer.firstName} ${farmer.lastName}`,
        farmName: farmer.farmName,
        farmLocation: farmer.farmLocation,
        contact: accepted ? { email: farmer.email, emailVerified: true } : null,
      });
      expect(o.buyer).toMatchObject({
        name: `${buyer.firstName} ${buyer.lastName}`,
        contact: accepted ? { email: buyer.email, emailVerified: false, phoneNumber: buyer.phoneNumber } : null,
      });
      expect(buyer.addresses).toContainEqual(o.buyer.address);
      expect((await db.doc(`products/${o.productId}`).get()).get('farmerId')).toBe(o.farmerId);
      expect(o.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('lets a seeded buyer list their own orders under the rules', async () => {
    const login = DEMO_LOGINS.find((l) => l.role === 'user')!;
    const c = await signIn(login.email, DEMO_PASSWORD);
    open.push(c);
    const uid = c.auth.currentUser!.uid;
    expect((await c.auth.currentUser!.getIdTokenResult()).claims.role).toBe('user');
    const mine = await getDocs(query(collection(c.db, 'orders'), where('buyerId', '==', uid)));
    expect(mine.size).toBe((await db.collection('orders').where('buyerId', '==', uid).get()).size);
    expect(mine.size).toBeGreaterThan(0);
  });

  it("stores each product's photo as two small WebP copies, which the photo function serves", async () => {
    const photos = await byId('productPhotos');
    const products = await all('products');
    expect(photos.size).toBe(products.length * 2);
    for (const product of products) {
      const [cover] = product.get('photos') as Array<{ id: string; thumb: string }>;
      for (const [id, variant, width] of [
        [cover!.id, 'full', 1280],
        [cover!.thumb, 'thumb', 480],
      ] as const) {
        const stored = photos.get(id)!;
        expect([stored.productId, stored.variant, stored.type, stored.width]).toEqual([
          product.id,
          variant,
          'image/webp',
          width,
        ]);
        expect(stored.size).toBeLessThan(200_000);
      }
    }
    const cover = (products[0]!.get('photos') as Array<{ thumb: string }>)[0]!;
    const res = await fetch(`${APP_URL}/photos/${cover.thumb}`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/webp']);
  });

  it('overwrites on a second run: same counts, and a stray like is removed', async () => {
    const blog = (await all('blogs'))[0];
    await db.doc(`blogs/${blog.id}/likes/someone-else`).set({ userType: 'User', createdAt: Timestamp.now() });
    const before = { products: (await all('products')).length, orders: (await all('orders')).length };
    expect(await seed()).toEqual(counts);
    expect((await all('products')).length).toBe(before.products);
    expect((await all('orders')).length).toBe(before.orders);
    expect((await all(`blogs/${blog.id}/likes`)).length).toBe(await shardSum(blog.id));
  });

  it('survives a reset while the emulators run: deleted blogs do not take the new likes with them', async () => {
    await seed({ clear: true });
    // onBlogDeleted would remove the likes of the cleared blogs, which the seed has just rewritten.
    // A marker blog deleted after the seed goes through the same trigger: once its like is gone,
    // the trigger has handled events issued after the clear's, so any harm would show by now.
    const marker = db.doc('blogs/seed-spec-marker');
    await marker.set({ title: 'marker', likes: 1 });
    await marker.collection('likes').doc('marker-liker').set({ userType: 'User', createdAt: Timestamp.now() });
    await marker.delete();
    await expect.poll(async () => (await all(`${marker.path}/likes`)).length, { timeout: 30_000 }).toBe(0);
    let total = 0;
    for (const b of await all('blogs')) {
      const likes = await shardSum(b.id);
      expect((await all(`blogs/${b.id}/likes`)).length).toBe(likes);
      total += likes;
    }
    expect(total).toBe(counts.likes);
  });
});

function pick(data: DocumentData, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, data[k]]));
}
