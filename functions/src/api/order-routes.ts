import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { placeBuyRequestFor } from '../orders/place-buy-request';
import { transitionOrder } from '../orders/update-order';
import { ORDER_MESSAGES } from '../shared';
import { LegacyError, parseBody, queryParam, requireSelf, type Caller, type Route } from './http';
import { legacyProductData } from './legacy-shapes';
import { buyFirstCallSchema, buySecondCallSchema } from './legacy-schemas';

/** Old clients send no request id; identical requests within this window count as one (a double click, a retry). */
export const LEGACY_REQUEST_WINDOW_MS = 30_000;

const REQUEST_ID_RE = /^[A-Za-z0-9_-]{8,64}$/;

function requestIdFor(req: Request, sent: string | undefined, key: string): string {
  const header = req.get('idempotency-key');
  if (sent && REQUEST_ID_RE.test(sent)) return sent;
  if (header && REQUEST_ID_RE.test(header)) return header;
  const window = Math.floor(Date.now() / LEGACY_REQUEST_WINDOW_MS);
  return `legacy-${createHash('sha256').update(`${key}:${window}`).digest('base64url').slice(0, 32)}`;
}

/** The old buy payload names the farmer and the title, not the product; find that one product. */
async function productIdOf(farmerId: string, productId: string | undefined, title: string | undefined) {
  if (productId) {
    const snap = await db.collection('products').doc(productId).get();
    if (!snap.exists) throw new LegacyError(404, ORDER_MESSAGES.productGone);
    if (snap.get('farmerId') !== farmerId) throw new LegacyError(400, 'This product is not sold by farmerId');
    return productId;
  }
  if (!title) throw new LegacyError(400, ORDER_MESSAGES.chooseProduct);
  const found = await db
    .collection('products')
    .where('farmerId', '==', farmerId)
    .where('title', '==', title)
    .limit(2)
    .get();
  if (found.empty) throw new LegacyError(404, ORDER_MESSAGES.productGone);
  if (found.size > 1) throw new LegacyError(400, 'Several products of this farmer have this title; send productId');
  return found.docs[0]!.id;
}

/**
 * The order `orderId` when `me` is one of `parties` of it. Someone else's order
 * answers exactly like a missing one (404, same text), so a stranger cannot
 * learn from the answer that an id they guessed exists.
 */
async function partyOrder(orderId: string, me: Caller, parties: ('farmerId' | 'buyerId')[] = ['farmerId', 'buyerId']) {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(orderId)) throw new LegacyError(400, 'orderId is not a valid id');
  const snap = await db.collection('orders').doc(orderId).get();
  if (!snap.exists || !parties.some((p) => snap.get(p) === me.uid)) {
    throw new LegacyError(404, ORDER_MESSAGES.orderGone);
  }
  return snap;
}

/** ProductData of an order, for one of its two parties. */
async function productData(req: Request, me: Caller) {
  requireSelf(me, queryParam(req, 'farmerId'));
  const snap = await partyOrder(queryParam(req, 'orderId'), me);
  return { body: { ProductData: legacyProductData(snap) } };
}

/** The shared transition, with the old clients' 404 for an order already accepted. */
async function accept(uid: string, orderId: string) {
  try {
    return await transitionOrder(uid, { orderId, action: 'accept' });
  } catch (error) {
    if (error instanceof HttpsError && error.message === ORDER_MESSAGES.alreadyAccepted) {
      throw new LegacyError(404, ORDER_MESSAGES.alreadyAccepted);
    }
    throw error;
  }
}

const ACCEPTED = new Set(['Accepted!', 'Dispatched', 'Delivered']);

export const orderRoutes: Route[] = [
  {
    method: 'POST',
    path: '/myOrderUpdateUser',
    async handler({ req, caller }) {
      const me = await caller();
      requireSelf(me, queryParam(req, 'BuyerId'));
      const b = parseBody(buyFirstCallSchema, req.body);
      if (b.buyerId !== undefined && b.buyerId !== me.uid) throw new LegacyError(403, 'buyerId is not yours');
      const productId = await productIdOf(b.farmerId, b.productId ?? b._id, b.title);
      const requestId = requestIdFor(req, b.requestId, `${me.uid}:${productId}:${String(b.quantity)}`);
      // The client's price, status and buyRequests are not read: the order takes the product's own.
      const placed = await placeBuyRequestFor(me.uid, me.role, { productId, quantityG: b.quantity, requestId });
      return {
        body: { message: 'Order placed', newOrderID: placed.orderId, status: placed.status, created: placed.created },
      };
    },
  },
  {
    method: 'POST',
    path: '/buyRequest',
    async handler({ req, caller }) {
      const me = await caller();
      const sellerId = queryParam(req, 'SellerId');
      const b = parseBody(buySecondCallSchema, req.body);
      const snap = await partyOrder(b.userOrder, me, ['buyerId']);
      if (snap.get('farmerId') !== sellerId || (b.farmerId !== undefined && b.farmerId !== sellerId)) {
        throw new LegacyError(400, 'SellerId is not the seller of this order');
      }
      // One order serves both sides now, so the second call only confirms it.
      return {
        body: {
          message: 'Buy request sent',
          orderId: snap.id,
          status: snap.get('status'),
          buyRequests: snap.get('buyRequests'),
        },
      };
    },
  },
  {
    method: 'GET',
    path: '/currentUserDataOrder',
    async handler({ req, caller }) {
      return productData(req, await caller());
    },
  },
  {
    method: 'GET',
    path: '/currentUserUserDataOrder',
    async handler({ req, caller }) {
      return productData(req, await caller());
    },
  },
  {
    method: 'POST',
    path: '/orderUpdateFarmerAccept',
    async handler({ req, caller }) {
      const me = await caller();
      requireSelf(me, queryParam(req, 'farmerId'));
      const done = await accept(me.uid, queryParam(req, 'orderId'));
      return { body: { message: 'Accepted!', orderId: done.orderId, status: done.status } };
    },
  },
  {
    method: 'POST',
    path: '/orderUpdateUserAccept',
    async handler({ req, caller }) {
      const me = await caller();
      const userId = queryParam(req, 'userId');
      const snap = await partyOrder(queryParam(req, 'orderId'), me);
      // The old farmer screen sends the buyer's id here right after its own accept.
      if (userId !== snap.get('buyerId')) throw new LegacyError(403, ORDER_MESSAGES.notYourOrder);
      // The buyer's copy no longer exists apart: an accepted order is already accepted on both sides.
      if (ACCEPTED.has(String(snap.get('status')))) {
        return { body: { message: 'Accepted!', orderId: snap.id, status: snap.get('status') } };
      }
      const done = await accept(me.uid, snap.id);
      return { body: { message: 'Accepted!', orderId: done.orderId, status: done.status } };
    },
  },
];
