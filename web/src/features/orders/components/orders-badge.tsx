import type { Role } from '@shared/roles';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/shared/store';
import { HeaderIconLink } from '@/shared/ui/header-icon';
import { useOrderUpdates } from '../hooks/use-order-updates';
import { usePendingCount } from '../hooks/use-pending-count';
import '../strings';

// What each role's badge counts, live, and which order list it links to: the
// farmer's orders waiting for an answer (the inbox), the buyer's orders the
// farmer answered or moved since the buyer last looked.
const BADGE = {
  farmer: {
    useCount: usePendingCount,
    labelKey: 'orders.pendingBadge',
    to: '/OrderMessage',
    icon: 'inbox',
    testId: 'pending-orders-count',
  },
  user: {
    useCount: useOrderUpdates,
    labelKey: 'orders.updatesBadge',
    to: '/MyOrdersUser',
    icon: 'receipt',
    testId: 'order-updates-count',
  },
} as const;

/**
 * The header's icon linking to the signed-in person's order list, with a live
 * count (0 until it loads). Loaded lazily and only once signed in, so Firestore
 * stays out of the first download. The header keys it by role: the count's hook
 * differs per role, and a hook must stay the same for a mounted component.
 */
export default function OrdersBadge({ role }: { role: Role }) {
  const { useCount, labelKey, to, icon, testId } = BADGE[role];
  const { t } = useTranslation();
  const uid = useAppStore((s) => s.uid);
  const live = useCount(uid);
  const count = live.status === 'ready' ? live.data : 0;
  const label = t(labelKey, { count });
  return <HeaderIconLink to={to} label={label} icon={icon} count={count} testId={testId} />;
}
