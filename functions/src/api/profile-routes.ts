import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { buyerForFarmer, farmerForBuyer } from './counterpart';
import { LegacyError, queryParam, type Route } from './http';
import { blogsBy, legacyBlogs } from './legacy-blogs';
import { legacyOrder, legacyProduct } from './legacy-shapes';

/** Old screens list every order at once; the newest ones, capped, keep a page's cost bounded. */
const ORDERS_LIMIT = 200;

const places = (v: unknown) => (Array.isArray(v) ? v : v ? [v] : []);

async function ordersOf(field: 'farmerId' | 'buyerId', uid: string) {
  const snap = await db
    .collection('orders')
    .where(field, '==', uid)
    .orderBy('createdAt', 'desc')
    .limit(ORDERS_LIMIT)
    .get();
  return snap.docs.map(legacyOrder);
}

export const profileRoutes: Route[] = [
  {
    method: 'GET',
    path: '/currentFarmerData',
    async handler({ req, caller }) {
      const farmerId = queryParam(req, 'FarmerID');
      const me = await caller();
      // A buyer reading the seller of their order gets the limited view.
      if (me.uid !== farmerId) return { body: await farmerForBuyer(me, farmerId) };
      const snap = await db.collection('farmers').doc(farmerId).get();
      if (!snap.exists) throw new LegacyError(300, 'Farmer is not logged in');
      const f = snap.data()!;
      const [products, order] = await Promise.all([
        db.collection('products').where('farmerId', '==', farmerId).orderBy('createdAt', 'desc').get(),
        ordersOf('farmerId', farmerId),
      ]);
      const fin = (f.finances ?? {}) as DocumentData;
      return {
        body: {
          farmerData: {
            _id: snap.id,
            email: f.email,
            firstName: f.firstName,
            lastName: f.lastName,
            farmName: f.farmName,
            profilePicture: f.profilePicture ?? '',
            expenditure: fin.expenditure ?? 0,
            income: fin.income ?? 0,
            profit: fin.profit ?? 0,
            loss: fin.loss ?? 0,
            farmLocation: places(f.farmLocation),
            productSell: products.docs.map(legacyProduct),
            order,
          },
        },
      };
    },
  },
  {
    method: 'GET',
    path: '/currentFarmerDataPosts',
    async handler({ req }) {
      // Blogs are public, so this needs no token (the new app reads them openly too).
      const farmerId = queryParam(req, 'FarmerID');
      const pub = await db.collection('publicProfiles').doc(farmerId).get();
      if (pub.get('role') !== 'farmer') throw new LegacyError(300, 'Farmer not found');
      const after = typeof req.query.after === 'string' ? req.query.after : undefined;
      return { body: { Blog: await legacyBlogs(await blogsBy(farmerId, after), null) } };
    },
  },
  {
    method: 'GET',
    path: '/currentUserData',
    async handler({ req, caller }) {
      const userId = queryParam(req, 'userId');
      const me = await caller();
      // A farmer reading the buyer of their order gets the limited view.
      if (me.uid !== userId) return { body: await buyerForFarmer(me, userId) };
      const snap = await db.collection('users').doc(userId).get();
      if (!snap.exists) throw new LegacyError(300, 'User is not logged in');
      const u = snap.data()!;
      return {
        body: {
          userData: {
            _id: snap.id,
            email: u.email,
            username: u.email,
            firstName: u.firstName,
            lastName: u.lastName,
            phoneNumber: u.phoneNumber,
            profilePicture: u.profilePicture ?? '',
            address: places(u.addresses),
            myOrder: await ordersOf('buyerId', userId),
          },
        },
      };
    },
  },
];
