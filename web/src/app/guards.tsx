import type { Role } from '@shared/roles';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { authPath } from '@/shared/return-path';
import { useAppStore } from '@/shared/store';
import { PageLoader } from '@/shared/ui/page-loader';
import { notifyErrorLater } from '@/shared/notify-later';

interface Props {
  roles: readonly Role[];
  children: ReactNode;
}

/**
 * Lets only the given roles in: visitors go to /login, on the panel of the
 * page's role, and come back here after logging in; other roles go to / with a toast.
 */
export function RequireRole({ roles, children }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const status = useAppStore((s) => s.status);
  const role = useAppStore((s) => s.role);
  const allowed = role !== null && roles.includes(role);
  const wrongRole = status === 'signedIn' && !allowed;

  useEffect(() => {
    if (!wrongRole) return;
    const message = t(roles.length === 1 && roles[0] === 'farmer' ? 'guard.farmersOnly' : 'guard.buyersOnly');
    notifyErrorLater(message);
  }, [wrongRole, roles, t]);

  if (status === 'loading') return <PageLoader />;
  if (status === 'signedOut') {
    const pageRole = roles.length === 1 ? roles[0] : null;
    return <Navigate to={authPath('/login', pageRole, location.pathname + location.search)} replace />;
  }
  if (!allowed) return <Navigate to="/" replace />;
  return <>{children}</>;
}

export function RequireSignedIn({ children }: { children: ReactNode }) {
  const status = useAppStore((s) => s.status);
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  if (status === 'signedOut')
    return <Navigate to={authPath('/login', null, location.pathname + location.search)} replace />;
  return <>{children}</>;
}
