import type { Firestore } from 'firebase-admin/firestore';
import { PAYABLE_STATUSES } from '../shared/payment';

/**
 * Brings a farmer's new UPI ID to the accepted orders still waiting for payment.
 * Accepting copies the ID into the order's contacts (order-contacts.ts); without
 * this, a farmer who adds an ID after accepting would leave that buyer with no way
 * to pay by UPI. Orders whose buyer already says "I have paid" (or whose farmer
 * confirmed) keep the ID they were paid to. One transaction per order, so a
 * payment recorded at the same moment is never followed by a changed ID.
 * Returns how many orders changed.
 */
export async function syncUpiId(store: Firestore, farmerUid: string, upiId: string): Promise<number> {
  const snap = await store
    .collection('orders')
    .where('farmerId', '==', farmerUid)
    .where('status', 'in', [...PAYABLE_STATUSES])
    .get();
  let changed = 0;
  for (const candidate of snap.docs) {
    if (!waitsForNewId(candidate.data(), upiId)) continue;
    const updated = await store.runTransaction(async (tx) => {
      const order = await tx.get(candidate.ref);
      const data = order.data();
      if (!data || !PAYABLE_STATUSES.includes(data.status) || !waitsForNewId(data, upiId)) return false;
      tx.update(candidate.ref, { 'farmer.contact.upiId': upiId });
      return true;
    });
    if (updated) changed += 1;
  }
  return changed;
}

/** Has contacts (so it was accepted), no payment recorded yet, and another ID. */
function waitsForNewId(order: FirebaseFirestore.DocumentData, upiId: string): boolean {
  const contact = order.farmer?.contact as { upiId?: unknown } | undefined;
  const state = (order.payment as { state?: unknown } | undefined)?.state ?? 'unpaid';
  return !!contact && state === 'unpaid' && contact.upiId !== upiId;
}
