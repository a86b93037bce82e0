// Bench products: `count` in-stock products, newest first by their index. The
// newest 100 (every card of the market's first pages) have a photo each, as a
// market of farmers' phone photos would: the seed's drawings (scripts/seed-data/
// photos/), stored as addProductPhoto stores them, so the pages load real
// thumbnails through /photos/{id}.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Timestamp } from 'firebase-admin/firestore';
import { admin, productDoc } from './clients.mjs';
import { setTriggers } from './emulator-data.mjs';

const WITH_PHOTOS = 100;
const PHOTO_DIR = new URL('../seed-data/photos/', import.meta.url);
const require = createRequire(import.meta.url);

/** The seed's drawings: each a detail copy (1,280 × 960) and its thumbnail (480 × 360). */
function drawings() {
  return readdirSync(PHOTO_DIR)
    .filter((name) => name.endsWith('.webp') && !name.endsWith('-thumb.webp'))
    .sort()
    .map((name) => ({
      full: readFileSync(new URL(name, PHOTO_DIR)),
      thumb: readFileSync(new URL(name.replace(/\.webp$/, '-thumb.webp'), PHOTO_DIR)),
    }));
}

/** A product's photo documents and its `photos` entry, with ids as addProductPhoto makes them. */
function photoOf(productId, { full, thumb }, createdAt) {
  const { photoIdOf } = require('../../functions/lib/products/photo-store.js');
  const copies = [
    { variant: 'full', bytes: full, width: 1280, height: 960, id: photoIdOf(productId, full) },
    { variant: 'thumb', bytes: thumb, width: 480, height: 360, id: photoIdOf(productId, thumb, full) },
  ];
  const docs = copies.map(({ id, ...c }) => [
    `productPhotos/${id}`,
    { ...c, type: 'image/webp', size: c.bytes.length, productId, farmerId: 'bench-farmer', createdAt },
  ]);
  return { docs, entry: { id: copies[0].id, thumb: copies[1].id, w: 1280, h: 960 } };
}

export async function seedProducts(count) {
  // Seeded documents are final: onProductWritten (search tokens) must not run under the timings.
  await setTriggers(false);
  const base = Date.now();
  const art = drawings();
  // At most 3 writes a product (itself and two photo copies), 500 to a batch.
  for (let start = 0; start < count; start += 160) {
    const batch = admin.batch();
    for (let i = start; i < Math.min(count, start + 160); i++) {
      const id = `p${String(i).padStart(6, '0')}`;
      const createdAt = Timestamp.fromMillis(base - i * 1000);
      const product = productDoc('bench-farmer', i, createdAt);
      if (i < WITH_PHOTOS) {
        const { docs, entry } = photoOf(id, art[i % art.length], createdAt);
        for (const [path, data] of docs) batch.set(admin.doc(path), data);
        product.photos = [entry];
      }
      batch.set(admin.doc(`products/${id}`), product);
    }
    await batch.commit();
  }
  await setTriggers(true);
}
