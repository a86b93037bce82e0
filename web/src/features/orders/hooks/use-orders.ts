import { useLive, type LoadState } from '@/shared/hooks/use-live';
import { subscribeBuyerOrders, subscribeFarmerOrders, type Order } from '../api/orders-api';

export type OrderSide = 'farmer' | 'buyer';

/** The signed-in person's orders (as farmer or as buyer), newest first, kept live. */
export function useOrders(side: OrderSide, uid: string | null): LoadState<Order[]> {
  return useLive(side === 'farmer' ? subscribeFarmerOrders : subscribeBuyerOrders, uid);
}
