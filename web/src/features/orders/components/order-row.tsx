import './order-row.css';
import { formatDate } from '@shared/dates';
import { formatGrams } from '@shared/money';
import { memo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../api/orders-api';
import type { OrderSide } from '../hooks/use-orders';
import type { WaitingAction } from '../hooks/use-waiting';
import { rupees, timeIst } from '@/shared/i18n/units';
import { STATUS_COLOUR, statusKey } from '@/shared/ui/order-status';

interface Props {
  side: OrderSide;
  order: Order;
  /** The action made offline for this order and not yet sent: shown instead of the status. */
  pending: WaitingAction | undefined;
  selected: boolean;
  /** The list's one Tab stop. */
  tabbable: boolean;
  /** Stable across renders, so a tap re-renders only the rows whose selection changed. */
  onSelect: (id: string) => void;
}

/** The theme's warning.dark: an action made offline and not yet sent. */
const WAITING_COLOUR = '#e65100';

// One Tab stop for the whole list (the chosen row); the arrow keys move between
// rows, so the keyboard reaches the order's buttons without passing every row.
function moveFocus(e: KeyboardEvent<HTMLElement>) {
  const row = e.currentTarget;
  const items = Array.from(row.parentElement?.parentElement?.children ?? []);
  const rows = items.map((item) => item.firstElementChild as HTMLElement);
  const at = rows.indexOf(row);
  const to =
    e.key === 'ArrowDown'
      ? rows[at + 1]
      : e.key === 'ArrowUp'
        ? rows[at - 1]
        : e.key === 'Home'
          ? rows[0]
          : e.key === 'End'
            ? rows[rows.length - 1]
            : undefined;
  if (!to) return;
  e.preventDefault();
  to.focus();
}

/**
 * One order row: title, the other party with kg and total, status, date and time
 * in IST. A plain button styled by order-row.css. Memoized: a tap on a row
 * re-renders two rows (the old and the new choice), not the whole list.
 */
export const OrderRow = memo(function OrderRow({ side, order: o, pending, selected, tabbable, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className="kh-order-row"
        aria-current={selected ? 'true' : undefined}
        tabIndex={tabbable ? 0 : -1}
        onKeyDown={moveFocus}
        onClick={() => onSelect(o.id)}
        aria-label={o.title}
        data-testid="order-row"
      >
        <span className="kh-order-title">{o.title}</span>
        {/* Two requests for one product differ here: who, how much, for how much. */}
        <span className="kh-order-party" data-testid="order-row-party">
          {t('orders.rowParty', {
            name: side === 'farmer' ? o.buyer.name : o.farmer.name,
            quantity: formatGrams(o.quantityG),
            total: rupees(o.totalPaise),
          })}
        </span>
        <span className="kh-order-state">
          <span>{t('orders.order')}</span>
          {pending ? (
            <b style={{ color: WAITING_COLOUR }}>{t(`orders.waiting.step.${pending}`)}</b>
          ) : (
            <b style={{ color: STATUS_COLOUR[o.status] }}>{t(statusKey(o.status))}</b>
          )}
        </span>
        <span className="kh-order-when">
          {formatDate(o.createdAt)} {timeIst(o.createdAt)}
        </span>
      </button>
    </li>
  );
});
