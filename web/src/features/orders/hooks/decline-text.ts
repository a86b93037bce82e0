import { errorText } from '@/shared/error-text';
import type { Order } from '../api/orders-api';

/**
 * Why an order was declined, in the reader's language: an automatic decline
 * by its stable code; a farmer's own reason as they typed it.
 */
export function declineText(order: Pick<Order, 'declineReason' | 'declineCode'>): string {
  return order.declineCode ? errorText(order.declineCode) : (order.declineReason ?? '');
}
