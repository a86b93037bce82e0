import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { db } from '../lib/admin';
import { unfillable } from '../shared';
import { englishError, type ErrorCode } from '../shared/error-codes';
import { transitionOrder } from './update-order';

/**
 * Declines the pending requests that a product's stock can no longer fill, so
 * a buyer is told at once instead of waiting for a farmer's Accept to fail.
 * Stock falls when the farmer accepts another request (updateOrder takes it),
 * lowers it by hand, or deletes the product; each is a write here. The decline
 * goes through transitionOrder, the one path every order move takes, on the
 * farmer's behalf (a request already moved on is left as it is).
 */
export const onProductChanged = onDocumentWritten('products/{productId}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!before) return; // A new product has no requests yet.
  if (after && !(Number(after.quantityG) < Number(before.quantityG))) return;
  await declineUnfillable(event.params.productId);
});

async function declineUnfillable(productId: string): Promise<void> {
  const pending = await db
    .collection('orders')
    .where('productId', '==', productId)
    .where('status', '==', 'Pending')
    .get();
  if (pending.empty) return;
  // The stock as it is now, not as the event saw it: a farmer may have restocked since.
  const product = (await db.collection('products').doc(productId).get()).data();
  const stockG = product ? Number(product.quantityG) : null;
  const code: ErrorCode = product ? 'orders/declined-no-stock' : 'orders/declined-product-removed';
  const reason = englishError(code);
  const orders = pending.docs.map((d) => ({
    id: d.id,
    farmerId: String(d.get('farmerId')),
    quantityG: Number(d.get('quantityG')),
  }));
  for (const order of unfillable(orders, stockG)) {
    try {
      await transitionOrder(order.farmerId, { orderId: order.id, action: 'decline', reason }, code);
    } catch (error) {
      // Accepted, cancelled or declined meanwhile: nothing left to do for it.
      if (error instanceof HttpsError && error.code === 'failed-precondition') continue;
      logger.error('automatic decline failed', { productId, orderId: order.id, error });
      throw error;
    }
  }
}
