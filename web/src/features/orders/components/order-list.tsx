import { useTranslation } from 'react-i18next';
import type { Order } from '../api/orders-api';
import type { OrderSide } from '../hooks/use-orders';
import type { WaitingAction } from '../hooks/use-waiting';
import { useInPieces } from '@/shared/hooks/use-in-pieces';
import { OrderRow } from './order-row';

interface Props {
  /** Whose orders: a row names the other party (the buyer in the farmer's inbox). */
  side: OrderSide;
  orders: Order[];
  /** Actions made offline and not yet sent, by order id: the row says so instead of the status. */
  waiting: ReadonlyMap<string, WaitingAction>;
  selectedId: string | null;
  /**
   * The row that is the list's Tab stop: the order in the detail pane, which follows
   * the selection a frame later. In a trace, an attribute set in the tap's commit
   * (this tabindex, on the row the tap had just focused, was one) forced a style
   * recalculation there.
   */
  tabbableId: string | null;
  /** Must be stable (the rows are memoized on it). */
  onSelect: (id: string) => void;
}

/** The order rows, newest first. */
export function OrderList({ side, orders, waiting, selectedId, tabbableId, onSelect }: Props) {
  const { t } = useTranslation();
  const tabbable = orders.some((o) => o.id === tabbableId) ? tabbableId : (orders[0]?.id ?? null);
  const shown = useInPieces(orders);
  return (
    <ul className="kh-orders" aria-label={t('orders.ordersList')} data-testid="order-list">
      {shown.map((o) => (
        <OrderRow
          key={o.id}
          side={side}
          order={o}
          pending={waiting.get(o.id)}
          selected={o.id === selectedId}
          tabbable={o.id === tabbable}
          onSelect={onSelect}
        />
      ))}
    </ul>
  );
}
