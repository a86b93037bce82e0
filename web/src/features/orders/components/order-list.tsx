import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { formatDate } from '@shared/dates';
import { formatKg } from '@shared/money';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../api/orders-api';
import type { OrderSide } from '../hooks/use-orders';
import type { WaitingAction } from '../hooks/use-waiting';
import { useInPieces } from '@/shared/hooks/use-in-pieces';
import { rupees, timeIst } from '@/shared/i18n/units';
import { STATUS_COLOUR, statusKey } from '@/shared/ui/order-status';

interface Props {
  /** Whose orders: a row names the other party (the buyer in the farmer's inbox). */
  side: OrderSide;
  orders: Order[];
  /** Actions made offline and not yet sent, by order id: the row says so instead of the status. */
  waiting: ReadonlyMap<string, WaitingAction>;
  selectedId: string | null;
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

/** The order rows, newest first: title, the other party with kg and total, status, date and time in IST. */
export function OrderList({ side, orders, waiting, selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  const tabbable = orders.some((o) => o.id === selectedId) ? selectedId : (orders[0]?.id ?? null);
  const shown = useInPieces(orders);
  return (
    <List dense disablePadding aria-label={t('orders.ordersList')} data-testid="order-list">
      {shown.map((o) => {
        const pending = waiting.get(o.id);
        return (
          <ListItemButton
            key={o.id}
            selected={o.id === selectedId}
            aria-current={o.id === selectedId ? 'true' : undefined}
            tabIndex={o.id === tabbable ? 0 : -1}
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
                quantity: formatKg(o.quantityKg),
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
      })}
    </List>
  );
}
