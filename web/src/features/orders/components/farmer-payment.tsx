import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../api/orders-api';
import { useRecordPayment } from '../hooks/use-record-payment';
import { useBackCloses } from '@/shared/hooks/use-back-closes';
import { lazyPart } from '@/shared/ui/lazy-part';
import { amountOf, payable, PaymentSection } from './payment-section';

const ReceivedDialog = lazyPart(() => import('./received-dialog'));

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
  useBackCloses(asking, pay.busy ? undefined : close);
  if (!payable(order)) return null;
  const { state, reference } = order.payment;
  const amount = amountOf(order);
  const titleId = `received-${order.id}-title`;

  const line =
    state === 'received'
      ? t('orders.pay.received')
      : state === 'claimed'
        ? reference
          ? t('orders.pay.claimedFarmerRef', { ref: reference })
          : t('orders.pay.claimedFarmer')
        : t('orders.pay.unpaidFarmer');

  return (
    <PaymentSection order={order}>
      {(focusBox) => (
        <>
          <Typography
            data-testid="payment-state"
            sx={{
              fontWeight: state === 'unpaid' ? 400 : 700,
              color: state === 'received' ? 'success.dark' : undefined,
            }}
          >
            {line}
          </Typography>
          {state !== 'received' && (
            <Button
              variant={state === 'claimed' ? 'contained' : 'outlined'}
              color="success"
              sx={{ mt: 1.5 }}
              disabled={pay.busy || waiting}
              onClick={() => setAsking(true)}
            >
              {waiting ? t('orders.pay.waiting') : t('orders.pay.received')}
            </Button>
          )}
          <ReceivedDialog
            open={asking}
            titleId={titleId}
            amount={amount}
            buyer={order.buyer.name}
            busy={pay.busy}
            onClose={close}
            onReceived={() =>
              void pay.run(order.id, 'received').then((ok) => {
                if (ok) close();
              })
            }
            // Once recorded, the button that opened it is gone and the focus would
            // fall to the page's body: the box takes it when the dialog has faded out.
            onExited={() => lostFocus() && focusBox()}
          />
        </>
      )}
    </PaymentSection>
  );
}
