import { FieldValue, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { CALLABLE } from '../config';
import { db } from '../lib/admin';
import { parse } from '../lib/guard';
import {
  ORDER_MESSAGES,
  notEnoughStock,
  orderTotalPaise,
  placeBuyRequestSchema,
  type OrderData,
  type PlaceBuyRequestResult,
  type TimelineEntry,
} from '../shared';
import { orderIdFor } from './order-id';
import { isAlreadyExists, runOrderTransaction } from './order-tx';

type Input = ReturnType<typeof placeBuyRequestSchema.parse>;

/**
 * A buyer's request to buy `quantityKg` of a product. Creates one 'Pending'
 * order with the product's own price and snapshots of both parties. Stock is
 * only checked here; it is taken when the farmer accepts (updateOrder).
 * Repeating a call with the same requestId answers the order it created.
 */
export const placeBuyRequest = onCall(CALLABLE, (req): Promise<PlaceBuyRequestResult> =>
  placeBuyRequestFor(req.auth?.uid ?? null, req.auth?.token.role, req.data),
);

/**
 * The body of placeBuyRequest, shared with the legacy /myOrderUpdateUser route:
 * `buyerUid` and `role` come from a verified token (null uid for a visitor),
 * `data` is the raw input, parsed here.
 */
export async function placeBuyRequestFor(
  uid: string | null,
  role: unknown,
  data: unknown,
): Promise<PlaceBuyRequestResult> {
  // Who may buy comes first, whatever the input, with the spec's own words.
  if (!uid) throw new HttpsError('unauthenticated', ORDER_MESSAGES.signUpToBuy);
  if (role === 'farmer') throw new HttpsError('permission-denied', ORDER_MESSAGES.farmerBuying);
  if (role !== 'user') throw new HttpsError('permission-denied', ORDER_MESSAGES.signUpToBuy);
  const buyerUid = uid;
  const input = parse(placeBuyRequestSchema, data);
  const orderRef = db.collection('orders').doc(orderIdFor(buyerUid, input.requestId));

  try {
    return await runOrderTransaction('placeBuyRequest', async (tx) => {
      const existing = await tx.get(orderRef);
      if (existing.exists) return sameRequest(existing, input);

      const product = await tx.get(db.collection('products').doc(input.productId));
      const p = product.data();
      if (!p) throw new HttpsError('not-found', ORDER_MESSAGES.productGone);
      if (p.farmerId === buyerUid) throw new HttpsError('permission-denied', ORDER_MESSAGES.ownProduct);
      if (input.quantityKg > p.quantityKg) {
        throw new HttpsError('failed-precondition', notEnoughStock(p.quantityKg));
      }
      const [buyerSnap, farmerSnap] = await Promise.all([
        tx.get(db.collection('users').doc(buyerUid)),
        tx.get(db.collection('farmers').doc(String(p.farmerId))),
      ]);
      const buyer = buyerSnap.data();
      const farmer = farmerSnap.data();
      if (!buyer) throw new HttpsError('failed-precondition', ORDER_MESSAGES.profileMissing);
      if (!farmer) throw new HttpsError('failed-precondition', ORDER_MESSAGES.sellerMissing);

      const now = FieldValue.serverTimestamp();
      const first: TimelineEntry = { status: 'Pending', by: buyerUid, role: 'user', at: Date.now() };
      const order: OrderData = {
        productId: input.productId,
        farmerId: p.farmerId,
        buyerId: buyerUid,
        title: p.title,
        pricePaise: p.pricePaise,
        quantityKg: input.quantityKg,
        totalPaise: orderTotalPaise(p.pricePaise, input.quantityKg),
        farmLocation: p.farmLocation,
        status: 'Pending',
        buyRequests: 'Requested',
        buyer: buyerSnapshot(buyer),
        farmer: farmerSnapshot(farmer, p.farmLocation),
        timeline: [first],
        declineReason: null,
        requestId: input.requestId,
        createdAt: now,
        updatedAt: now,
      };
      tx.create(orderRef, order);
      return { orderId: orderRef.id, status: 'Pending', created: true };
    });
  } catch (error) {
    // Two calls with one requestId that both saw no order: the loser's create
    // fails; it answers the winner's order like any other repeat.
    if (!isAlreadyExists(error)) throw error;
    return sameRequest(await orderRef.get(), input);
  }
}

/** A repeat of a request answers its order; a request id reused for other goods is refused. */
function sameRequest(snap: DocumentSnapshot, input: Input): PlaceBuyRequestResult {
  const o = snap.data();
  if (!o || o.productId !== input.productId || o.quantityKg !== input.quantityKg) {
    throw new HttpsError('already-exists', ORDER_MESSAGES.requestReused);
  }
  return { orderId: snap.id, status: o.status, created: false };
}

function buyerSnapshot(u: DocumentData): OrderData['buyer'] {
  // The first address is the delivery address, as in the old app.
  const address = Array.isArray(u.addresses) ? u.addresses[0] : undefined;
  if (!address) throw new HttpsError('failed-precondition', ORDER_MESSAGES.profileMissing);
  return {
    name: `${u.firstName} ${u.lastName}`,
    email: String(u.email ?? ''),
    phoneNumber: String(u.phoneNumber ?? ''),
    address: { pincode: address.pincode, state: address.state, district: address.district },
  };
}

function farmerSnapshot(f: DocumentData, productPlace: OrderData['farmLocation']): OrderData['farmer'] {
  return {
    name: `${f.firstName} ${f.lastName}`,
    email: String(f.email ?? ''),
    farmName: String(f.farmName ?? ''),
    farmLocation: f.farmLocation ?? productPlace,
  };
}
