import { useTranslation } from 'react-i18next';
import { prefetchOrders, type Order } from '../api/orders-api';
import { FarmerActions } from './farmer-actions';
import { FarmerPayment } from './farmer-payment';
import { InfoPane, OrderSentence, Party, Timeline } from './order-parts';
import { OrdersScreen } from './orders-screen';
import { autoDeclineText, declineText } from '../hooks/decline-text';
import type { WaitingAction } from '../hooks/use-waiting';
import { STATUS_COLOUR, statusKey } from '@/shared/ui/order-status';

/** An answer waiting to be sent: the theme's warning.dark, as MUI gave it. */
const WAITING_COLOUR = '#e65100';

interface DetailProps {
  order: Order;
  waiting: WaitingAction | null;
  paying: boolean;
}

function FarmerDetail({ order, waiting, paying }: DetailProps) {
  const { t } = useTranslation();
  return (
    <>
      <Party name={order.buyer.name} contact={order.buyer.contact} />
      <OrderSentence order={order} />
      {/* An answer made offline shows as waiting until the server has it, not as Pending. */}
      <p
        className="kh-o-status"
        style={{ color: waiting ? WAITING_COLOUR : STATUS_COLOUR[order.status] }}
        data-testid="order-status"
      >
        {waiting ? t(`orders.waiting.step.${waiting}`) : `${t('orders.order')} ${t(statusKey(order.status))}`}
      </p>
      {/* An automatic decline says who made it (Krishi Haat) and why, in one line. */}
      {order.declineReason && (
        <p className="kh-o-text">
          {autoDeclineText(order) ?? t('orders.declinedBecause', { reason: declineText(order) })}
        </p>
      )}
      <FarmerActions order={order} locked={waiting !== null} />
      <FarmerPayment order={order} waiting={paying} />
      <Timeline order={order} side="farmer" />
    </>
  );
}

/** /OrderMessage: the farmer's order inbox, live. */
export default function FarmerOrdersPage() {
  return (
    <OrdersScreen
      side="farmer"
      renderDetail={(o, waiting, paying) => <FarmerDetail key={o.id} order={o} waiting={waiting} paying={paying} />}
      renderInfo={(o) => <InfoPane order={o} side="farmer" />}
    />
  );
}

/** Opens the orders while the screen's first render is prepared (app/routes.tsx, a returning trader). */
export const prefetch = (uid: string) => prefetchOrders('farmer', uid);
