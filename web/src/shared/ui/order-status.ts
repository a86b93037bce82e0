import type { OrderStatus } from '@shared/orders';
import { registerStrings, type Strings } from '@/shared/i18n';

// 'Accepted!' green and Pending red as the spec has it; the later states get
// their own hues. Every colour passes WCAG AA (>= 4.5:1) on white.
export const STATUS_COLOUR: Record<OrderStatus, string> = {
  'Accepted!': '#1b5e20',
  Pending: '#b71c1c',
  Declined: '#880e4f',
  Cancelled: '#5d4037',
  Dispatched: '#0d47a1',
  Delivered: '#4a148c',
};

// Each status's name, for the order screens and the farmer dashboard alike:
// t(statusKey(status)). Registered when a screen that shows a status loads.
const en: Record<OrderStatus, string> = {
  Pending: 'Pending',
  'Accepted!': 'Accepted!',
  Declined: 'Declined',
  Cancelled: 'Cancelled',
  Dispatched: 'Dispatched',
  Delivered: 'Delivered',
};

const hi: Strings<typeof en> = {
  Pending: 'लंबित',
  'Accepted!': 'स्वीकृत!',
  Declined: 'अस्वीकृत',
  Cancelled: 'रद्द',
  Dispatched: 'भेजा गया',
  Delivered: 'पहुँचा दिया गया',
};

registerStrings('orderStatus', en, hi);

/** The i18n key of a status's name. */
export const statusKey = (status: OrderStatus) => `orderStatus.${status}`;
