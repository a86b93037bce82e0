import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAfterFirstPaint } from '@/shared/hooks/use-after-first-paint';
import { useMinWidth } from '@/shared/hooks/use-min-width';
import { useAppStore } from '@/shared/store';
import type { Order } from '../api/orders-api';
import { HEADER_PX, useDetailReveal } from '../hooks/use-detail-reveal';
import { useMarkOrdersSeen } from '../hooks/use-order-updates';
import { useOrders, type OrderSide } from '../hooks/use-orders';
import { useWaiting, type WaitingAction } from '../hooks/use-waiting';
import { OrderList } from './order-list';
import { WaitingBuys } from './waiting-buys';
import '../strings';

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
  const { uid, email, displayName } = useAppStore();
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
  const { breakpoints } = useTheme();
  const wide = useMinWidth(breakpoints.values.md);
  const listPainted = useAfterFirstPaint(orders.status === 'ready');
  const detailNow = wide || listPainted;
  const detail = useMemo(
    () => detailNow && detailOrder && renderDetail(detailOrder, waitingStep, paying),
    [detailNow, detailOrder, waitingStep, paying, renderDetail],
  );
  // The third pane shows only on a large screen: never built on a phone.
  const infoShown = useMinWidth(breakpoints.values.lg);
  const info = useMemo(() => infoShown && detailOrder && renderInfo(detailOrder), [infoShown, detailOrder, renderInfo]);
  const searchLabel = t(farmer ? 'orders.search' : 'orders.searchSeller');
  const searchField = useMemo(
    () => (
      <TextField
        size="small"
        fullWidth
        type="search"
        label={searchLabel}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ my: 1.5 }}
      />
    ),
    [searchLabel, search],
  );

  return (
    <Container maxWidth="xl" sx={{ py: 3, px: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(farmer ? 'orders.farmerTitle' : 'orders.buyerTitle')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '300px 1fr', lg: '300px 1fr 320px' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }} component="section" aria-label={t('orders.ordersList')}>
          <Typography fontWeight={700} data-testid="my-name">
            {displayName ?? t(farmer ? 'orders.farmerName' : 'orders.buyerName')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }} data-testid="my-email">
            {email ?? t(farmer ? 'orders.farmerEmail' : 'orders.buyerEmail')}
          </Typography>
          {searchField}
          {orders.status === 'loading' && [0, 1, 2].map((i) => <Skeleton key={i} height={64} />)}
          {orders.status === 'error' && <Alert severity="error">{t('orders.loadFailed')}</Alert>}
          {side === 'buyer' && <WaitingBuys buys={waiting.buys} />}
          {orders.status === 'ready' && orders.data.length === 0 && waiting.buys.length === 0 && (
            <Typography color="text.secondary">{t('orders.empty')}</Typography>
          )}
          {orders.status === 'ready' && orders.data.length > 0 && shown.length === 0 && (
            <Typography color="text.secondary">{t('orders.noMatch')}</Typography>
          )}
          <OrderList
            side={side}
            orders={shown}
            waiting={waiting.steps}
            selectedId={selected?.id ?? null}
            tabbableId={detailOrder?.id ?? null}
            onSelect={choose}
          />
        </Paper>
        {/* Not while the orders load: on a phone the pane sits below the list, and the
            list growing from its skeleton to its rows moved it down (a layout shift). */}
        {orders.status !== 'loading' && (
          <Paper
            variant="outlined"
            sx={{ p: 2, minWidth: 0, scrollMarginTop: HEADER_PX + 8, '&:focus': { outline: 'none' } }}
            component="section"
            aria-label={t('orders.detail')}
            tabIndex={-1}
            ref={detailRef}
            // The previous order, for the frame or two before the tapped one is built: not to be
            // used. Not `inert`: an attribute set in the tap's commit forced a style recalculation
            // in a trace, and this was one of the two set there.
            aria-busy={stale || undefined}
            style={stale ? { pointerEvents: 'none' } : undefined}
            data-testid="order-detail"
          >
            {detail ||
              (detailNow || !detailOrder ? (
                <Typography color="text.secondary">{t('orders.chooseOrder')}</Typography>
              ) : (
                <Skeleton height={120} />
              ))}
          </Paper>
        )}
        {info && (
          <Paper
            variant="outlined"
            sx={{ p: 2, display: { xs: 'none', lg: 'block' }, minWidth: 0 }}
            component="aside"
            data-testid="order-info"
          >
            {info}
          </Paper>
        )}
      </Box>
    </Container>
  );
}
