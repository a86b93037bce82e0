import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../api/orders-api';
import { useAct } from '../hooks/use-act';
import { useBackCloses } from '@/shared/hooks/use-back-closes';
import { DeclineDialog } from './decline-dialog';

/**
 * Accept / Decline while Pending, Dispatch once accepted, Deliver once dispatched.
 * `locked`: an answer made offline waits to be sent, so no second one can be given.
 */
export function FarmerActions({ order, locked }: { order: Order; locked: boolean }) {
  const { t } = useTranslation();
  const act = useAct();
  const run = act.run;
  const busy = act.busy || locked;
  // An answer removes the button that had the focus: keep the focus on the next
  // step's button (Dispatch after Accept, enabled once the answer is back), or on
  // the order when none is left. While the decline dialog is open the focus is the
  // dialog's: the decision waits until it has closed (the live Declined can come
  // before or after it closes).
  const actionsRef = useRef<HTMLDivElement>(null);
  const shownStatus = useRef(order.status);
  const refocus = useRef(false);
  const [declining, setDeclining] = useState(false);
  useEffect(() => {
    if (shownStatus.current !== order.status) {
      shownStatus.current = order.status;
      refocus.current = true;
    }
    if (!refocus.current || declining) return;
    const box = actionsRef.current;
    const detail = box?.closest<HTMLElement>('[data-testid="order-detail"]');
    const active = document.activeElement;
    if (active && active !== document.body && active !== detail) {
      refocus.current = false; // the person has moved on
      return;
    }
    const next = box?.querySelector<HTMLElement>('button:not([disabled])');
    if (next || !busy) refocus.current = false;
    (next ?? detail)?.focus();
  }, [order.status, busy, declining]);
  const [reason, setReason] = useState('');
  useBackCloses(declining, busy ? undefined : () => setDeclining(false));

  const decline = async () => {
    if (await run(order.id, 'decline', reason)) {
      setDeclining(false);
      setReason('');
    }
  };

  // Plain buttons (shared/ui/fields.css): no touch ripple (each one is disabled the moment it is
  // tapped, which answers the tap; with MUI's ripple mounting on the first touch, Accept was 160 ms
  // of lab INP on the calibrated phone, 75 ms without: performance-history, 26 Nov), and no styles
  // built when the pane renders; the decline dialog is a plain sheet too, rendered only while open.
  return (
    <div ref={actionsRef} className="kh-o-actions">
      {order.status === 'Pending' && (
        <>
          <button
            type="button"
            className="kh-btn kh-contained kh-success"
            disabled={busy}
            onClick={() => void run(order.id, 'accept')}
          >
            {t('orders.accept')}
          </button>
          <button
            type="button"
            className="kh-btn kh-outlined kh-danger"
            disabled={busy}
            onClick={() => setDeclining(true)}
          >
            {t('orders.decline')}
          </button>
        </>
      )}
      {order.status === 'Accepted!' && (
        <button
          type="button"
          className="kh-btn kh-contained"
          disabled={busy}
          onClick={() => void run(order.id, 'dispatch')}
        >
          {t('orders.dispatch')}
        </button>
      )}
      {order.status === 'Dispatched' && (
        <button
          type="button"
          className="kh-btn kh-contained"
          disabled={busy}
          onClick={() => void run(order.id, 'deliver')}
        >
          {t('orders.deliver')}
        </button>
      )}
      <DeclineDialog
        open={declining}
        reason={reason}
        onReason={setReason}
        busy={busy}
        onKeep={() => setDeclining(false)}
        onDecline={() => void decline()}
      />
    </div>
  );
}
