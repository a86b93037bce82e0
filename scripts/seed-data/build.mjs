// Turns the demo data of this folder into Firestore documents: profiles exactly
// as completeSignup writes them, products, orders with timelines, blogs with likes.
import { createHash, createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Timestamp } from 'firebase-admin/firestore';
import { ensureFunctionsBuilt } from '../lib/built.mjs';
import { BUYERS, FARMERS } from './accounts.mjs';
import { BLOGS } from './blogs.mjs';
import { ORDERS } from './orders.mjs';
import { PRODUCTS } from './products.mjs';

// The card (excerpt, search tokens) exactly as onBlogWritten writes it, and the
// functions' own search tokens and pincode lookup, from the compiled functions
// (functions/lib): the seed writes with triggers off, so it writes these
// server-owned fields itself, exactly as the triggers and completeSignup would.
// Loaded on first use, not at import: `npm start` and `npm run reset` import this
// file before anything is built, and build the functions first when they need it.
const require = createRequire(import.meta.url);
let serverCode;
function server() {
  if (!serverCode) {
    ensureFunctionsBuilt();
    serverCode = {
      ...require('../../functions/lib/blogs/blog-card.js'),
      ...require('../../functions/lib/shared/search-tokens.js'),
      ...require('../../functions/lib/shared/produce-category.js'),
      ...require('../../functions/lib/lib/pincode-geo.js'),
      ...require('../../functions/lib/shared/money.js'),
      ...require('../../functions/lib/products/photo-store.js'),
    };
  }
  return serverCode;
}
const blogCardOf = (blog) => server().blogCardOf(blog);
const searchTokensFor = (title) => server().searchTokensFor(title);
// As onProductWritten matches a title to its produce (Devanagari romanised too).
const produceKeyFor = (title) => server().produceKeyOf(title, server().romanizeDevanagari);
const geoForPincode = (pincode) => server().geoForPincode(pincode);
// As placeBuyRequest totals an order: paise per kg times grams, to the paisa.
const orderTotalPaise = (pricePaise, grams) => server().orderTotalPaise(pricePaise, grams);
const PHOTO_DIR = new URL('./photos/', import.meta.url);

/**
 * A seeded product's photo (scripts/make-seed-photos.mjs drew it): its two
 * copies as productPhotos documents, ids made as addProductPhoto makes them,
 * and the entry the product lists. None when the product has no drawing.
 */
function seedPhotos(key, productId, farmerId, createdAt) {
  const file = (name) => new URL(name, PHOTO_DIR);
  if (!existsSync(file(`${key}.webp`))) return { docs: [], listed: [] };
  const full = readFileSync(file(`${key}.webp`));
  const copies = [
    ['full', full, 1280, 960],
    ['thumb', readFileSync(file(`${key}-thumb.webp`)), 480, 360],
  ].map(([variant, bytes, width, height]) => ({
    variant,
    bytes,
    width,
    height,
    // As addProductPhoto: a thumbnail's id hashes its detail copy too.
    id: server().photoIdOf(productId, bytes, variant === 'thumb' ? full : undefined),
  }));
  const docs = copies.map((c) => [
    `productPhotos/${c.id}`,
    {
      bytes: c.bytes,
      type: 'image/webp',
      width: c.width,
      height: c.height,
      size: c.bytes.length,
      variant: c.variant,
      productId,
      farmerId,
      createdAt,
    },
  ]);
  return { docs, listed: [{ id: copies[0].id, thumb: copies[1].id, w: 1280, h: 960 }] };
}

/** The seed's kg (whole or to 0.1) in grams, as the app stores them. */
const gramsOf = (kg) => Math.round(kg * 1000);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BUY_REQUESTS = {
  Pending: 'Requested',
  'Accepted!': 'Accepted',
  Dispatched: 'Accepted',
  Delivered: 'Accepted',
  Declined: 'Declined',
  Cancelled: 'Cancelled',
};

