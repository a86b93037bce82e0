import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAfterFirstPaint } from '@/shared/hooks/use-after-first-paint';
import { usePlaceLabel } from '@/shared/i18n/place-names';
import type { Product } from '@/shared/product';
import { useAppStore } from '@/shared/store';
import { LoadMore } from '@/shared/ui/load-more';
import { Notice } from '@/shared/ui/notice';
import { CardGridSkeleton } from '@/shared/ui/card-grid-skeleton';
import { BUY_PARAM, keepForLogin, productToBuy } from '../api/buy-after-login';
import { buyBlocker } from '../api/buy-guard';
import { rankBySearch } from '../api/search-rank';
import { DEFAULT_FILTERS, buildMarketQuery, type MarketFilters as Filters } from '../api/market-query';
import { cardDistanceKm } from '../buyer-place';
import { useBuyerPoint } from '../hooks/use-buyer-point';
import { useMarketFeed } from '../hooks/use-market-feed';
import { useRomanizer } from '../hooks/use-romanizer';
import { FIRST_CARDS, EARLY_TAP_KEY } from '../first-paint/first-cards';
import '../strings';
import { BuyHost, type BuyHostHandle } from './buy-host';
import { MarketCard } from './market-card';
import { MarketFilters } from './market-filters';
import { EmptyMarket } from './empty-market';
import { notifyErrorLater } from '@/shared/notify-later';

// A visitor's 'Request to Buy' offers login and signup instead (visitor-sheet.tsx).
const VisitorSheet = lazy(() => import('./visitor-sheet'));
// After a request is sent: "Tell me when the farmer answers" (Web Push), downloaded only then.
const AskPush = lazy(() => import('@/shared/push/ask-push'));

const SKELETONS = 8;

