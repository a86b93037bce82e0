import {
  Suspense,
  memo,
  startTransition,
  use,
  useCallback,
  useEffect,
  useImperativeHandle,
  useState,
  type Ref,
} from 'react';
import { useAfterFirstPaint } from '@/shared/hooks/use-after-first-paint';
import { useLatest } from '@/shared/hooks/use-latest';
import { newRequestId } from '@shared/orders';
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

/** Fetched on the first 'Request to Buy', or ahead of it once a signed-in buyer's market has painted and gone idle. */
const BuyDialog = memo(function BuyDialog(props: Parameters<BuyDialogModule['default']>[0]) {
  const { default: Dialog } = use(loadBuyDialog());
  return <Dialog {...props} />;
});

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

/** One opening of the dialog: its product as tapped, which opening it is, and its request id. */
interface Opening {
  product: Product;
  n: number;
  requestId: string;
}

/**
 * The buy dialog and its state, apart from the market page: a tap on 'Request to Buy' renders
 * this and not the page (its search row and filters are the heaviest part of the screen).
 *
 * For a signed-in buyer the dialog is built once the market has painted and gone idle, and kept,
 * closed and unseen (ModalSheet's `kept`): the tap then updates its texts and shows it, with no
 * elements made in its frame. Each opening is numbered; the dialog starts afresh (a new request
 * id, 1 kg) for each.
 */
export const BuyHost = memo(function BuyHost({ products, handle, onSent }: Props) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const [open, setOpen] = useState(false);
  useImperativeHandle(
    handle,
    () => ({
      open: (product: Product) => {
        const requestId = newRequestId();
        setOpening((last) => ({ product, n: (last?.n ?? 0) + 1, requestId }));
        setOpen(true);
      },
    }),
    [],
  );
  const close = useCallback(() => setOpen(false), []);
  const buyer = useAppStore((s) => s.status === 'signedIn' && s.role === 'user');
  const painted = useAfterFirstPaint(buyer && products.length > 0);
  // What the kept dialog holds before its first opening: the first product then on the screen.
  const [kept, setKept] = useState<Product | null>(null);
  const first = useLatest(products[0]);
  useEffect(() => {
    if (!painted) return;
    let live = true;
    const stop = whenIdle(
      () =>
        void loadBuyDialog().then(
          () => live && startTransition(() => setKept(first.current ?? null)),
          () => undefined,
        ),
    );
    return () => {
      live = false;
      stop();
    };
  }, [painted, first]);

  const shown = opening?.product ?? kept;
  if (!shown) return null;
  // Closed, it keeps what it holds: the market's live updates re-render nothing unseen.
  const product = open ? (products.find((p) => p.id === shown.id) ?? shown) : shown;
  return (
    <Suspense fallback={null}>
      <BuyDialog
        product={product}
        open={open}
        opening={opening?.n ?? 0}
        requestId={opening?.requestId ?? ''}
        onClose={close}
        onSent={onSent}
      />
    </Suspense>
  );
});
