import type { OrderStatus } from '@shared/orders';

// The names of the order statuses, shown by the orders screens and the farmer
// dashboard (each spreads them into its own strings, so they load with that
// feature, not with the first page). Keyed by OrderStatus: a new status fails
// to compile until it is named in both languages.

export const ORDER_STATUS_EN: Record<OrderStatus, string> = {
  Pending: 'Pending',
  'Accepted!': 'Accepted!',
  Declined: 'Declined',
  Cancelled: 'Cancelled',
  Dispatched: 'Dispatched',
  Delivered: 'Delivered',
};

export const ORDER_STATUS_HI: Record<OrderStatus, string> = {
  Pending: 'लंबित',
  'Accepted!': 'स्वीकृत!',
  Declined: 'अस्वीकृत',
  Cancelled: 'रद्द',
  Dispatched: 'भेजा गया',
  Delivered: 'पहुँचा दिया गया',
};
