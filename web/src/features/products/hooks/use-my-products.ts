import { useLive, type LoadState } from '@/shared/hooks/use-live';
import type { Product } from '@/shared/product';
import { peekMyProducts, subscribeMyProducts } from '../api/products-api';

/** The signed-in farmer's products, newest first, kept live. */
export function useMyProducts(farmerId: string | null): LoadState<Product[]> {
  return useLive(subscribeMyProducts, farmerId, peekMyProducts);
}
