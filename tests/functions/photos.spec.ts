import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { deleteDoc, doc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanPhotos } from '../../functions/src/products/photo-sweep';
import { signUpAs, type Client } from '../helpers/client';
import { APP_URL, clearAuth, clearFirestore, HOST, PORTS, PROJECT_ID, TRIGGER_WAIT_MS } from '../helpers/env';
import { pngHeaderOf, pngOf } from '../helpers/images';
import { HOSTING_BASE } from '../helpers/legacy-api';
import { closeAdmin, expectRefused, listProduct, readDoc } from '../helpers/orders';

// Product photos (issue 24): addProductPhoto and arrangeProductPhotos check the
// bytes and the owner, the photo function serves a stored copy at /photos/{id}
// through Hosting with a year-long immutable cache, and a deleted product or
// photo takes its bytes with it (the trigger, and the daily sweep for orphans).

interface Photo {
  id: string;
  thumb: string;
  w: number;
  h: number;
}
let farmer: Client;
let other: Client;
let buyer: Client;
let admin: App;
const b64 = (bytes: Buffer) => bytes.toString('base64');
const FULL = pngOf(1280, 960);
const THUMB = pngOf(480, 360);
const add = (c: Client, productId: string, full: Buffer = FULL, thumb: Buffer = THUMB) =>
  c.call<{ photos: Photo[] }>('addProductPhoto', { productId, full: b64(full), thumb: b64(thumb) });
const arrange = (c: Client, productId: string, photos: string[]) =>
  c.call<{ photos: Photo[] }>('arrangeProductPhotos', { productId, photos });
const served = (id: string) => fetch(`${APP_URL}/photos/${id}`);

