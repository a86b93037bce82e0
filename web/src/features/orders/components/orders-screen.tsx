import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAfterFirstPaint } from '@/shared/hooks/use-after-first-paint';
import { useMinWidth } from '@/shared/hooks/use-min-width';
import { useAppStore } from '@/shared/store';
import { Notice } from '@/shared/ui/notice';
import { SearchField } from '@/shared/ui/search-field';
import '@/shared/ui/skeleton.css';
import type { Order } from '../api/orders-api';
import { HEADER_PX, useDetailReveal } from '../hooks/use-detail-reveal';
import { useMarkOrdersSeen } from '../hooks/use-order-updates';
import { useOrders, type OrderSide } from '../hooks/use-orders';
import { useWaiting, type WaitingAction } from '../hooks/use-waiting';
import { OrderList } from './order-list';
import { WaitingBuys } from './waiting-buys';
import '../strings';

/** MUI's `md` and `lg` breakpoints, as order-row.css's media queries. */
const MD_PX = 900;
const LG_PX = 1200;

interface Props {
  side: OrderSide;
  /**
   * `waiting`: the action made offline for this order and not yet sent, if any;
   * `paying`: whether a payment step made offline for it waits to be sent.
   */
  renderDetail: (order: Order, waiting: WaitingAction | null, paying: boolean) => ReactNode;
  renderInfo: (order: Order) => ReactNode;
}

/** Search by product title or the other party's name, case-insensitively. */
function matches(o: Order, side: OrderSide, term: string): boolean {
  if (!term) return true;
  const other = side === 'farmer' ? o.buyer.name : o.farmer.name;
  return o.title.toLowerCase().includes(term) || other.toLowerCase().includes(term);
}

/**
 * The three-pane order screen shared by /OrderMessage and /MyOrdersUser: list
 * on the left, the chosen order in the centre, the other party on the right
 * (large screens only). On phones the list and the detail stack, and a tapped
 * row scrolls its detail into view.
 */
