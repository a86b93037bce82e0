import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAppStore } from '@/shared/store';
import { useOrderUpdates } from '../hooks/use-order-updates';
import '../strings';

/**
 * The buyer's header badge: how many orders the farmer answered or moved since
 * the buyer last looked, live, linking to /MyOrdersUser. Loaded lazily and only
 * for buyers, like the farmers' pending count.
 */
export default function OrderUpdatesBadge() {
  const { t } = useTranslation();
  const uid = useAppStore((s) => s.uid);
  const updates = useOrderUpdates(uid);
  const count = updates.status === 'ready' ? updates.data : 0;
  const label = t('orders.updatesBadge', { count });
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={RouterLink} to="/MyOrdersUser" aria-label={label}>
        <Badge badgeContent={count} color="error" max={99} data-testid="order-updates-count">
          <ReceiptLongOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
