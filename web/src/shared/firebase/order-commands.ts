import { doc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import type { CommandOutcome } from '@shared/order-schemas';
import { db } from '@/shared/firebase/firestore';

// Order actions that survive a lost signal: written as orderCommands/{id}
// documents, which the Firestore SDK keeps on the phone (persistent cache) and
// sends when the network returns. The onOrderCommand trigger runs the
// callables' own logic and records the outcome on the command.

export type { CommandOutcome };

export interface BuyCommand {
  productId: string;
  quantityKg: number;
  requestId: string;
}

export interface StepCommand {
  orderId: string;
  action: 'accept' | 'decline' | 'cancel' | 'dispatch' | 'deliver';
  reason?: string;
}

/** True when the browser knows it has no network: then order actions are queued, not called. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Queues a buy request. Its id is the request id, so the order it makes is the
 * one a callable retry of the same request would find. Resolves at once; the
 * outcome comes through `onOutcome` once the server has handled it.
 */
export function queueBuy(uid: string, input: BuyCommand, onOutcome: (o: CommandOutcome) => void): void {
  write(input.requestId, { kind: 'buy', by: uid, ...input }, onOutcome);
}

/** Queues an order step (accept, decline, ...) under a fresh command id. */
export function queueStep(uid: string, commandId: string, input: StepCommand, onOutcome: (o: CommandOutcome) => void) {
  const body = input.reason ? input : { orderId: input.orderId, action: input.action };
  write(commandId, { kind: 'step', by: uid, ...body }, onOutcome);
}

function write(id: string, body: Record<string, unknown>, onOutcome: (o: CommandOutcome) => void): void {
  const ref = doc(db, 'orderCommands', id);
  // Not awaited: offline, the promise settles only when the server has the write.
  setDoc(ref, { ...body, createdAt: serverTimestamp(), outcome: null }).catch((error: unknown) => {
    stop();
    onOutcome({ ok: false, code: String((error as { code?: string }).code ?? 'unknown'), message: '' });
  });
  const stop = onSnapshot(
    ref,
    (snap) => {
      const outcome = snap.get('outcome') as CommandOutcome | null | undefined;
      if (!outcome) return;
      stop();
      onOutcome(outcome);
    },
    // A listener error (e.g. signed out meanwhile) ends the watch; the order screens still show the result.
    () => stop(),
  );
}
