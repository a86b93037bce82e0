import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { formatDate } from '@shared/dates';
import { useTranslation } from 'react-i18next';
import type { Order } from '../api/orders-api';
import { timeIst } from '@/shared/i18n/units';
import { STATUS_COLOUR } from '@/shared/ui/order-status-colour';

interface Props {
  orders: Order[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The order rows, newest first: title, 'Order:' and status, date and time in IST. */
export function OrderList({ orders, selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <List dense disablePadding aria-label={t('orders.ordersList')} data-testid="order-list">
      {orders.map((o) => (
        <ListItemButton
          key={o.id}
          selected={o.id === selectedId}
          onClick={() => onSelect(o.id)}
          aria-label={o.title}
          data-testid="order-row"
          sx={{ display: 'block', borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography fontWeight={600}>{o.title}</Typography>
          <Box component="span" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            <Typography component="span" variant="body2">
              {t('orders.order')}
            </Typography>
            <Typography component="span" variant="body2" fontWeight={600} sx={{ color: STATUS_COLOUR[o.status] }}>
              {t(`orders.status.${o.status}`)}
            </Typography>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {formatDate(o.createdAt)} {timeIst(o.createdAt)}
          </Typography>
        </ListItemButton>
      ))}
    </List>
  );
}