describe('product photos', () => {
  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    [farmer, other, buyer] = await Promise.all([
      signUpAs('farmer', 'ramesh@example.com'),
      signUpAs('farmer', 'other@example.com'),
      signUpAs('user', 'anita@example.com'),
    ]);
    process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
    admin = initializeApp({ projectId: PROJECT_ID }, `photos-spec-${Date.now()}`);
  });
  afterAll(async () => {
    await Promise.all([farmer, other, buyer].map((c) => c?.close()));
    await closeAdmin();
    if (admin) await deleteApp(admin);
  });

  it('stores a photo, lists it on the product and serves its bytes with an immutable cache', async () => {
    const productId = await listProduct(farmer, { title: 'Red Onion' });
    const { photos } = await add(farmer, productId);
    expect(photos).toEqual([
      { id: expect.stringMatching(/^[a-f0-9]{32}$/), thumb: expect.any(String), w: 1280, h: 960 },
    ]);
    expect((await readDoc(`products/${productId}`))?.photos).toEqual(photos);

    for (const [id, bytes] of [
      [photos[0]!.id, FULL],
      [photos[0]!.thumb, THUMB],
    ] as const) {
      const res = await served(id);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
    // An old client's market list shows the cover photo as the product's imageURL.
    const market = (await (await fetch(`${HOSTING_BASE}/market_product`)).json()) as {
      data: Array<{ _id: string; imageURL: string }>;
    };
    expect(market.data.find((p) => p._id === productId)?.imageURL).toBe(`/photos/${photos[0]!.id}`);
    // The same bytes again (a retry after a lost answer) find their photo.
    expect((await add(farmer, productId)).photos).toEqual(photos);
    expect((await served('0123456789abcdef0123456789abcdef')).status).toBe(404);
  });

  it('refuses bad files by their bytes, with a clear message, and changes nothing', async () => {
    const productId = await listProduct(farmer, { title: 'Tomato' });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
    const cases: Array<[string, () => Promise<unknown>, string, string]> = [
      [
        'a PDF',
        () => add(farmer, productId, pdf),
        'invalid-argument',
        'This file is not a photo. Choose a JPEG, PNG or WebP image.',
      ],
      [
        'an empty file',
        () => add(farmer, productId, Buffer.alloc(0)),
        'invalid-argument',
        'This file is empty. Choose a photo.',
      ],
      [
        'a photo the browser did not shrink (250 KB)',
        () => add(farmer, productId, Buffer.concat([FULL, Buffer.alloc(250_000)])),
        'invalid-argument',
        'This photo is still too big after shrinking: at most 200 KB. Try another photo.',
      ],
      [
        'a 20,000 × 20,000 photo',
        () => add(farmer, productId, pngHeaderOf(20_000, 20_000)),
        'invalid-argument',
        'This photo is too large: at most 1,280 pixels on its long side (480 for the thumbnail)',
      ],
      [
        'a thumbnail larger than 480 px',
        () => add(farmer, productId, FULL, pngOf(640, 480)),
        'invalid-argument',
        'This photo is too large: at most 1,280 pixels on its long side (480 for the thumbnail)',
      ],
      [
        'a photo carrying its GPS location',
        () => add(farmer, productId, pngOf(800, 600, { gps: true })),
        'invalid-argument',
        'This photo carries its location (GPS). Take it again through the app, which removes it.',
      ],
      [
        "another farmer's product",
        () => add(other, productId),
        'permission-denied',
        'You can add photos only to your own products',
      ],
      ['a buyer', () => add(buyer, productId), 'permission-denied', 'Only farmers can add photos to their products'],
      ['a missing product', () => add(farmer, 'noSuchProduct01'), 'not-found', 'This product is no longer listed'],
    ];
    for (const [what, call, code, message] of cases) {
      await expectRefused(call, code, message).catch((e: unknown) => {
        throw new Error(`${what}: ${String(e)}`);
      });
    }
  });

  it('takes at most 3 photos; reorders them (the first is the cover) and deletes one with its bytes', async () => {
    const productId = await listProduct(farmer, { title: 'Mango' });
    for (const side of [1000, 1100, 1200]) await add(farmer, productId, pngOf(side, side / 2));
    await expectRefused(
      () => add(farmer, productId, pngOf(900, 450)),
      'failed-precondition',
      'A product can have at most 3 photos. Delete one first.',
    );
    const [a, b, c] = (await readDoc(`products/${productId}`))!.photos as Photo[];
    expect([a!.w, b!.w, c!.w]).toEqual([1000, 1100, 1200]);

    const { photos } = await arrange(farmer, productId, [c!.id, a!.id]);
    expect(photos.map((p) => p.w)).toEqual([1200, 1000]);
    expect((await served(b!.id)).status).toBe(404);
    expect((await served(b!.thumb)).status).toBe(404);
    expect((await served(c!.thumb)).status).toBe(200);
    for (const bad of [[a!.id, a!.id], [b!.id], ['0123456789abcdef0123456789abcdef']]) {
      await expectRefused(
        () => arrange(farmer, productId, bad),
        'invalid-argument',
        "Choose the order of this product's own photos, each once",
      );
    }
    await expectRefused(() => arrange(other, productId, []), 'permission-denied');
  });

  it('a deleted product takes its photos with it; the sweep removes photos nobody lists', async () => {
    const productId = await listProduct(farmer, { title: 'Garlic' });
    const [photo] = (await add(farmer, productId)).photos;
    await deleteDoc(doc(farmer.db, 'products', productId));
    await expect
      .poll(async () => [await readDoc(`productPhotos/${photo!.id}`), await readDoc(`productPhotos/${photo!.thumb}`)], {
        timeout: TRIGGER_WAIT_MS,
      })
      .toEqual([undefined, undefined]);

    // An orphan (its product still exists but no longer lists it) and a listed photo.
    const kept = await listProduct(farmer, { title: 'Ginger' });
    const [listed] = (await add(farmer, kept)).photos;
    const db = getFirestore(admin);
    const orphan = db.collection('productPhotos').doc('ffffffffffffffffffffffffffffffff');
    const old = Timestamp.fromMillis(Date.now() - 2 * 86_400_000);
    await orphan.set({
      bytes: FULL,
      type: 'image/png',
      productId: kept,
      farmerId: 'x',
      variant: 'full',
      createdAt: old,
    });
    const swept = await sweepOrphanPhotos(db, 86_400_000);
    expect(swept.deleted).toBe(1);
    expect((await orphan.get()).exists).toBe(false);
    expect((await served(listed!.id)).status).toBe(200);
  });
});
