import type { OrderContact, OrderData } from '@shared/order-schemas';
import type { TimelineEntry } from '@shared/orders';
import type { OrderPayment, PaymentAction } from '@shared/payment';

/** A timeline step; a payment step (`payment`) records money, not a change of status. */
export type OrderStep = TimelineEntry & { payment?: PaymentAction };

/** The farmer's contact on an accepted order: their UPI ID too, when they have one. */
export type FarmerContact = OrderContact & { upiId?: string };

/** An order as the screens use it: its id, plain fields, times in ms. */
export interface Order extends Omit<OrderData<number>, 'timeline' | 'farmer' | 'payment'> {
  id: string;
  timeline: OrderStep[];
  farmer: Omit<OrderData['farmer'], 'contact'> & { contact: FarmerContact | null };
  /** NO_PAYMENT when nobody has recorded a payment (the field is absent). */
  payment: OrderPayment;
}
