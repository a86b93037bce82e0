import { FieldValue, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import { bindSecrets, CALLABLE, ORDER_ID_KEY } from '../config';
import { callable } from '../lib/callable';
import { db } from '../lib/admin';
import { parse } from '../lib/guard';
import {
  OPEN_REQUEST_LIMITS,
  buyStepG,
  gramsToKg,
  orderTotalPaise,
  placeBuyRequestSchema,
  type OrderData,
  type PlaceBuyRequestResult,
  type TimelineEntry,
} from '../shared';
import { orderIdFor } from './order-id';
import { isAlreadyExists, runOrderTransaction } from './order-tx';
import { refusal } from '../lib/refusal';

type Input = ReturnType<typeof placeBuyRequestSchema.parse>;

/**
 * A buyer's request to buy `quantityG` grams of a product. Creates one 'Pending'
 * order with the product's own price and snapshots of both parties (names and
 * places; contact details only once accepted). At most OPEN_REQUEST_LIMITS
 * pending requests per buyer per product and per farmer. Stock is only
 * checked here; it is taken when the farmer accepts (updateOrder).
 * Repeating a call with the same requestId answers the order it created.
 */
export const placeBuyRequest = callable(
  { ...CALLABLE, secrets: bindSecrets(ORDER_ID_KEY) },
  (req): Promise<PlaceBuyRequestResult> => placeBuyRequestFor(req.auth?.uid ?? null, req.auth?.token.role, req.data),
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
  if (!uid) throw refusal('unauthenticated', 'orders/sign-up-to-buy');
  if (role === 'farmer') throw refusal('permission-denied', 'orders/farmer-buying');
  if (role !== 'user') throw refusal('permission-denied', 'orders/sign-up-to-buy');
  const buyerUid = uid;
  const input = parse(placeBuyRequestSchema, data);
  const orderRef = db.collection('orders').doc(orderIdFor(buyerUid, input.requestId));

  const buyerRef = db.collection('users').doc(buyerUid);

  try {
    return await runOrderTransaction('placeBuyRequest', async (tx) => {
      const existing = await tx.get(orderRef);
      if (existing.exists) return sameRequest(existing, input);

      const product = await tx.get(db.collection('products').doc(input.productId));
      const p = product.data();
      if (!p) throw refusal('not-found', 'orders/product-gone');
      if (p.farmerId === buyerUid) throw refusal('permission-denied', 'orders/own-product');
      if (input.quantityG % buyStepG(p) !== 0) throw refusal('invalid-argument', 'orders/quantity-whole');
      // `!(≤)`: a product without a stock in grams (not yet migrated) has none to sell.
      const stockG = Number(p.quantityG);
      if (!(input.quantityG <= stockG)) {
        throw refusal('failed-precondition', 'orders/not-enough-stock', { kg: gramsToKg(stockG || 0) });
      }
      // The buyer's profile is read without a lock and written back with its
      // version as a precondition: two placements by one buyer cannot both
      // pass the open-request caps on the same counts (the later commit fails
      // and runOrderTransaction runs the body again on fresh counts).
      const [buyerSnap, farmerSnap] = await Promise.all([
        buyerRef.get(),
        tx.get(db.collection('farmers').doc(String(p.farmerId))),
      ]);
      const buyer = buyerSnap.data();
      const farmer = farmerSnap.data();
      if (!buyer) throw refusal('failed-precondition', 'orders/profile-missing');
      if (!farmer) throw refusal('failed-precondition', 'orders/seller-missing');
      await checkOpenRequests(buyerUid, input.productId, String(p.farmerId));

      const now = FieldValue.serverTimestamp();
      const first: TimelineEntry = { status: 'Pending', by: buyerUid, role: 'user', at: Date.now() };
      const order: OrderData = {
        productId: input.productId,
        farmerId: p.farmerId,
        buyerId: buyerUid,
        title: p.title,
        pricePaise: p.pricePaise,
        quantityG: input.quantityG,
        totalPaise: orderTotalPaise(p.pricePaise, input.quantityG),
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
      tx.update(buyerRef, { lastBuyRequestAt: now }, { lastUpdateTime: buyerSnap.updateTime! });
      return { orderId: orderRef.id, status: 'Pending', created: true, farmerName: order.farmer.name };
    });
  } catch (error) {
    // Two calls with one requestId that both saw no order: the loser's create
    // fails; it answers the winner's order like any other repeat.
    if (!isAlreadyExists(error)) throw error;
    return sameRequest(await orderRef.get(), input);
  }
}

/** Refuses a request beyond OPEN_REQUEST_LIMITS (pending requests of this buyer). */
async function checkOpenRequests(buyerUid: string, productId: string, farmerId: string): Promise<void> {
  const pending = db.collection('orders').where('buyerId', '==', buyerUid).where('status', '==', 'Pending');
  const [onProduct, withFarmer] = await Promise.all([
    pending.where('productId', '==', productId).count().get(),
    pending.where('farmerId', '==', farmerId).count().get(),
  ]);
  if (onProduct.data().count >= OPEN_REQUEST_LIMITS.perProduct) {
    throw refusal('resource-exhausted', 'orders/too-many-open-for-product', { limit: OPEN_REQUEST_LIMITS.perProduct });
  }
  if (withFarmer.data().count >= OPEN_REQUEST_LIMITS.perFarmer) {
    throw refusal('resource-exhausted', 'orders/too-many-open-for-farmer', { limit: OPEN_REQUEST_LIMITS.perFarmer });
  }
}

/** A repeat of a request answers its order; a request id reused for other goods is refused. */
function sameRequest(snap: DocumentSnapshot, input: Input): PlaceBuyRequestResult {
  const o = snap.data();
  if (!o || o.productId !== input.productId || o.quantityG !== input.quantityG) {
    throw refusal('already-exists', 'orders/request-reused');
  }
  return { orderId: snap.id, status: o.status, created: false, farmerName: String(o.farmer?.name ?? '') };
}

function buyerSnapshot(u: DocumentData): OrderData['buyer'] {
  // The first address is the delivery address, as in the old app.
  const address = Array.isArray(u.addresses) ? u.addresses[0] : undefined;
  if (!address) throw refusal('failed-precondition', 'orders/profile-missing');
  // No e-mail or phone yet: they are added when the farmer accepts (updateOrder).
  return {
    name: `${u.firstName} ${u.lastName}`,
    address: { pincode: address.pincode, state: address.state, district: address.district },
    contact: null,
  };
}

function farmerSnapshot(f: DocumentData, productPlace: OrderData['farmLocation']): OrderData['farmer'] {
  return {
    name: `${f.firstName} ${f.lastName}`,
    farmName: String(f.farmName ?? ''),
    farmLocation: f.farmLocation ?? productPlace,
    contact: null,
  };
}
