import type { OrderData } from '@shared/order-schemas';

/** An order as the screens use it: its id, plain fields, times in ms. */
export interface Order extends OrderData<number> {
  id: string;
}
