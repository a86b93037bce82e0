import { useEffect, useState } from 'react';
import type { Product } from '@/shared/product';
import { subscribeMyProducts } from '../api/products-api';

export type LoadState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: unknown };

const LOADING = { status: 'loading', data: null, error: null } as const;

/** The signed-in farmer's products, newest first, kept live. */
export function useMyProducts(farmerId: string | null): LoadState<Product[]> {
  const [result, setResult] = useState<{ key: string | null; state: LoadState<Product[]> }>({
    key: null,
    state: LOADING,
  });
  useEffect(() => {
    if (!farmerId) return;
    return subscribeMyProducts(
      farmerId,
      (data) => setResult({ key: farmerId, state: { status: 'ready', data, error: null } }),
      (error) => setResult({ key: farmerId, state: { status: 'error', data: null, error } }),
    );
  }, [farmerId]);
  // Another account's list is never shown while this one loads.
  return result.key === farmerId ? result.state : LOADING;
}
