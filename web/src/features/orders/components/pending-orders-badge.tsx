import InboxIcon from '@mui/icons-material/Inbox';
import { usePendingCount } from '../hooks/use-pending-count';
import { LiveCountBadge } from './live-count-badge';

/**
 * The header's live count of orders waiting for this farmer, linking to the inbox.
 * Loaded lazily and only for farmers, so Firestore stays out of the first download.
 */
export default function PendingOrdersBadge() {
  return (
    <LiveCountBadge
      useCount={usePendingCount}
      labelKey="orders.pendingBadge"
      to="/OrderMessage"
      icon={<InboxIcon />}
      testId="pending-orders-count"
    />
  );
}
