import InboxIcon from '@mui/icons-material/Inbox';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAppStore } from '@/shared/store';
import { usePendingCount } from '../hooks/use-pending-count';
import '../strings';

/**
 * The header's live count of orders waiting for this farmer, linking to the inbox.
 * Loaded lazily and only for farmers, so Firestore stays out of the first download.
 */
export default function PendingOrdersBadge() {
  const { t } = useTranslation();
  const uid = useAppStore((s) => s.uid);
  const pending = usePendingCount(uid);
  const count = pending.status === 'ready' ? pending.data : 0;
  const label = t('orders.pendingBadge', { count });
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={RouterLink} to="/OrderMessage" aria-label={label}>
        <Badge badgeContent={count} color="error" max={99} data-testid="pending-orders-count">
          <InboxIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
