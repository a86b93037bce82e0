import { callable } from '@/shared/firebase/functions';

export interface BuyRequestInput {
  productId: string;
  quantityKg: number;
  /** The same id for every retry of one purchase, so the server makes at most one order. */
  requestId: string;
}

const placeBuyRequestCall = callable<BuyRequestInput, { orderId: string }>('placeBuyRequest');

export async function placeBuyRequest(input: BuyRequestInput): Promise<string> {
  return (await placeBuyRequestCall(input)).orderId;
}

/** A fresh request id matching /^[A-Za-z0-9_-]{8,64}$/ (32 hex characters). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
