import type { ErrorCode } from '@shared/error-codes';
import i18n from '@/shared/i18n';
import { errorText } from '@/shared/error-text';
import type { Order } from '../api/orders-api';

/**
 * Why an order was declined, in the reader's language: an automatic decline
 * by its stable code; a farmer's own reason as they typed it.
 */
export function declineText(order: Pick<Order, 'declineReason' | 'declineCode'>): string {
  return order.declineCode ? errorText(order.declineCode) : (order.declineReason ?? '');
}

// onProductChanged declines the requests stock can no longer fill through the
// farmer's own path (so the step is recorded as the farmer's); only the decline
// code tells that Krishi Haat did it, not the farmer.
const AUTO_DECLINE: Partial<Record<ErrorCode, string>> = {
  'orders/declined-no-stock': 'orders.autoDeclined.noStock',
  'orders/declined-product-removed': 'orders.autoDeclined.productRemoved',
};

/** Whether Krishi Haat declined this order by itself (not its farmer). */
export function declinedAutomatically(order: Pick<Order, 'status' | 'declineCode'>): boolean {
  return order.status === 'Declined' && !!order.declineCode;
}

/** 'Declined automatically: not enough stock left', or null when no automatic decline. */
export function autoDeclineText(order: Pick<Order, 'status' | 'declineCode'>): string | null {
  if (!declinedAutomatically(order)) return null;
  const key = AUTO_DECLINE[order.declineCode!];
  return key ? i18n.t(key) : i18n.t('orders.autoDeclined.other', { reason: errorText(order.declineCode) });
}
