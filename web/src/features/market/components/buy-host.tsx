import { Suspense, memo, use, useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { useAfterFirstPaint } from '@/shared/hooks/use-after-first-paint';
import type { Product } from '@/shared/product';
import { useAppStore } from '@/shared/store';
import { whenIdle } from '@/shared/when-idle';

type BuyDialogModule = typeof import('./buy-dialog');
let loading: Promise<BuyDialogModule> | null = null;
/**
 * The dialog's code (and the Functions SDK it calls), fetched once. The promise carries
 * React's own `status` and `value` once settled, so `use` reads a loaded module in the same
 * render instead of suspending for a microtask (the tap's frame would show no dialog).
 */
function loadBuyDialog(): Promise<BuyDialogModule> {
  if (!loading) {
    const started = import('./buy-dialog');
    started.then(
      (m) => Object.assign(started, { status: 'fulfilled', value: m }),
      () => (loading = null), // a failed fetch is tried again by the next tap
    );
    loading = started;
  }
  return loading;
}

/** Fetched on the first 'Request to Buy', or ahead of it once a signed-in person's market has painted and gone idle. */
function BuyDialog(props: Parameters<BuyDialogModule['default']>[0]) {
  const { default: Dialog } = use(loadBuyDialog());
  return <Dialog {...props} />;
}

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
  const [chosen, setChosen] = useState<Product | null>(null);
  useImperativeHandle(handle, () => ({ open: setChosen }), []);
  const signedIn = useAppStore((s) => s.status === 'signedIn');
  const painted = useAfterFirstPaint(signedIn && products.length > 0);
  useEffect(() => {
    if (!painted) return;
    return whenIdle(() => void loadBuyDialog().catch(() => undefined));
  }, [painted]);

  if (!chosen) return null;
  const product = products.find((p) => p.id === chosen.id) ?? chosen;
  return (
    <Suspense fallback={null}>
      <BuyDialog key={product.id} product={product} onClose={() => setChosen(null)} onSent={onSent} />
    </Suspense>
  );
});
