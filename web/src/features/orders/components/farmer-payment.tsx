import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../api/orders-api';
import { useRecordPayment } from '../hooks/use-record-payment';
import { ConfirmSheet } from '@/shared/ui/confirm-sheet';
import { amountOf, payable, PaymentSection } from './payment-section';

const lostFocus = () => !document.activeElement || document.activeElement === document.body;

/**
 * The farmer's payment box on an accepted order: what the buyer said ("Buyer
 * says paid (ref …)"), then "Payment received". That cannot be taken back and
 * the buyer sees it, so it asks first, as a cancel does, with "Not yet" focused.
 * The farmer may confirm without the buyer's word (the money may come first).
 * `waiting`: a confirmation made offline waits to be sent; the button says so
 * and cannot be pressed again.
 */
export function FarmerPayment({ order, waiting }: { order: Order; waiting: boolean }) {
  const { t } = useTranslation();
  const pay = useRecordPayment();
  const [asking, setAsking] = useState(false);
  const close = () => setAsking(false);
  const box = useRef<HTMLElement>(null);
  const state = payable(order) ? order.payment.state : null;
  // Once recorded, the button that opened the dialog is gone: closing it gave the focus back to
  // nothing, and the box takes it. The close and the live order can come in either order.
  const asked = useRef(false);
  useEffect(() => {
    if (asking) asked.current = true;
    else if (asked.current && lostFocus()) box.current?.focus();
    if (!asking && state === 'received') asked.current = false;
  }, [asking, state]);
  if (state === null) return null;
  const reference = order.payment.reference;
  const line =
    state === 'received'
      ? t('orders.pay.received')
      : state === 'claimed'
        ? reference
          ? t('orders.pay.claimedFarmerRef', { ref: reference })
          : t('orders.pay.claimedFarmer')
        : t('orders.pay.unpaidFarmer');

  return (
    <PaymentSection order={order} boxRef={box}>
      <p
        className={state === 'received' ? 'kh-pay-state-done' : state === 'claimed' ? 'kh-pay-state-said' : undefined}
        data-testid="payment-state"
      >
        {line}
      </p>
      {state !== 'received' && (
        <button
          type="button"
          className={`kh-btn kh-pay-step ${state === 'claimed' ? 'kh-contained kh-success' : 'kh-outlined'}`}
          disabled={pay.busy || waiting}
          onClick={() => setAsking(true)}
        >
          {waiting ? t('orders.pay.waiting') : t('orders.pay.received')}
        </button>
      )}
      <ConfirmSheet
        open={asking}
        titleId={`received-${order.id}-title`}
        title={t('orders.pay.confirmTitle', { amount: amountOf(order), buyer: order.buyer.name })}
        text={t('orders.pay.confirmText')}
        keepLabel={t('orders.pay.notYet')}
        confirmLabel={t('orders.pay.received')}
        tone="success"
        busy={pay.busy}
        onKeep={close}
        onConfirm={() =>
          void pay.run(order.id, 'received').then((ok) => {
            if (ok) close();
          })
        }
      />
    </PaymentSection>
  );
}
