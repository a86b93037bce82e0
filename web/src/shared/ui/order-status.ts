import type { OrderStatus } from '@shared/orders';

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
