import { useLive, type LoadState } from '@/shared/hooks/use-live';
import { peekOrders, subscribeBuyerOrders, subscribeFarmerOrders, type Order } from '../api/orders-api';

export type OrderSide = 'farmer' | 'buyer';

const peekFarmer = (uid: string) => peekOrders('farmer', uid);
const peekBuyer = (uid: string) => peekOrders('buyer', uid);

/** The signed-in person's orders (as farmer or as buyer), newest first, kept live. */
export function useOrders(side: OrderSide, uid: string | null): LoadState<Order[]> {
  const farmer = side === 'farmer';
  return useLive(farmer ? subscribeFarmerOrders : subscribeBuyerOrders, uid, farmer ? peekFarmer : peekBuyer);
}
