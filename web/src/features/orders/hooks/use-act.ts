import { newRequestId, type OrderAction } from '@shared/orders';
import { queueStep } from '@/shared/firebase/order-commands';
import { act } from '../api/orders-api';
import { useBusyRun } from './use-busy-run';

/**
 * Runs one order action at a time with a toast either way; the server's words
 * on refusal. Offline, the action is queued on the phone as an order command
 * and its outcome toasts when the signal returns.
 */
export function useAct() {
  const { busy, run: runStep } = useBusyRun();
  const run = (orderId: string, action: OrderAction, reason?: string): Promise<boolean> =>
    runStep({
      doneKey: `orders.done.${action}`,
      call: () => act(orderId, action, reason),
      queue: (uid, onOutcome) => {
        const note = reason?.trim();
        queueStep(uid, newRequestId(), { orderId, action, ...(note ? { reason: note } : {}) }, onOutcome);
      },
    });
  return { busy, run };
}
