import { useMemo } from 'react';
import { subscribeWaitingCommands, withdrawBuy, type WaitingCommand } from '@/shared/firebase/order-commands';
import { useLive } from '@/shared/hooks/use-live';
import type { Order } from '../api/orders-api';

export type WaitingBuy = Extract<WaitingCommand, { kind: 'buy' }>;
export type WaitingAction = Extract<WaitingCommand, { kind: 'step' }>['action'];
export type WaitingPayment = Extract<WaitingCommand, { kind: 'pay' }>['action'];

export interface Waiting {
  /** Buys not yet an order on this screen, newest first. */
  buys: WaitingBuy[];
  /** The action waiting to be sent for an order, by order id. */
  steps: ReadonlyMap<string, WaitingAction>;
  /** The payment step waiting to be sent for an order, by order id. */
  payments: ReadonlyMap<string, WaitingPayment>;
}

const NONE: Waiting = { buys: [], steps: new Map(), payments: new Map() };

/**
 * The person's order actions and payment steps still waiting to be sent (or being handled), next
 * to their orders. A buy whose order has arrived is left out, so the real row
 * takes its place in the same render: no moment with both, or with neither.
 */
export function useWaiting(uid: string | null, orders: Order[] | null): Waiting {
  const live = useLive(subscribeWaitingCommands, uid);
  return useMemo(() => {
    if (live.status !== 'ready') return NONE;
    const placed = new Set((orders ?? []).map((o) => o.requestId));
    const buys: WaitingBuy[] = [];
    const steps = new Map<string, WaitingAction>();
    const payments = new Map<string, WaitingPayment>();
    for (const c of live.data) {
      if (c.kind === 'buy' && !placed.has(c.requestId)) buys.push(c);
      if (c.kind === 'step') steps.set(c.orderId, c.action);
      if (c.kind === 'pay') payments.set(c.orderId, c.action);
    }
    return { buys, steps, payments };
  }, [live, orders]);
}

/** Withdraws a waiting buy (kept on the phone offline, sent after the buy). */
export const withdraw = withdrawBuy;
