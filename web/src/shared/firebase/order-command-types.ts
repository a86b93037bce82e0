// The order commands' plain shapes, shared by the page (order-commands.ts) and
// the data worker (order-commands-queries.ts).

export interface StepCommand {
  orderId: string;
  action: 'accept' | 'decline' | 'cancel' | 'dispatch' | 'deliver';
  reason?: string;
}

/**
 * A command of this person's that has no outcome yet: still on the phone
 * (`onPhone`), or sent and being handled. Buys carry what their row shows;
 * steps name the order and the action they will take.
 */
export type WaitingCommand =
  | { id: string; kind: 'buy'; onPhone: boolean; at: number; title: string; quantityKg: number; requestId: string }
  | { id: string; kind: 'step'; onPhone: boolean; at: number; orderId: string; action: StepCommand['action'] };