export function OrdersScreen({ side, renderDetail, renderInfo }: Props) {
  const { t } = useTranslation();
  // One selector a field: the screen re-renders when these change, not on every change to
  // the store (a toast counted, the account panel opened).
  const uid = useAppStore((s) => s.uid);
  const email = useAppStore((s) => s.email);
  const displayName = useAppStore((s) => s.displayName);
  const orders = useOrders(side, uid);
  // The buyer's header badge counts orders changed since this page was last open.
  useMarkOrdersSeen(uid, orders, side === 'buyer');
  const waiting = useWaiting(uid, orders.data);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const term = search.trim().toLowerCase();
  const shown = useMemo(
    () => (orders.status === 'ready' ? orders.data.filter((o) => matches(o, side, term)) : []),
    [orders, side, term],
  );
  const selected = shown.find((o) => o.id === chosen) ?? shown[0] ?? null;
  const farmer = side === 'farmer';

  // A tapped row brings its detail into view (use-detail-reveal.ts); the pane
  // shows `detailOrder`, which follows `selected` a render later.
  const { shown: detailOrder, stale, detailRef, reveal } = useDetailReveal(selected);
  const choose = useCallback(
    (id: string) => {
      setChosen(id);
      reveal(id);
    },
    [reveal],
  );
  // Opened on one order (?order=ID, from a notification): that order is chosen
  // and brought into view once it is listed, once per id.
  const [params] = useSearchParams();
  const asked = params.get('order');
  const [shownAsked, setShownAsked] = useState<string | null>(null);
  useEffect(() => {
    if (!asked || asked === shownAsked || !shown.some((o) => o.id === asked)) return;
    setShownAsked(asked);
    setChosen(asked);
    reveal(asked);
  }, [asked, shownAsked, shown, reveal]);

  // Built once per order shown, not again on a tap: the tap's render reuses these
  // elements, so React skips the pane and the search field.
  const waitingStep = detailOrder ? (waiting.steps.get(detailOrder.id) ?? null) : null;
  const paying = detailOrder ? waiting.payments.has(detailOrder.id) : false;
  // On a phone the detail pane is below the list, out of the first screen: it is built once
  // the list has painted, so the list's first commit is not held back by it.
  const wide = useMinWidth(MD_PX);
  const listPainted = useAfterFirstPaint(orders.status === 'ready');
  const detailNow = wide || listPainted;
  const detail = useMemo(
    () => detailNow && detailOrder && renderDetail(detailOrder, waitingStep, paying),
    [detailNow, detailOrder, waitingStep, paying, renderDetail],
  );
  // The third pane shows only on a large screen: never built on a phone.
  const infoShown = useMinWidth(LG_PX);
  const info = useMemo(() => infoShown && detailOrder && renderInfo(detailOrder), [infoShown, detailOrder, renderInfo]);
  const searchLabel = t(farmer ? 'orders.search' : 'orders.searchSeller');
  const searchField = useMemo(
    () => (
      <div className="kh-orders-search">
        <SearchField id="orders-search" label={searchLabel} value={search} onChange={setSearch} icon={false} />
      </div>
    ),
    [searchLabel, search],
  );

  return (
    <div className="kh-page kh-wide">
      <h1 className="kh-page-title">{t(farmer ? 'orders.farmerTitle' : 'orders.buyerTitle')}</h1>
      {/* The panes as plain elements (order-row.css), like the rows: MUI's Paper, Typography
          and Skeleton resolved their styles in the screen's first commit on a slow phone. */}
      <div className="kh-orders-panes">
        <section className="kh-pane kh-list-pane" aria-label={t('orders.ordersList')}>
          <p className="kh-me" data-testid="my-name">
            {displayName ?? t(farmer ? 'orders.farmerName' : 'orders.buyerName')}
          </p>
          <p className="kh-me-email" data-testid="my-email">
            {email ?? t(farmer ? 'orders.farmerEmail' : 'orders.buyerEmail')}
          </p>
          {searchField}
          {orders.status === 'loading' &&
            [0, 1, 2].map((i) => <span key={i} className="kh-skel kh-order-skel" aria-hidden="true" />)}
          {orders.status === 'error' && <Notice severity="error">{t('orders.loadFailed')}</Notice>}
          {side === 'buyer' && <WaitingBuys buys={waiting.buys} />}
          {orders.status === 'ready' && orders.data.length === 0 && waiting.buys.length === 0 && (
            <p className="kh-quiet">{t('orders.empty')}</p>
          )}
          {orders.status === 'ready' && orders.data.length > 0 && shown.length === 0 && (
            <p className="kh-quiet">{t('orders.noMatch')}</p>
          )}
          <OrderList
            side={side}
            orders={shown}
            waiting={waiting.steps}
            selectedId={selected?.id ?? null}
            tabbableId={detailOrder?.id ?? null}
            onSelect={choose}
          />
        </section>
        {/* Not while the orders load: on a phone the pane sits below the list, and the
            list growing from its skeleton to its rows moved it down (a layout shift). */}
        {orders.status !== 'loading' && (
          <section
            className="kh-pane kh-detail-pane"
            style={{ scrollMarginTop: HEADER_PX + 8, ...(stale ? { pointerEvents: 'none' } : undefined) }}
            aria-label={t('orders.detail')}
            tabIndex={-1}
            ref={detailRef}
            // The previous order, for the frame or two before the tapped one is built: not to be
            // used. Not `inert`: an attribute set in the tap's commit forced a style recalculation
            // in a trace, and this was one of the two set there.
            aria-busy={stale || undefined}
            data-testid="order-detail"
          >
            {detail ||
              (detailNow || !detailOrder ? (
                <p className="kh-quiet">{t('orders.chooseOrder')}</p>
              ) : (
                <span className="kh-skel kh-detail-skel" aria-hidden="true" />
              ))}
          </section>
        )}
        {info && (
          <aside className="kh-pane kh-info-pane" data-testid="order-info">
            {info}
          </aside>
        )}
      </div>
    </div>
  );
}
