import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
import { gramsToKg, paiseToRupees } from '../shared';
import { photosOf, photoUrl } from '../shared/photo';

// The new documents in the old API's field names. Money leaves as rupees
// (the old `rate` / `price`), weight as kg; dates as ISO strings.

interface Place {
  pincode: number;
  state: string;
  district: string;
}

function iso(value: unknown): string | null {
  const t = value as { toDate?: () => Date } | null | undefined;
  return t && typeof t.toDate === 'function' ? t.toDate().toISOString() : null;
}

function place(value: unknown): Place {
  const p = (value ?? {}) as DocumentData;
  return { pincode: Number(p.pincode ?? 0), state: String(p.state ?? ''), district: String(p.district ?? '') };
}

/** The cover photo's path (/photos/{id}), or null when the product has no photos. */
function coverOf(p: Record<string, unknown>): string | null {
  const cover = photosOf(p.photos)[0];
  return cover ? photoUrl(cover.id) : null;
}

/** The old product: rate in Rs/kg, quantity in kg (2.5, from 2500 g), farmLocation as a one-entry list. */
export function legacyProduct(snap: DocumentSnapshot) {
  const p = snap.data() ?? {};
  return {
    _id: snap.id,
    farmerId: String(p.farmerId ?? ''),
    title: String(p.title ?? ''),
    description: String(p.description ?? ''),
    category: String(p.category ?? 'Other'),
    rate: paiseToRupees(Number(p.pricePaise ?? 0)),
    // The cover photo when the farmer added photos (served from this origin), else the old text URL.
    imageURL: coverOf(p) ?? String(p.imageURL ?? ''),
    quantity: gramsToKg(Number(p.quantityG ?? 0)),
    farmLocation: [place(p.farmLocation)],
    productAddDate: iso(p.createdAt),
  };
}

/** A farmer as the market may show them: the public profile only (no e-mail, no finances). */
export function legacyPublicFarmer(snap: DocumentSnapshot) {
  const f = snap.data() ?? {};
  return {
    _id: snap.id,
    firstName: String(f.firstName ?? ''),
    lastName: String(f.lastName ?? ''),
    farmName: String(f.farmName ?? ''),
    farmLocation: [place(f.farmLocation)],
    profilePicture: String(f.profilePicture ?? ''),
  };
}

/**
 * One order in the old vocabulary, for either side's list. `userOrder` is the
 * order id itself: the old buyer-side copy and the farmer-side copy are the
 * same document now.
 */
export function legacyOrder(snap: DocumentSnapshot) {
  const o = snap.data() ?? {};
  return {
    _id: snap.id,
    productId: String(o.productId ?? ''),
    farmerId: String(o.farmerId ?? ''),
    buyerId: String(o.buyerId ?? ''),
    userOrder: snap.id,
    title: String(o.title ?? ''),
    price: paiseToRupees(Number(o.pricePaise ?? 0)),
    total: paiseToRupees(Number(o.totalPaise ?? 0)),
    quantity: gramsToKg(Number(o.quantityG ?? 0)),
    farmLocation: place(o.farmLocation),
    status: String(o.status ?? ''),
    buyRequests: String(o.buyRequests ?? ''),
    orderDate: iso(o.createdAt),
  };
}

/** ProductData of the old order screens: what was bought, at what price, in which state. */
export function legacyProductData(snap: DocumentSnapshot) {
  const o = legacyOrder(snap);
  return {
    _id: o._id,
    title: o.title,
    quantity: o.quantity,
    price: o.price,
    total: o.total,
    status: o.status,
    buyRequests: o.buyRequests,
    userOrder: o.userOrder,
    farmerId: o.farmerId,
    buyerId: o.buyerId,
    orderDate: o.orderDate,
    // Each side sees the other party's snapshot the order carries, as the new inbox does.
    buyer: (snap.get('buyer') as DocumentData | undefined) ?? null,
    farmer: (snap.get('farmer') as DocumentData | undefined) ?? null,
  };
}

/** The old blog; likedBy lists at most the caller's own like (who liked what stays private). */
export function legacyBlog(
  snap: DocumentSnapshot,
  likes: number,
  likedBy: Array<{ userId: string; userType: string }> = [],
) {
  const b = snap.data() ?? {};
  const a = (b.author ?? {}) as DocumentData;
  return {
    _id: snap.id,
    authorId: String(b.authorId ?? ''),
    title: String(b.title ?? ''),
    description: String(b.description ?? ''),
    likes,
    likedBy,
    author: {
      _id: String(b.authorId ?? ''),
      firstName: String(a.firstName ?? ''),
      lastName: String(a.lastName ?? ''),
      profilePicture: String(a.profilePicture ?? ''),
    },
    createdAt: iso(b.createdAt),
    updatedAt: iso(b.updatedAt),
  };
}