const idOf = (text) =>
  Array.from(createHash('sha256').update(text).digest().subarray(0, 20), (b) => ALPHABET[b % ALPHABET.length]).join('');

/** A 20-character id that looks like Firestore's but is the same on every run. */
export function seedId(kind, key) {
  return idOf(`${kind}/${key}`);
}

/**
 * The id placeBuyRequest gives an order (functions/src/orders/order-id.ts: an
 * HMAC under ORDER_ID_KEY, the emulator's fixed key when unset), so retries of it match.
 */
export function orderIdFor(
  buyerUid,
  requestId,
  key = process.env.ORDER_ID_KEY?.trim() || 'emulator-only-order-id-key',
) {
  const digest = createHmac('sha256', key).update(`${buyerUid}:${requestId}`).digest();
  return Array.from(digest.subarray(0, 20), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** A v4-shaped uuid derived from the order key, standing in for the client's requestId. */
function requestIdOf(key) {
  const h = createHash('sha256').update(`request/${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const fullName = (p) => `${p.firstName} ${p.lastName}`;
const ts = (ms) => Timestamp.fromMillis(ms);

/** Every document of the demo data as [path, data], built for the time `now`. */
export function buildDocuments(now = Date.now()) {
  const docs = [];
  const farmers = new Map(FARMERS.map((f) => [f.uid, f]));
  const buyers = new Map(BUYERS.map((b) => [b.uid, b]));
  const people = new Map([...farmers, ...buyers]);

  // Profiles exactly as completeSignup writes them.
  for (const f of FARMERS) {
    const at = ts(now - f.joinedDaysAgo * DAY);
    const common = { firstName: f.firstName, lastName: f.lastName, farmName: f.farmName, farmLocation: f.farmLocation };
    docs.push([
      `farmers/${f.uid}`,
      {
        email: f.email,
        ...common,
        geo: geoForPincode(f.farmLocation.pincode),
        profilePicture: '',
        finances: { expenditure: 0, income: 0, profit: 0, loss: 0 },
        createdAt: at,
        updatedAt: at,
      },
    ]);
    docs.push([`publicProfiles/${f.uid}`, { role: 'farmer', ...common, profilePicture: '' }]);
  }
  for (const b of BUYERS) {
    const at = ts(now - b.joinedDaysAgo * DAY);
    const { email, firstName, lastName, phoneNumber, addresses } = b;
    docs.push([
      `users/${b.uid}`,
      { email, firstName, lastName, phoneNumber, addresses, profilePicture: '', createdAt: at, updatedAt: at },
    ]);
    // Buyers have no public profile (only farmers are public).
  }

  // Orders first: an accepted order is the last time its product's stock changed.
  const products = new Map(PRODUCTS.map((p) => [p.key, p]));
  const stockChangedAt = new Map();
  for (const o of ORDERS) {
    const product = products.get(o.product);
    const farmer = farmers.get(product.farmer);
    const buyer = buyers.get(o.buyer);
    const placedAt = now - o.placedHoursAgo * HOUR;
    const timeline = [{ status: 'Pending', by: buyer.uid, role: 'user', at: placedAt }];
    for (const [status, afterHours] of o.steps) {
      const byBuyer = status === 'Cancelled';
      const at = placedAt + afterHours * HOUR;
      if (at > now) throw new Error(`order ${o.key}: step ${status} lies in the future`);
      const entry = { status, by: byBuyer ? buyer.uid : farmer.uid, role: byBuyer ? 'user' : 'farmer', at };
      // updateOrder keeps a decline's reason on its timeline entry too.
      if (status === 'Declined' && o.declineReason) entry.note = o.declineReason;
      timeline.push(entry);
      if (status === 'Accepted!') stockChangedAt.set(o.product, Math.max(stockChangedAt.get(o.product) ?? 0, at));
    }
    const last = timeline[timeline.length - 1];
    const pricePaise = Math.round(product.priceRs * 100);
    const requestId = requestIdOf(o.key);
    const accepted = timeline.some((e) => e.status === 'Accepted!');
    docs.push([
      `orders/${orderIdFor(buyer.uid, requestId)}`,
      {
        productId: seedId('product', product.key),
        farmerId: farmer.uid,
        buyerId: buyer.uid,
        title: product.title,
        pricePaise,
        quantityG: gramsOf(o.quantityKg),
        totalPaise: orderTotalPaise(pricePaise, gramsOf(o.quantityKg)),
        farmLocation: farmer.farmLocation,
        status: last.status,
        buyRequests: BUY_REQUESTS[last.status],
        // Contact details only on orders the farmer accepted (updateOrder adds them);
        // seed.mjs verifies the farmers' e-mails and not the buyers'.
        buyer: {
          name: fullName(buyer),
          address: buyer.addresses[o.addressIndex ?? 0],
          contact: accepted ? { email: buyer.email, emailVerified: false, phoneNumber: buyer.phoneNumber } : null,
        },
        farmer: {
          name: fullName(farmer),
          farmName: farmer.farmName,
          farmLocation: farmer.farmLocation,
          contact: accepted ? { email: farmer.email, emailVerified: true } : null,
        },
        timeline,
        declineReason: o.declineReason ?? null,
        requestId,
        createdAt: ts(placedAt),
        updatedAt: ts(last.at),
      },
    ]);
  }

  for (const p of PRODUCTS) {
    const createdAt = now - p.daysAgo * DAY;
    const productId = seedId('product', p.key);
    const photos = seedPhotos(p.key, productId, p.farmer, ts(createdAt));
    docs.push(...photos.docs);
    docs.push([
      `products/${productId}`,
      {
        farmerId: p.farmer,
        title: p.title,
        titleLower: p.title.toLowerCase(),
        description: p.description,
        category: p.category,
        pricePaise: Math.round(p.priceRs * 100),
        quantityG: gramsOf(p.quantityKg),
        wholeKg: p.wholeKg === true,
        inStock: p.quantityKg > 0,
        imageURL: '',
        photos: photos.listed,
        farmLocation: farmers.get(p.farmer).farmLocation,
        searchTokens: searchTokensFor(p.title),
        geo: geoForPincode(farmers.get(p.farmer).farmLocation.pincode),
        // The seed stores no mandi prices, so no product has a quote until a refresh brings some.
        produceKey: produceKeyFor(p.title),
        mandi: null,
        createdAt: ts(createdAt),
        updatedAt: ts(Math.max(createdAt, stockChangedAt.get(p.key) ?? 0)),
      },
    ]);
  }

  for (const b of BLOGS) {
    const author = farmers.get(b.author);
    const blogPath = `blogs/${seedId('blog', b.key)}`;
    const createdAt = now - b.daysAgo * DAY;
    const blog = {
      authorId: author.uid,
      author: { firstName: author.firstName, lastName: author.lastName, profilePicture: '' },
      title: b.title,
      description: b.description,
      createdAt: ts(createdAt),
      updatedAt: ts(createdAt),
    };
    docs.push([blogPath, blog]);
    // The like counter: one shard holds the seeded likes; the card shows their sum.
    docs.push([`${blogPath}/likeShards/0`, { count: b.likedBy.length }]);
    docs.push([
      `blogCards/${seedId('blog', b.key)}`,
      { ...blogCardOf(blog), likes: b.likedBy.length, likesAt: ts(now) },
    ]);
    b.likedBy.forEach((uid, i) => {
      const userType = farmers.has(uid) ? 'Farmer' : 'User';
      if (!people.has(uid)) throw new Error(`blog ${b.key}: unknown liker ${uid}`);
      docs.push([`${blogPath}/likes/${uid}`, { userType, createdAt: ts(createdAt + (i + 1) * 3 * HOUR) }]);
    });
  }
  return docs;
}
