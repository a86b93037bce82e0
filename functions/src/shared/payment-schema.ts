import { z } from 'zod';
import { englishError } from './error-codes';
import { DOC_ID_PATTERN } from './orders';
import { PAYMENT_ACTIONS, REFERENCE_PATTERN } from './payment';

// The input of recordPayment (orders/record-payment.ts), shared so the web
// sends exactly what the function accepts. Messages are the error codes'
// English, so a refusal carries the code (issueCode reads it back).

export const recordPaymentSchema = z.strictObject(
  {
    orderId: z
      .string({ error: englishError('orders/not-found') })
      .regex(new RegExp(DOC_ID_PATTERN), { error: englishError('orders/not-found') }),
    action: z.enum(PAYMENT_ACTIONS, { error: englishError('payments/unknown-action') }),
    // No trimming or case change: a reference is checked exactly as typed.
    reference: z
      .string({ error: englishError('payments/bad-reference') })
      .regex(new RegExp(REFERENCE_PATTERN), { error: englishError('payments/bad-reference') })
      .optional(),
  },
  { error: englishError('orders/bad-request') },
);
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;

export interface RecordPaymentResult {
  orderId: string;
  payment: 'unpaid' | 'claimed' | 'received';
}
