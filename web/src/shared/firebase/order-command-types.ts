// The order commands' plain shapes, shared by the page (order-commands.ts) and
// the data worker (order-commands-queries.ts).
import type { PaymentAction } from '@shared/payment';

export interface StepCommand {
  orderId: string;
  action: 'accept' | 'decline' | 'cancel' | 'dispatch' | 'deliver';
  reason?: string;
}

/** A payment step: the buyer's "I have paid" (with the UPI reference, if given) or the farmer's "Payment received". */
export interface PayCommand {
  orderId: string;
  action: PaymentAction;
  reference?: string;
}

/**
 * A command of this person's that has no outcome yet: still on the phone
 * (`onPhone`), or sent and being handled. Buys carry what their row shows;
 * steps and payments name the order and the action they will take.
 */
export type WaitingCommand =
  | { id: string; kind: 'buy'; onPhone: boolean; at: number; title: string; quantityG: number; requestId: string }
  | { id: string; kind: 'step'; onPhone: boolean; at: number; orderId: string; action: StepCommand['action'] }
  | { id: string; kind: 'pay'; onPhone: boolean; at: number; orderId: string; action: PaymentAction };
