import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { LegacyError, parseBody, queryParam, requireSelf, type Caller, type Route } from './http';
import { legacyProduct, legacyPublicFarmer } from './legacy-shapes';
import { productSchema } from './legacy-schemas';

/** The old market answered every product at once; the newest in-stock ones, capped, keep the cost bounded. */
export const MARKET_LIMIT = 500;

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
    async handler() {
      const products = await db
        .collection('products')
        .where('inStock', '==', true)
        .orderBy('createdAt', 'desc')
        .limit(MARKET_LIMIT)
        .get();
      const farmerIds = [...new Set(products.docs.map((d) => String(d.get('farmerId'))))];
      const profiles = farmerIds.length
        ? await db.getAll(...farmerIds.map((id) => db.collection('publicProfiles').doc(id)))
        : [];
      return {
        body: {
          data: products.docs.map(legacyProduct),
          farmerData: profiles.filter((p) => p.exists).map(legacyPublicFarmer),
        },
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
        quantityKg: b.quantity,
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
      if (b.quantity < 1) throw new LegacyError(400, 'quantity must be at least 1 kg');
      const ref = db.collection('products').doc();
      // As firestore.rules require of the web app: the place is the farmer's own, never the client's.
      await ref.create({
        farmerId: me.uid,
        category: 'Other',
        imageURL: '',
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
