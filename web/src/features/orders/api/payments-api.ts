import type { PaymentAction } from '@shared/payment';
import type { RecordPaymentInput, RecordPaymentResult } from '@shared/payment-schema';
import { callable } from '@/shared/firebase/functions';

// Type-only imports from the schema module: the zod schema itself stays on the server.
const recordPaymentCall = callable<RecordPaymentInput, RecordPaymentResult>('recordPayment');

/**
 * Records one side's payment step on an order: the buyer's "I have paid"
 * (with the UPI reference, if given) or the farmer's "Payment received". No
 * money moves here; the function checks who may record what in a transaction.
 */
export function recordPayment(orderId: string, action: PaymentAction, reference?: string) {
  return recordPaymentCall(reference ? { orderId, action, reference } : { orderId, action });
}
