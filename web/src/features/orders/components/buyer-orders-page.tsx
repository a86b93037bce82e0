import { formatGrams } from '@shared/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchOrders, type Order } from '../api/orders-api';
import { BuyerPayment } from './buyer-payment';
import { InfoPane, OrderSentence, Party, Timeline } from './order-parts';
import { OrdersScreen } from './orders-screen';
import { autoDeclineText, declineText } from '../hooks/decline-text';
import { ConfirmSheet } from '@/shared/ui/confirm-sheet';
import { STATUS_COLOUR } from '@/shared/ui/order-status';
import { useAct } from '../hooks/use-act';
import type { WaitingAction } from '../hooks/use-waiting';

interface DetailProps {
  order: Order;
  waiting: WaitingAction | null;
  paying: boolean;
}

function BuyerDetail({ order, waiting, paying }: DetailProps) {
  const { t } = useTranslation();
  const act = useAct();
  const run = act.run;
  // A cancel made offline waits to be sent: the button says so and cannot be pressed again.
  const busy = act.busy || waiting !== null;
  const [cancelling, setCancelling] = useState(false);
  // A decline made by Krishi Haat (stock ran out) says so in one line; no farmer chose it.
  const auto = autoDeclineText(order);
  const cancel = async () => {
    if (await run(order.id, 'cancel')) setCancelling(false);
  };
  return (
    <>
      <Party name={order.farmer.name} contact={order.farmer.contact} />
      <OrderSentence order={order} />
      {/* Plain elements (order-row.css, shared/ui/fields.css), as the rest of the pane. */}
      <div
        className="kh-o-alert"
        style={{ color: STATUS_COLOUR[order.status], borderColor: STATUS_COLOUR[order.status] }}
        data-testid="order-status"
      >
        {auto ?? t(`orders.statusMessage.${order.status}`)}
      </div>
      {order.declineReason && !auto && (
        <p className="kh-o-reason">{t('orders.declinedBecause', { reason: declineText(order) })}</p>
      )}
      {order.status === 'Pending' && (
        <button
          type="button"
          className="kh-btn kh-outlined kh-danger kh-o-cancel"
          disabled={busy}
          onClick={() => setCancelling(true)}
        >
          {waiting ? t(`orders.waiting.step.${waiting}`) : t('orders.cancel')}
        </button>
      )}
      {/* A cancel cannot be taken back (the server allows no step out of Cancelled): it asks first. */}
      <ConfirmSheet
        open={cancelling && order.status === 'Pending'}
        titleId={`cancel-${order.id}-title`}
        title={t('orders.cancelTitle')}
        text={t('orders.cancelText', {
          quantity: formatGrams(order.quantityG),
          title: order.title,
          farmer: order.farmer.name,
        })}
        keepLabel={t('orders.keepOrder')}
        confirmLabel={t('orders.cancel')}
        tone="danger"
        busy={busy}
        onKeep={() => setCancelling(false)}
        onConfirm={() => void cancel()}
      />
      <BuyerPayment order={order} waiting={paying} />
      <Timeline order={order} side="buyer" />
    </>
  );
}

/** /MyOrdersUser: the buyer's own orders and where each one stands, live. */
export default function BuyerOrdersPage() {
  return (
    <OrdersScreen
      side="buyer"
      renderDetail={(o, waiting, paying) => <BuyerDetail key={o.id} order={o} waiting={waiting} paying={paying} />}
      renderInfo={(o) => <InfoPane order={o} side="buyer" />}
    />
  );
}

/** Opens the orders while the screen's first render is prepared (app/routes.tsx, a returning trader). */
export const prefetch = (uid: string) => prefetchOrders('buyer', uid);
