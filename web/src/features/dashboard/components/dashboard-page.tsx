import { formatDate } from '@shared/dates';
import { usePlaceLabel } from '@/shared/i18n/place-names';
import { rupees } from '@/shared/i18n/units';
import { STATUS_COLOUR, statusKey } from '@/shared/ui/order-status';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/shared/store';
import {
  peekOrders,
  peekPosts,
  peekProducts,
  peekProfile,
  prefetchDashboard,
  subscribeOrders,
  subscribePosts,
  subscribeProducts,
  subscribeProfile,
  type OrderSummary,
} from '../api/dashboard-api';
import { useLive } from '@/shared/hooks/use-live';
import { DashboardCard } from './dashboard-card';
import '../strings';

const SOLD = new Set(['Accepted!', 'Dispatched', 'Delivered']);
const RECENT = 5;
const sumOf = (list: OrderSummary[]) => list.reduce((sum, o) => sum + o.totalPaise, 0);

// A row names the product and its date, never a document id (which means nothing to a farmer).
function Row({ children }: { children: ReactNode }) {
  return <p className="kh-dash-row">{children}</p>;
}

const shorten = (s: string) => (s.length > 30 ? `${s.slice(0, 30)}...` : s);

/** /dashboard: the farmer's profile, recent orders, products and posts at a glance, live. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const place = usePlaceLabel();
  // One selector a field: the screen re-renders when these change, not on every change to
  // the store (a toast counted, the account panel opened).
  const uid = useAppStore((s) => s.uid);
  const email = useAppStore((s) => s.email);
  const displayName = useAppStore((s) => s.displayName);
  const profile = useLive(subscribeProfile, uid, peekProfile);
  const orders = useLive(subscribeOrders, uid, peekOrders);
  const products = useLive(subscribeProducts, uid, peekProducts);
  const posts = useLive(subscribePosts, uid, peekPosts);
  const first = profile.data?.firstName || displayName?.split(' ')[0] || '';
  const none = <p className="kh-dash-quiet">{t('dashboard.none')}</p>;

  return (
    <div className="kh-page">
      <h1 className="kh-page-title">{t('dashboard.welcome', { name: first })}</h1>
      <div className="kh-dash">
        <DashboardCard title={t('dashboard.profile')} state={profile} testId="dash-profile" rows={4}>
          {(p) => (
            <>
              <p>{t('dashboard.name', { name: p ? `${p.firstName} ${p.lastName}` : displayName })}</p>
              <p className="kh-dash-email">{t('dashboard.email', { email })}</p>
              {p && <p>{t('dashboard.farmName', { farm: p.farmName })}</p>}
              {p && (
                <p>
                  {t('dashboard.farmAddress', {
                    ...p.farmLocation,
                    district: place(p.farmLocation.district),
                    state: place(p.farmLocation.state),
                  })}
                </p>
              )}
            </>
          )}
        </DashboardCard>
        <DashboardCard title={t('dashboard.recentOrders')} state={orders} testId="dash-orders" rows={3 + RECENT}>
          {(list) => (
            <>
              <p data-testid="dash-pending">
                {t('dashboard.pending')}: {list.filter((o) => o.status === 'Pending').length}
              </p>
              <p data-testid="dash-sales">
                {t('dashboard.sales')}: {rupees(sumOf(list.filter((o) => SOLD.has(o.status))))}
              </p>
              {/* Money is paid outside Krishi Haat; this is what the farmer has confirmed. */}
              <p data-testid="dash-payments" className="kh-dash-sum">
                {t('dashboard.payments', {
                  received: rupees(sumOf(list.filter((o) => SOLD.has(o.status) && o.paid))),
                  accepted: rupees(sumOf(list.filter((o) => SOLD.has(o.status)))),
                })}
              </p>
              {list.length === 0 && none}
              {list.slice(0, RECENT).map((o) => (
                <Row key={o.id}>
                  <span>{o.title}</span>
                  <span className="kh-dash-quiet">{formatDate(o.createdAtMs)}</span>
                  <b style={{ color: STATUS_COLOUR[o.status] }}>{t(statusKey(o.status))}</b>
                </Row>
              ))}
            </>
          )}
        </DashboardCard>
        <DashboardCard title={t('dashboard.myProducts')} state={products} testId="dash-products" rows={RECENT}>
          {(list) =>
            list.length === 0
              ? none
              : list.slice(0, RECENT).map((p) => (
                  <Row key={p.id}>
                    <span>{p.title}</span>
                    <span className="kh-dash-quiet">{formatDate(p.createdAtMs)}</span>
                  </Row>
                ))
          }
        </DashboardCard>
        <DashboardCard title={t('dashboard.myPosts')} state={posts} testId="dash-posts" rows={RECENT}>
          {(list) =>
            list.length === 0
              ? none
              : list.slice(0, RECENT).map((b) => (
                  <Row key={b.id}>
                    <span>{shorten(b.title)}</span>
                    <span className="kh-dash-quiet">{t('dashboard.likes', { count: b.likes })}</span>
                  </Row>
                ))
          }
        </DashboardCard>
        <DashboardCard
          title={t('dashboard.events')}
          state={{ status: 'ready', data: null, error: null }}
          testId="dash-events"
          rows={1}
        >
          {() => <p className="kh-dash-quiet">{t('dashboard.noEvents')}</p>}
        </DashboardCard>
      </div>
    </div>
  );
}

/** Opens the summaries while the screen's first render is prepared (app/routes.tsx, a returning farmer). */
export const prefetch = prefetchDashboard;
