import { queriesOf } from '@/shared/firebase/data-client';
import type { Product } from '@/shared/product';
import type { dashboardQueries } from './dashboard-queries';
import type { FarmerProfile, OrderSummary, PostSummary } from './dashboard-summaries';

export { POSTS_SHOWN, type FarmerProfile, type OrderSummary, type PostSummary } from './dashboard-summaries';

// The live summaries run in the data worker (dashboard-queries.ts).
const q = queriesOf<typeof dashboardQueries>();

type OnError = (error: unknown) => void;

export function subscribeProfile(uid: string, onData: (p: FarmerProfile | null) => void, onError: OnError) {
  return q.subscribe('dashboard.profile', { uid }, onData, onError);
}

export function subscribeOrders(uid: string, onData: (o: OrderSummary[]) => void, onError: OnError) {
  return q.subscribe('dashboard.orders', { uid }, onData, onError);
}

export function subscribeProducts(uid: string, onData: (p: Product[]) => void, onError: OnError) {
  return q.subscribe('dashboard.products', { uid }, onData, onError);
}

/** The farmer's newest posts (at most POSTS_SHOWN) from their cards: no full text, one bounded page. */
export function subscribePosts(uid: string, onData: (p: PostSummary[]) => void, onError: OnError) {
  return q.subscribe('dashboard.posts', { uid }, onData, onError);
}

const SUMMARIES = ['dashboard.profile', 'dashboard.orders', 'dashboard.products', 'dashboard.posts'] as const;

/** Opens the four summaries before the screen's code has loaded (a returning farmer's first screen). */
export function prefetchDashboard(uid: string): void {
  for (const name of SUMMARIES) q.prefetch(name, { uid });
}

/** What each prefetched summary has answered so far (useLive's `peek`). */
export const peekProfile = (uid: string) => q.peek('dashboard.profile', { uid });
export const peekOrders = (uid: string) => q.peek('dashboard.orders', { uid });
export const peekProducts = (uid: string) => q.peek('dashboard.products', { uid });
export const peekPosts = (uid: string) => q.peek('dashboard.posts', { uid });
