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

const NOT_YOURS = 'This id is not yours: log in as this account first';

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
  if (snap.empty) throw new LegacyError(403, NOT_YOURS);
  return snap.docs;
}

/** The contact an accepted order between them carries (the newest), or null. */
function sharedContact(orders: QueryDocumentSnapshot[], side: 'buyer' | 'farmer'): DocumentData | null {
  const withContact = orders.filter((o) => o.get(`${side}.contact`)).sort((a, b) => millis(b) - millis(a));
  return (withContact[0]?.get(`${side}.contact`) as DocumentData | undefined) ?? null;
}

/** Who may look at each side of an order, where that side's profile is, and the old API's answer when it is gone. */
const PARTY = {
  farmer: { viewer: 'user', collection: 'farmers', missing: 'Farmer is not logged in' },
  buyer: { viewer: 'farmer', collection: 'users', missing: 'User is not logged in' },
} as const;

/**
 * The `side` party of the caller's orders with `otherId`: their profile, the
 * orders they share and the contact an accepted one carries, or the old API's
 * 403/300 answers.
 */
async function counterpart(me: Caller, side: 'buyer' | 'farmer', otherId: string) {
  const party = PARTY[side];
  if (me.role !== party.viewer) throw new LegacyError(403, NOT_YOURS);
  const orders = side === 'farmer' ? await sharedOrders(me.uid, otherId) : await sharedOrders(otherId, me.uid);
  const snap = await db.collection(party.collection).doc(otherId).get();
  if (!snap.exists) throw new LegacyError(300, party.missing);
  const data = snap.data()!;
  const person = {
    _id: snap.id,
    firstName: String(data.firstName ?? ''),
    lastName: String(data.lastName ?? ''),
    profilePicture: String(data.profilePicture ?? ''),
  };
  return { orders, data, person, contact: sharedContact(orders, side) };
}

/** The seller of one of the caller's orders, as that buyer may see them. */
export async function farmerForBuyer(me: Caller, farmerId: string) {
  const { data: f, person, contact } = await counterpart(me, 'farmer', farmerId);
  return {
    farmerData: {
      ...person,
      farmName: String(f.farmName ?? ''),
      farmLocation: [place(f.farmLocation)],
      ...(contact ? { email: String(contact.email), emailVerified: contact.emailVerified === true } : {}),
    },
  };
}

/** The buyer of one of the caller's orders, as that farmer may see them. */
export async function buyerForFarmer(me: Caller, buyerId: string) {
  const { orders, person, contact } = await counterpart(me, 'buyer', buyerId);
  // Only the places this farmer delivers to, not the buyer's whole address book.
  const places = new Map(
    orders.map((o) => [JSON.stringify(place(o.get('buyer.address'))), place(o.get('buyer.address'))]),
  );
  return {
    userData: {
      ...person,
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
