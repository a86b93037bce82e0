import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '../api/orders-api';
import { FarmerActions } from './farmer-actions';
import { InfoPane, OrderSentence, Party, Timeline } from './order-parts';
import { OrdersScreen } from './orders-screen';
import { autoDeclineText, declineText } from '../hooks/decline-text';
import { STATUS_COLOUR, statusKey } from '@/shared/ui/order-status';

function FarmerDetail({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <>
      <Party name={order.buyer.name} contact={order.buyer.contact} />
      <OrderSentence order={order} />
      <Typography sx={{ mt: 1, fontWeight: 700, color: STATUS_COLOUR[order.status] }} data-testid="order-status">
        {t('orders.order')} {t(statusKey(order.status))}
      </Typography>
      {/* An automatic decline says who made it (Krishi Haat) and why, in one line. */}
      {order.declineReason && (
        <Typography>{autoDeclineText(order) ?? t('orders.declinedBecause', { reason: declineText(order) })}</Typography>
      )}
      <FarmerActions order={order} />
      <Timeline order={order} side="farmer" />
    </>
  );
}

/** /OrderMessage: the farmer's order inbox, live. */
export default function FarmerOrdersPage() {
  return (
    <OrdersScreen
      side="farmer"
      renderDetail={(o) => <FarmerDetail key={o.id} order={o} />}
      renderInfo={(o) => <InfoPane order={o} side="farmer" />}
    />
  );
}
