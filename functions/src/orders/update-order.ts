import { FieldValue } from 'firebase-admin/firestore';
import { CALLABLE } from '../config';
import { callable } from '../lib/callable';
import { db } from '../lib/admin';
import { parse, requireAuth } from '../lib/guard';
import {
  gramsToKg,
  isOrderStatus,
  nextStatus,
  orderActionSchema,
  type Role,
  type TimelineEntry,
  type UpdateOrderResult,
} from '../shared';
import { contactsOf } from './order-contacts';
import { runOrderTransaction } from './order-tx';
import { refusal } from '../lib/refusal';
import type { ErrorCode } from '../shared/error-codes';

/**
 * Moves an order one step: accept or decline (its farmer), cancel while
 * pending (its buyer), then dispatch and deliver (its farmer). The order is
 * re-read inside the transaction, so two tabs or a retry cannot apply a step
 * twice; accepting takes the stock from the product in the same commit.
 */
export const updateOrder = callable(CALLABLE, (req): Promise<UpdateOrderResult> => {
  const caller = requireAuth(req);
  return transitionOrder(caller.uid, req.data);
});

/**
 * The body of updateOrder, shared with the legacy accept routes: `uid` is the
 * verified caller, `data` the raw { orderId, action, reason? }, parsed here;
 * `declineCode` the stable code of an automatic decline's reason.
 */
export async function transitionOrder(
  uid: string,
  data: unknown,
  declineCode: ErrorCode | null = null,
): Promise<UpdateOrderResult> {
  const caller = { uid };
  const { orderId, action, reason } = parse(orderActionSchema, data);
  const orderRef = db.collection('orders').doc(orderId);

  // Accepting shares each party's contact details with the other (before, the
  // order holds names and places only; see order-contacts.ts). They are looked
  // up once, before the transaction, so retries under contention stay short;
  // the parties of an order never change.
  const contacts = action === 'accept' ? await contactsOf(orderRef, caller.uid) : null;

  return runOrderTransaction(`updateOrder:${action}`, async (tx) => {
    const snap = await tx.get(orderRef);
    const order = snap.data();
    // The party's side in this order, not just the claim: another farmer is no party.
    const side: Role | null = order?.farmerId === caller.uid ? 'farmer' : order?.buyerId === caller.uid ? 'user' : null;
    // Someone else's order answers exactly like a missing one, so a stranger
    // cannot learn from the answer that an id they guessed exists.
    if (!order || !side) throw refusal('not-found', 'orders/not-found');
    if (!isOrderStatus(order.status)) throw refusal('failed-precondition', 'orders/bad-request');

    const step = nextStatus(order.status, action, side);
    if (!step.ok) throw refusal(step.code, step.error, step.params);

    const now = FieldValue.serverTimestamp();
    if (step.takesStock) {
      // Stock is re-read on every attempt, but without a read lock: the write
      // carries the version just read and the commit fails if another accept
      // changed the product meanwhile (runOrderTransaction then starts over).
      // Many accepts on one product so never wait on each other's locks, which
      // the emulator resolves only by timeouts.
      const productRef = db.collection('products').doc(String(order.productId));
      const productSnap = await productRef.get();
      const product = productSnap.data();
      if (!product) throw refusal('failed-precondition', 'orders/product-gone');
      // Integer grams on both sides, so the stock left is exact.
      const left = Number(product.quantityG) - Number(order.quantityG);
      if (!(left >= 0))
        throw refusal('failed-precondition', 'orders/not-enough-stock', {
          kg: gramsToKg(Number(product.quantityG) || 0),
        });
      tx.update(
        productRef,
        { quantityG: left, inStock: left > 0, updatedAt: now },
        { lastUpdateTime: productSnap.updateTime! },
      );
    }

    const note = reason ? reason : undefined;
    const entry: TimelineEntry = { status: step.to, by: caller.uid, role: side, at: Date.now() };
    if (note) entry.note = note;
    const timeline: TimelineEntry[] = Array.isArray(order.timeline) ? order.timeline : [];
    tx.update(orderRef, {
      status: step.to,
      buyRequests: step.buyRequests,
      timeline: [...timeline, entry],
      updatedAt: now,
      ...(action === 'decline' ? { declineReason: note ?? null, declineCode } : {}),
      ...(step.to === 'Accepted!' && contacts
        ? { 'buyer.contact': contacts.buyer, 'farmer.contact': contacts.farmer }
        : {}),
    });
    return { orderId, status: step.to, action };
  });
}
