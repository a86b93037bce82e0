import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
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

// One Tab stop for the whole list (the chosen row); the arrow keys move between
// rows, so the keyboard reaches the order's buttons without passing every row.
function moveFocus(e: KeyboardEvent<HTMLElement>) {
  const row = e.currentTarget;
  const rows = Array.from(row.parentElement?.children ?? []) as HTMLElement[];
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
 * in IST. Memoized: a tap on a row re-renders two rows (the old and the new
 * choice), not the whole list.
 */
export const OrderRow = memo(function OrderRow({ side, order: o, pending, selected, tabbable, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <ListItemButton
      // No touch ripple: the row's highlight already answers the tap, and mounting
      // the ripple on the first touch was about 45 ms of the touchstart task in a
      // trace of the tap (before the tap's own render could start).
      disableTouchRipple
      selected={selected}
      aria-current={selected ? 'true' : undefined}
      tabIndex={tabbable ? 0 : -1}
      onKeyDown={moveFocus}
      onClick={() => onSelect(o.id)}
      aria-label={o.title}
      data-testid="order-row"
      sx={{ display: 'block', borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography fontWeight={600}>{o.title}</Typography>
      {/* Two requests for one product differ here: who, how much, for how much. */}
      <Typography variant="body2" data-testid="order-row-party">
        {t('orders.rowParty', {
          name: side === 'farmer' ? o.buyer.name : o.farmer.name,
          quantity: formatGrams(o.quantityG),
          total: rupees(o.totalPaise),
        })}
      </Typography>
      <Box component="span" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <Typography component="span" variant="body2">
          {t('orders.order')}
        </Typography>
        {pending ? (
          <Typography component="span" variant="body2" fontWeight={600} color="warning.dark">
            {t(`orders.waiting.step.${pending}`)}
          </Typography>
        ) : (
          <Typography component="span" variant="body2" fontWeight={600} sx={{ color: STATUS_COLOUR[o.status] }}>
            {t(statusKey(o.status))}
          </Typography>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {formatDate(o.createdAt)} {timeIst(o.createdAt)}
      </Typography>
    </ListItemButton>
  );
});
