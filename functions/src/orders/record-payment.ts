import { FieldValue } from 'firebase-admin/firestore';
import { CALLABLE } from '../config';
import { callable } from '../lib/callable';
import { db } from '../lib/admin';
import { parse, requireAuth } from '../lib/guard';
import { refusal } from '../lib/refusal';
import { isOrderStatus, type Role, type TimelineEntry } from '../shared';
import { NO_PAYMENT, PAYMENT_STATES, nextPayment, type PaymentState } from '../shared/payment';
import { recordPaymentSchema, type RecordPaymentResult } from '../shared/payment-schema';
import { runOrderTransaction } from './order-tx';

const paymentStateOf = (v: unknown): PaymentState =>
  (PAYMENT_STATES as readonly unknown[]).includes(v) ? (v as PaymentState) : NO_PAYMENT.state;

/**
 * Records a UPI payment step on an accepted order: its buyer says "I have
 * paid" (with the UPI reference, if given), its farmer confirms "Payment
 * received". No money passes through Krishi Haat; this only keeps both
 * parties' word on the order.
 */
export const recordPayment = callable(CALLABLE, (req): Promise<RecordPaymentResult> => {
  const caller = requireAuth(req);
  return recordPaymentFor(caller.uid, req.data);
});

/**
 * The body of recordPayment, shared with the order-command trigger (a step
 * queued on a phone offline): `uid` is the verified caller, `data` the raw
 * { orderId, action, reference? }, parsed here. The transaction re-reads the
 * order and nextPayment allows each step once, so a double tap, a retry or a
 * second queued command cannot record a step twice. Each step joins the timeline.
 */
export async function recordPaymentFor(uid: string, data: unknown): Promise<RecordPaymentResult> {
  const { orderId, action, reference } = parse(recordPaymentSchema, data);
  const orderRef = db.collection('orders').doc(orderId);

  return runOrderTransaction(`recordPayment:${action}`, async (tx) => {
    const order = (await tx.get(orderRef)).data();
    const side: Role | null = order?.farmerId === uid ? 'farmer' : order?.buyerId === uid ? 'user' : null;
    // A stranger learns nothing: the same answer as a missing order.
    if (!order || !side) throw refusal('not-found', 'orders/not-found');
    if (!isOrderStatus(order.status)) throw refusal('failed-precondition', 'orders/bad-request');

    const current = paymentStateOf(order.payment?.state);
    const step = nextPayment(order.status, current, action, side);
    if (!step.ok) throw refusal(step.code, step.error);

    const now = Date.now();
    const entry: TimelineEntry = { status: order.status, by: uid, role: side, at: now, payment: action };
    if (reference) entry.note = reference;
    const timeline: TimelineEntry[] = Array.isArray(order.timeline) ? order.timeline : [];
    const before = { ...NO_PAYMENT, ...(order.payment ?? {}) };
    tx.update(orderRef, {
      payment: {
        state: step.to,
        reference: action === 'paid' ? (reference ?? null) : (before.reference ?? null),
        claimedAt: action === 'paid' ? FieldValue.serverTimestamp() : (before.claimedAt ?? null),
        receivedAt: action === 'received' ? FieldValue.serverTimestamp() : null,
      },
      timeline: [...timeline, entry],
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { orderId, payment: step.to };
  });
}