/** /marketplace: live in-stock products for everyone, 24 at a time. */
export default function MarketPage() {
  const { t } = useTranslation();
  const place = usePlaceLabel();
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const buyer = useBuyerPoint();
  const near = buyer.data.point;
  const romanize = useRomanizer(filters.search);
  const spec = useMemo(() => buildMarketQuery(filters, { near, romanize }), [filters, near, romanize]);
  const feed = useMarketFeed(spec);
  // A way out offered by an empty result changes the filters from outside the
  // form, which keeps what was typed: it starts again from the new filters, with
  // the focus back in the search field.
  const [filtersKey, setFiltersKey] = useState(0);
  const resetFilters = useCallback((update: SetStateAction<Filters>) => {
    setFilters(update);
    setFiltersKey((k) => k + 1);
    requestAnimationFrame(() => document.getElementById('market-search')?.focus());
  }, []);
  // A search lists the name that was typed first (search-rank.ts).
  const ranked = useMemo(() => rankBySearch(feed.products, filters.search), [feed.products, filters.search]);
  const allCards = useAfterFirstPaint(feed.products.length > 0) || feed.products.length <= FIRST_CARDS;
  // The search row (MUI text field, microphone and filter button: the page's
  // heaviest components) mounts in its own commit once the first has painted, in
  // a box of its height (market-card.css), so neither commit is one long task on
  // a slow phone and nothing moves.
  const searchRow = useAfterFirstPaint();
  const buyHost = useRef<BuyHostHandle>(null);
  const [visitorFor, setVisitorFor] = useState<Product | null>(null);
  const [requestSent, setRequestSent] = useState(false);
  const onSent = useCallback(() => setRequestSent(true), []);

  // The first products can show before the session has loaded (they come over
  // REST, without Firebase): a click then waits for the session instead of failing.
  const waitingRef = useRef<(() => void) | null>(null);
  useEffect(() => () => waitingRef.current?.(), []);
  const onRequest = useCallback(
    (product: Product) => {
      waitingRef.current?.();
      waitingRef.current = null;
      const decide = () => {
        const { status, role, uid } = useAppStore.getState();
        const blocked = buyBlocker({ status, role, uid }, product);
        if (blocked === 'market.asVisitor' && status === 'signedOut') {
          keepForLogin(product);
          setVisitorFor(product);
          return;
        }
        if (blocked) {
          notifyErrorLater(t(blocked));
          return;
        }
        buyHost.current?.open(product);
      };
      if (useAppStore.getState().status !== 'loading') {
        decide();
        return;
      }
      const stop = useAppStore.subscribe((s) => {
        if (s.status === 'loading') return;
        stop();
        waitingRef.current = null;
        decide();
      });
      waitingRef.current = stop;
    },
    [t],
  );
  // A 'Request to Buy' tapped on index.html's first paint, before React ran
  // (first-paint/paint-first-cards.ts): act on it once its product is here. It is
  // read after this page's first commit, which has replaced the painted cards, so no
  // tap can come after the read (read while rendering, a tap between a render and
  // its commit was kept but never answered).
  const [earlyTapId, setEarlyTapId] = useState<string | null>(null);
  useEffect(() => {
    const kept = window as unknown as Record<string, string>;
    if (kept[EARLY_TAP_KEY]) setEarlyTapId(kept[EARLY_TAP_KEY]);
    delete kept[EARLY_TAP_KEY];
  }, []);
  const earlyTap = earlyTapId === null ? undefined : feed.products.find((p) => p.id === earlyTapId);
  useEffect(() => {
    if (!earlyTap) return;
    setEarlyTapId(null);
    onRequest(earlyTap);
  }, [earlyTap, onRequest]);
  // Back from login or signup (/marketplace?buy=<id>): the dialog of the product they tapped
  // opens, once the session is known; the parameter goes, so a reload does not open it again.
  const [params, setParams] = useSearchParams();
  const buyParam = params.get(BUY_PARAM);
  const signedIn = useAppStore((s) => s.status === 'signedIn');
  useEffect(() => {
    if (!buyParam || !signedIn) return;
    const product = productToBuy(buyParam, feed.products);
    if (!product && feed.status === 'loading') return;
    setParams((p) => (p.delete(BUY_PARAM), p), { replace: true });
    if (product) onRequest(product);
  }, [buyParam, signedIn, feed.products, feed.status, onRequest, setParams]);

  return (
    // The frame and heading as plain elements (shared/ui/frame.css), as index.html's shell draws them.
    <div className="kh-page">
      <h1 className="kh-page-title">{t('market.title')}</h1>
      {searchRow ? (
        <MarketFilters
          key={filtersKey}
          filters={filters}
          onChange={setFilters}
          // A pincode typed but not usable (invalid, unknown, still locating) has its
          // own message on the field; the status line then does not also ask for one.
          ignored={buyer.status === 'idle' ? spec.ignored : spec.ignored.filter((i) => i !== 'sort')}
          near={{
            pincode: buyer.data.pincode,
            status: buyer.status,
            onPincode: buyer.setPincode,
            radiusKm: filters.sort === 'nearest' ? filters.radiusKm : null,
            onRadius: (radiusKm) => setFilters((f) => ({ ...f, radiusKm })),
          }}
        />
      ) : (
        <div className="kh-search-row" aria-hidden />
      )}
      {requestSent && (
        <Suspense fallback={null}>
          <AskPush reason="buyer" />
        </Suspense>
      )}
      {feed.status === 'error' && (
        <Notice
          severity="error"
          action={
            <button type="button" className="kh-btn" onClick={feed.retry}>
              {t('common.tryAgain')}
            </button>
          }
        >
          {t('market.loadFailed')}
        </Notice>
      )}
      {feed.saved && (
        <Notice severity="info" testId="market-saved-note">
          {t(feed.saved === 'matches' ? 'marketNear.savedMatches' : 'marketNear.savedNoMatch')}
        </Notice>
      )}
      {feed.status === 'ready' && feed.products.length === 0 && (
        <EmptyMarket filters={filters} onChange={resetFilters} romanize={romanize} placeKnown={near !== null} />
      )}
      <section
        className="kh-grid"
        aria-busy={feed.status === 'loading' || feed.loadingMore}
        aria-label={t('market.products')}
        data-testid="market-grid"
        data-source={feed.live ? 'live' : undefined}
      >
        {feed.status === 'loading' && <CardGridSkeleton count={SKELETONS} rows />}
        {(allCards ? ranked : ranked.slice(0, FIRST_CARDS)).map((p, i) => (
          <MarketCard
            key={p.id}
            product={p}
            // The cards the HTML painted first (their photos already asked for) never wait for lazy loading.
            eager={i < FIRST_CARDS}
            onRequest={onRequest}
            distanceKm={cardDistanceKm(near, p.geo)}
            distanceComing={buyer.data.coming && p.geo !== null}
            t={t}
            place={place}
          />
        ))}
        {feed.loadingMore && <CardGridSkeleton count={4} rows />}
      </section>
      {feed.hasMore && <LoadMore label={t('market.loadMore')} onClick={feed.loadMore} loading={feed.loadingMore} />}
      {visitorFor && (
        <Suspense fallback={null}>
          <VisitorSheet key={visitorFor.id} product={visitorFor} onClose={() => setVisitorFor(null)} />
        </Suspense>
      )}
      <BuyHost products={feed.products} handle={buyHost} onSent={onSent} />
    </div>
  );
}
