import type { CommandOutcome } from '@shared/order-schemas';
import { queriesOf } from './data-client';
import type { PayCommand, StepCommand, WaitingCommand } from './order-command-types';
import type { orderCommandQueries } from './order-commands-queries';

// Order actions and payment steps that survive a lost signal (order-commands-queries.ts,
// in the data worker, writes and watches them). Nothing here loads Firestore.

export type { CommandOutcome, PayCommand, StepCommand, WaitingCommand };

export interface BuyCommand {
  productId: string;
  /** The product's title, for the buyer's 'Waiting to be sent' row (the trigger ignores it). */
  title: string;
  quantityG: number;
  requestId: string;
}

const q = queriesOf<typeof orderCommandQueries>();

/** True when the browser knows it has no network: then order actions are queued, not called. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Queues a buy request. Its id is the request id, so the order it makes is the
 * one a callable retry of the same request would find. Returns at once; the
 * outcome comes through `onOutcome` once the server has handled it.
 */
export function queueBuy(uid: string, input: BuyCommand, onOutcome: (o: CommandOutcome) => void): void {
  send(input.requestId, { kind: 'buy', by: uid, ...input }, onOutcome);
}

/** Queues an order step (accept, decline, ...) under a fresh command id. */
export function queueStep(uid: string, commandId: string, input: StepCommand, onOutcome: (o: CommandOutcome) => void) {
  const body = input.reason ? input : { orderId: input.orderId, action: input.action };
  send(commandId, { kind: 'step', by: uid, ...body }, onOutcome);
}

/** Queues a payment step ("I have paid", "Payment received") under a fresh command id. */
export function queuePayment(
  uid: string,
  commandId: string,
  input: PayCommand,
  onOutcome: (o: CommandOutcome) => void,
) {
  const body = input.reference ? input : { orderId: input.orderId, action: input.action };
  send(commandId, { kind: 'pay', by: uid, ...body }, onOutcome);
}

function send(id: string, body: Record<string, unknown>, onOutcome: (o: CommandOutcome) => void): void {
  // The answers come as messages, so `stop` is set before either callback runs.
  const stop: () => void = q.subscribe(
    'commands.send',
    { id, body },
    (outcome) => {
      stop();
      onOutcome(outcome);
    },
    (error) => {
      stop();
      onOutcome({ ok: false, code: String((error as { code?: string }).code ?? 'unknown'), message: '' });
    },
  );
}

/** The person's commands without an outcome, newest first, live (the phone's cache too). */
export function subscribeWaitingCommands(
  uid: string,
  onData: (commands: WaitingCommand[]) => void,
  onError: (error: unknown) => void,
): () => void {
  return q.subscribe('commands.waiting', { uid }, onData, onError);
}

/** Withdraws a buy that has not been handled yet (kept on the phone offline, sent after the buy). */
export function withdrawBuy(id: string): void {
  void q.once('commands.withdraw', { id });
}
