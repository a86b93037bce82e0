import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { LegacyError, parseBody, queryParam, requireSelf, type Caller, type Route } from './http';
import { legacyProduct, legacyPublicFarmer } from './legacy-shapes';
import { productSchema } from './legacy-schemas';

/**
 * The old market answered every product at once. Now an answer holds the
 * newest MARKET_PAGE in-stock products (`?after=<_id>` of the last one for the
 * next page), and is the same for everyone, so Hosting's CDN may keep it for
 * MARKET_CACHE_SECONDS (Cache-Control s-maxage): a crowd of old clients costs
 * one function run and MARKET_PAGE + farmers reads per page per 30 s, not per
 * call. (Not cached in the function's memory: instances are many and short-lived
 * and a stale copy there would outlive a sold-out product.) See
 * docs/legacy-api.md, "Limits".
 */
export const MARKET_PAGE = 100;
export const MARKET_CACHE_SECONDS = 30;

async function marketPage(after: string | undefined) {
  let q = db.collection('products').where('inStock', '==', true).orderBy('createdAt', 'desc').limit(MARKET_PAGE);
  if (after !== undefined) {
    const anchor = /^[^/]{1,128}$/.test(after) ? await db.collection('products').doc(after).get() : null;
    if (!anchor?.exists) throw new LegacyError(400, 'after must be the _id of a product from the previous page');
    q = q.startAfter(anchor);
  }
  const products = await q.get();
  const farmerIds = [...new Set(products.docs.map((d) => String(d.get('farmerId'))))];
  const profiles = farmerIds.length
    ? await db.getAll(...farmerIds.map((id) => db.collection('publicProfiles').doc(id)))
    : [];
  return {
    data: products.docs.map(legacyProduct),
    farmerData: profiles.filter((p) => p.exists).map(legacyPublicFarmer),
  };
}

async function requireFarmer(caller: Caller, farmerId: string) {
  requireSelf(caller, farmerId);
  const profile = await db.collection('farmers').doc(farmerId).get();
  // 300 is how the old clients learn the farmer is not (or no longer) there.
  if (!profile.exists || caller.role !== 'farmer') throw new LegacyError(300, 'Farmer not found');
  return profile;
}

async function ownProduct(caller: Caller, productId: string) {
  const snap = await db.collection('products').doc(productId).get();
  if (!snap.exists) throw new LegacyError(404, 'Product not found');
  if (snap.get('farmerId') !== caller.uid) throw new LegacyError(403, 'This is not your product');
  return snap;
}

export const marketRoutes: Route[] = [
  {
    method: 'GET',
    path: '/market_product',
    async handler({ req }) {
      const after = typeof req.query.after === 'string' ? req.query.after : undefined;
      return {
        body: await marketPage(after),
        headers: { 'Cache-Control': `public, max-age=${MARKET_CACHE_SECONDS}, s-maxage=${MARKET_CACHE_SECONDS}` },
      };
    },
  },
  {
    method: 'GET',
    path: '/addProduct',
    async handler({ req, caller }) {
      const farmerId = queryParam(req, 'farmerId');
      await requireFarmer(await caller(), farmerId);
      const [pub, products] = await Promise.all([
        db.collection('publicProfiles').doc(farmerId).get(),
        db.collection('products').where('farmerId', '==', farmerId).orderBy('createdAt', 'desc').get(),
      ]);
      return { body: { farmerData: { ...legacyPublicFarmer(pub), productSell: products.docs.map(legacyProduct) } } };
    },
  },
  {
    method: 'POST',
    path: '/updateProduct/:farmerId',
    async handler({ req, params, caller }) {
      const me = await caller();
      const farmer = await requireFarmer(me, params.farmerId!);
      const b = parseBody(productSchema, req.body);
      if (b.farmerId !== undefined && b.farmerId !== me.uid) throw new LegacyError(403, 'farmerId is not yours');
      const now = FieldValue.serverTimestamp();
      const fields = {
        title: b.title,
        titleLower: b.title.toLowerCase(),
        description: b.description,
        pricePaise: b.rate,
        quantityG: b.quantity,
        inStock: b.quantity > 0,
        ...(b.imageURL !== undefined ? { imageURL: b.imageURL } : {}),
        ...(b.category !== undefined ? { category: b.category } : {}),
        updatedAt: now,
      };
      const existingId = b._id ?? b.productId;
      if (existingId) {
        const snap = await ownProduct(me, existingId);
        await snap.ref.update(fields);
        return { body: { message: 'Updated', product: legacyProduct(await snap.ref.get()) } };
      }
      if (b.quantity < 100) throw new LegacyError(400, 'quantity must be at least 0.1 kg');
      const ref = db.collection('products').doc();
      // As firestore.rules require of the web app: the place is the farmer's own, never the client's.
      await ref.create({
        farmerId: me.uid,
        category: 'Other',
        imageURL: '',
        wholeKg: false,
        ...fields,
        farmLocation: farmer.get('farmLocation'),
        createdAt: now,
      });
      return { status: 201, body: { message: 'Added', product: legacyProduct(await ref.get()) } };
    },
  },
  {
    method: 'DELETE',
    path: '/deleteMyProduct',
    async handler({ req, caller }) {
      const farmerId = queryParam(req, 'farmerId');
      const productId = queryParam(req, 'productId');
      const me = await caller();
      await requireFarmer(me, farmerId);
      const snap = await ownProduct(me, productId);
      await snap.ref.delete();
      return { body: { message: 'Deleted Product', productId } };
    },
  },
];
