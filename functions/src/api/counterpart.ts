import type { DocumentData, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { LegacyError, type Caller } from './http';

// The old order screens read the other party's profile: the seller's screen
// calls /currentUserData?userId={buyer}, the buyer's /currentFarmerData?FarmerID={seller}.
// The two parties of an order get a limited view of each other: names, the
// farm place or the delivery places of their orders together, and the contact
// details an accepted order shares (docs/spec-deviations.md). Never the other
// person's orders, products or finances.

/** Orders between one buyer and one farmer a page needs to look at, at most. */
const SHARED_ORDERS_LIMIT = 50;

const place = (p: DocumentData | undefined) => ({
  pincode: Number(p?.pincode ?? 0),
  state: String(p?.state ?? ''),
  district: String(p?.district ?? ''),
});

const millis = (d: QueryDocumentSnapshot) =>
  (d.get('updatedAt') as { toMillis?: () => number } | undefined)?.toMillis?.() ?? 0;

/**
 * The orders between `buyerId` and `farmerId`, or 403 (the same answer as for
 * any id that is not the caller's) when they have none.
 */
async function sharedOrders(buyerId: string, farmerId: string): Promise<QueryDocumentSnapshot[]> {
  const snap = await db
    .collection('orders')
    .where('buyerId', '==', buyerId)
    .where('farmerId', '==', farmerId)
    .limit(SHARED_ORDERS_LIMIT)
    .get();
  if (snap.empty) throw new LegacyError(403, 'This id is not yours: log in as this account first');
  return snap.docs;
}

/** The contact an accepted order between them carries (the newest), or null. */
function sharedContact(orders: QueryDocumentSnapshot[], side: 'buyer' | 'farmer'): DocumentData | null {
  const withContact = orders.filter((o) => o.get(`${side}.contact`)).sort((a, b) => millis(b) - millis(a));
  return (withContact[0]?.get(`${side}.contact`) as DocumentData | undefined) ?? null;
}

/** The seller of one of the caller's orders, as that buyer may see them. */
export async function farmerForBuyer(me: Caller, farmerId: string) {
  if (me.role !== 'user') throw new LegacyError(403, 'This id is not yours: log in as this account first');
  const orders = await sharedOrders(me.uid, farmerId);
  const snap = await db.collection('farmers').doc(farmerId).get();
  if (!snap.exists) throw new LegacyError(300, 'Farmer is not logged in');
  const f = snap.data()!;
  const contact = sharedContact(orders, 'farmer');
  return {
    farmerData: {
      _id: snap.id,
      firstName: String(f.firstName ?? ''),
      lastName: String(f.lastName ?? ''),
      farmName: String(f.farmName ?? ''),
      profilePicture: String(f.profilePicture ?? ''),
      farmLocation: [place(f.farmLocation)],
      ...(contact ? { email: String(contact.email), emailVerified: contact.emailVerified === true } : {}),
    },
  };
}

/** The buyer of one of the caller's orders, as that farmer may see them. */
export async function buyerForFarmer(me: Caller, buyerId: string) {
  if (me.role !== 'farmer') throw new LegacyError(403, 'This id is not yours: log in as this account first');
  const orders = await sharedOrders(buyerId, me.uid);
  const snap = await db.collection('users').doc(buyerId).get();
  if (!snap.exists) throw new LegacyError(300, 'User is not logged in');
  const u = snap.data()!;
  // Only the places this farmer delivers to, not the buyer's whole address book.
  const places = new Map(
    orders.map((o) => [JSON.stringify(place(o.get('buyer.address'))), place(o.get('buyer.address'))]),
  );
  const contact = sharedContact(orders, 'buyer');
  return {
    userData: {
      _id: snap.id,
      firstName: String(u.firstName ?? ''),
      lastName: String(u.lastName ?? ''),
      profilePicture: String(u.profilePicture ?? ''),
      address: [...places.values()],
      ...(contact
        ? {
            email: String(contact.email),
            username: String(contact.email),
            emailVerified: contact.emailVerified === true,
            phoneNumber: String(contact.phoneNumber ?? ''),
          }
        : {}),
    },
  };
}
