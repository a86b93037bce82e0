import type { Role } from '@shared/roles';
import NotificationBell from '@/features/notifications/components/notification-bell';
import OrdersBadge from '@/features/orders/components/orders-badge';
import AccountControls from './account-controls';

/**
 * The header's controls for a signed-in person, one lazy chunk: the orders
 * badge and the notification bell (once the role is known; the badge is keyed
 * by role, as its count's hook differs per role) and the account button.
 */
export default function SignedInTools({ role }: { role: Role | null }) {
  return (
    <>
      {role && <OrdersBadge key={role} role={role} />}
      {role && <NotificationBell />}
      <AccountControls />
    </>
  );
}
