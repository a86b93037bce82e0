// The market's queries, run in the data worker (web/src/data-worker.ts); the page
// opens them through market-api.ts and gets plain Products.
import { doc, getDoc } from 'firebase/firestore';
import { live } from '@/shared/firebase/data-protocol';
import { saveLastPage } from './last-page-store';
import { openLiveFeed } from './market-live';
import type { FeedState } from './market-messages';
import { openNearFeed } from './market-near';
import { PAGE_SIZE, type MarketQuery } from './market-query';

export const marketQueries = {
  /**
   * The live, paged market; control 'loadMore' reads the next page. With
   * `saveAsLastPage`, its first confirmed page is kept for offline visits.
   */
  'market.feed': live<{ spec: Pick<MarketQuery, 'where' | 'orderBy'>; saveAsLastPage: boolean }, FeedState>(
    (db, { spec, saveAsLastPage }, emit, fail) => {
      let saved = '';
      const feed = openLiveFeed(
        db,
        spec,
        (state) => {
          emit(state);
          if (!saveAsLastPage || state.loading || state.fromCache) return;
          const page = state.products.slice(0, PAGE_SIZE);
          const text = JSON.stringify(page);
          if (text === saved) return;
          saved = text;
          saveLastPage(page).catch(() => undefined); // without IndexedDB the market only works online
        },
        fail,
      );
      return { close: () => feed.close(), control: () => feed.loadMore() };
    },
  ),
  /** "Nearest first": pages read once, by distance (market-near.ts); control 'loadMore'. */
  'market.near': live<{ spec: MarketQuery; near: NonNullable<MarketQuery['near']> }, FeedState>(
    (db, { spec, near }, emit, fail) => {
      const feed = openNearFeed(db, spec, near, emit, fail);
      return { close: () => feed.close(), control: () => feed.loadMore() };
    },
  ),
  /** The pincode of a buyer's first address, or null (no address, or not a buyer). */
  'market.firstAddressPincode': live<{ uid: string }, string | null>((db, { uid }, emit, fail) => {
    getDoc(doc(db, 'users', uid)).then((snap) => {
      const addresses: unknown = snap.get('addresses');
      const first = Array.isArray(addresses) ? (addresses[0] as { pincode?: unknown } | undefined) : undefined;
      const pincode = first?.pincode;
      emit(typeof pincode === 'number' || typeof pincode === 'string' ? String(pincode) : null);
    }, fail);
    return () => undefined;
  }),
};
