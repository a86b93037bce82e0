import type { PlaceBuyRequestResult } from '@shared/order-schemas';
import { callable } from '@/shared/firebase/functions';

export interface BuyRequestInput {
  productId: string;
  quantityKg: number;
  /** The same id for every retry of one purchase, so the server makes at most one order. */
  requestId: string;
}

const placeBuyRequestCall = callable<BuyRequestInput, PlaceBuyRequestResult>('placeBuyRequest');

/** The order placed, or found when an earlier attempt with this request id had placed it (`created` false). */
export function placeBuyRequest(input: BuyRequestInput): Promise<PlaceBuyRequestResult> {
  return placeBuyRequestCall(input);
}

/** A fresh request id matching /^[A-Za-z0-9_-]{8,64}$/ (32 hex characters). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
