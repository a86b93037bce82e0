import { Suspense, lazy, memo, useEffect, useImperativeHandle, useState, type ComponentType, type Ref } from 'react';
import { useAfterFirstPaint } from '@/shared/hooks/use-after-first-paint';
import type { Product } from '@/shared/product';
import { useAppStore } from '@/shared/store';
import { whenIdle } from '@/shared/when-idle';

type BuyDialogProps = Parameters<typeof import('./buy-dialog').default>[0];

const loadBuyDialog = () => import('./buy-dialog');
// The dialog (and the Functions SDK it calls) downloads on the first 'Request to Buy'...
const LazyBuyDialog = lazy(loadBuyDialog);
// ...unless a signed-in person's market has painted and gone idle first: it is fetched and run
// then, and a tap renders it at once. A lazy component would still suspend for a microtask on
// its first render, and the tap's frame would show no dialog.
let ReadyBuyDialog: ComponentType<BuyDialogProps> | null = null;

export interface BuyHostHandle {
  open(product: Product): void;
}

interface Props {
  /** The market's products: the open dialog follows its product's live copy (stock can change). */
  products: Product[];
  handle: Ref<BuyHostHandle>;
  /** A request reached the server. */
  onSent: () => void;
}

/**
 * The buy dialog and its state, apart from the market page: a tap on 'Request to Buy' renders
 * this and not the page (its search row and filters are the heaviest part of the screen).
 */
export const BuyHost = memo(function BuyHost({ products, handle, onSent }: Props) {
  // The component is chosen at the tap and kept while open: switching from the lazy one to the
  // ready one would remount the dialog, and a new request id could place a second order.
  const [chosen, setChosen] = useState<{ product: Product; Dialog: ComponentType<BuyDialogProps> } | null>(null);
  useImperativeHandle(
    handle,
    () => ({ open: (product) => setChosen({ product, Dialog: ReadyBuyDialog ?? LazyBuyDialog }) }),
    [],
  );
  const signedIn = useAppStore((s) => s.status === 'signedIn');
  const painted = useAfterFirstPaint(signedIn && products.length > 0);
  useEffect(() => {
    if (!painted || ReadyBuyDialog) return;
    return whenIdle(() => {
      loadBuyDialog().then(
        (m) => (ReadyBuyDialog = m.default),
        () => undefined, // a failed fetch is tried again by the tap's own lazy load
      );
    });
  }, [painted]);

  if (!chosen) return null;
  const { Dialog } = chosen;
  const product = products.find((p) => p.id === chosen.product.id) ?? chosen.product;
  return (
    <Suspense fallback={null}>
      <Dialog key={product.id} product={product} onClose={() => setChosen(null)} onSent={onSent} />
    </Suspense>
  );
});
