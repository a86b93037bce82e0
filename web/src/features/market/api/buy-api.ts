import type { PlaceBuyRequestResult } from '@shared/order-schemas';
import { callable } from '@/shared/firebase/functions';

export interface BuyRequestInput {
  productId: string;
  quantityG: number;
  /** The same id for every retry of one purchase, so the server makes at most one order. */
  requestId: string;
}

const placeBuyRequestCall = callable<BuyRequestInput, PlaceBuyRequestResult>('placeBuyRequest');

/** The order placed, or found when an earlier attempt with this request id had placed it (`created` false). */
export function placeBuyRequest(input: BuyRequestInput): Promise<PlaceBuyRequestResult> {
  return placeBuyRequestCall(input);
}
