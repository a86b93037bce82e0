import { newRequestId } from '@shared/orders';
import type { PaymentAction } from '@shared/payment';
import { useState } from 'react';
import { queuePayment } from '@/shared/firebase/order-commands';
import { recordPayment } from '../api/payments-api';
import { useBusyRun } from './use-busy-run';

/**
 * Records one payment step with a toast either way (a refusal in the reader's
 * language by its stable code). Offline, it is queued on the phone as an order
 * command, like an order step. `busy` then lasts until its outcome: the
 * order's waiting row (useWaiting) comes a moment after the tap, and a second
 * tap in between would queue a second step for the server to refuse.
 */
export function useRecordPayment() {
  const { busy, run: runStep } = useBusyRun();
  const [queued, setQueued] = useState(false);
  const run = (orderId: string, action: PaymentAction, reference?: string): Promise<boolean> =>
    runStep({
      doneKey: `orders.pay.done.${action}`,
      call: () => recordPayment(orderId, action, reference),
      queue: (uid, onOutcome) => {
        setQueued(true);
        const input = { orderId, action, ...(reference ? { reference } : {}) };
        queuePayment(uid, newRequestId(), input, (outcome) => {
          setQueued(false);
          onOutcome(outcome);
        });
      },
    });
  return { busy: busy || queued, run };
}
