import { collection, doc, onSnapshot, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import type { CommandOutcome } from '@shared/order-schemas';
import { db } from '@/shared/firebase/firestore';

// Order actions that survive a lost signal: written as orderCommands/{id}
// documents, which the Firestore SDK keeps on the phone (persistent cache) and
// sends when the network returns. The onOrderCommand trigger runs the
// callables' own logic and records the outcome on the command.

export type { CommandOutcome };

export interface BuyCommand {
  productId: string;
  /** The product's title, for the buyer's 'Waiting to be sent' row (the trigger ignores it). */
  title: string;
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
  // madeAt: the phone's clock orders waiting rows (a pending server time reads as 'now' after a reload).
  setDoc(ref, { ...body, madeAt: Date.now(), createdAt: serverTimestamp(), outcome: null }).catch((error: unknown) => {
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

/**
 * A command of this person's that has no outcome yet: still on the phone
 * (`onPhone`), or sent and being handled. Buys carry what their row shows;
 * steps name the order and the action they will take.
 */
export type WaitingCommand =
  | { id: string; kind: 'buy'; onPhone: boolean; at: number; title: string; quantityKg: number; requestId: string }
  | { id: string; kind: 'step'; onPhone: boolean; at: number; orderId: string; action: StepCommand['action'] };

/**
 * The person's commands without an outcome, newest first, live, from the phone's cache too,
 * so a reload offline still shows what waits to be sent. A withdrawn buy is
 * left out. Two equality filters: no composite index needed.
 */
export function subscribeWaitingCommands(
  uid: string,
  onData: (commands: WaitingCommand[]) => void,
  onError: (error: unknown) => void,
): () => void {
  const q = query(collection(db, 'orderCommands'), where('by', '==', uid), where('outcome', '==', null));
  return onSnapshot(
    q,
    { includeMetadataChanges: true },
    (snap) => {
      const waiting: WaitingCommand[] = [];
      for (const d of snap.docs) {
        const c = d.data();
        const onPhone = d.metadata.hasPendingWrites;
        const at = typeof c.madeAt === 'number' ? c.madeAt : 0;
        if (c.kind === 'buy' && c.cancelled !== true) {
          const title = typeof c.title === 'string' ? c.title : '';
          waiting.push({
            id: d.id,
            kind: 'buy',
            onPhone,
            at,
            title,
            quantityKg: Number(c.quantityKg),
            requestId: String(c.requestId),
          });
        } else if (c.kind === 'step') {
          waiting.push({
            id: d.id,
            kind: 'step',
            onPhone,
            at,
            orderId: String(c.orderId),
            action: c.action as StepCommand['action'],
          });
        }
      }
      onData(waiting.sort((a, b) => b.at - a.at));
    },
    onError,
  );
}

/**
 * Withdraws a buy that has not been handled yet. Not awaited: offline it is
 * kept and sent after the buy, and the trigger then places nothing.
 */
export function withdrawBuy(id: string): void {
  updateDoc(doc(db, 'orderCommands', id), { cancelled: true }).catch(() => {
    // Refused once the server had handled the buy: the order shows, and can be cancelled there.
  });
}
