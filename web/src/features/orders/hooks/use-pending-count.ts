import { useLive, type LoadState } from '@/shared/hooks/use-live';
import { subscribePendingCount } from '../api/orders-api';

/** The farmer's pending order count, kept live. */
export function usePendingCount(uid: string | null): LoadState<number> {
  return useLive(subscribePendingCount, uid);
}
