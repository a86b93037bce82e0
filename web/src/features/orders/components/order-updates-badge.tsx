import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { useOrderUpdates } from '../hooks/use-order-updates';
import { LiveCountBadge } from './live-count-badge';

/**
 * The buyer's header badge: how many orders the farmer answered or moved since
 * the buyer last looked, live, linking to /MyOrdersUser. Loaded lazily and only
 * for buyers, like the farmers' pending count.
 */
export default function OrderUpdatesBadge() {
  return (
    <LiveCountBadge
      useCount={useOrderUpdates}
      labelKey="orders.updatesBadge"
      to="/MyOrdersUser"
      icon={<ReceiptLongOutlined />}
      testId="order-updates-count"
    />
  );
}
