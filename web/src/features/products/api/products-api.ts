import '../strings';
import { queriesOf, type OpenQuery } from '@/shared/firebase/data-client';
import type { Product } from '@/shared/product';
import type { ProductChanges, ProductFields } from './product-input';
import { NO_FARM, type WriteStep } from './product-writes';
import type { productsQueries } from './products-queries';

export type { ProductChanges };

// The list and the writes run in the data worker (products-queries.ts).
const q = queriesOf<typeof productsQueries>();

/** Thrown when the farmer's profile has no farm location to copy onto the product. */
export class MissingFarmError extends Error {
  constructor() {
    super('products.noFarm');
  }
}

/** The farmer's own products, newest first, live (index: farmerId ASC, createdAt DESC). */
export function subscribeMyProducts(
  farmerId: string,
  onData: (products: Product[]) => void,
  onError: (error: unknown) => void,
): () => void {
  return q.subscribe('products.mine', { farmerId }, onData, onError);
}

/** Opens the farmer's products before the screen's code has loaded (a returning farmer's first screen). */
export function prefetchMyProducts(farmerId: string): void {
  q.prefetch('products.mine', { farmerId });
}

/** What the prefetched products query has answered so far (useLive's `peek`). */
export function peekMyProducts(farmerId: string): Product[] | undefined {
  return q.peek('products.mine', { farmerId });
}

/**
 * Keeps the farmer's profile in the phone's cache while the products page is
 * open (a live listener), so adding a product offline can copy its farm place.
 */
export function keepFarmOnPhone(farmerId: string): () => void {
  return q.subscribe(
    'products.keepFarm',
    { farmerId },
    () => undefined,
    () => undefined,
  );
}

/**
 * A write the server has confirmed (`queued` false), or one kept on the phone
 * while offline (`queued` true) that the SDK sends when the signal returns;
 * `sent` settles then, and rejects if the server refuses it.
 */
export interface WriteResult {
  queued: boolean;
  sent: Promise<void>;
}

type OpenWrite = (onStep: (step: WriteStep) => void, onError: (error: unknown) => void) => OpenQuery;

/**
 * A write's result from the worker's two answers: offline it resolves at the
 * first ('queued'), online once the server has it. The query stays open until
 * `sent`, so its second answer is not lost.
 */
function settle(open: OpenWrite): Promise<WriteResult> {
  return new Promise((resolve, reject) => {
    let queued = false;
    let markSent: () => void = () => undefined;
    let refuse: (error: unknown) => void = () => undefined;
    const sent = new Promise<void>((res, rej) => {
      markSent = res;
      refuse = rej;
    });
    const write = open(
      (step) => {
        if ('queued' in step) {
          queued = step.queued;
          if (queued) resolve({ queued, sent });
          return;
        }
        write.close();
        markSent();
        if (!queued) resolve({ queued, sent });
      },
      (error) => {
        write.close();
        const code = (error as { code?: unknown } | null)?.code;
        // Before the result is handed out, the caller's await gets the error; after, `sent` does.
        if (queued) refuse(error);
        else reject(code === NO_FARM ? new MissingFarmError() : error);
      },
    );
  });
}

/**
 * Creates a product straight in Firestore; the rules check every field. The
 * farm location must equal the farmer's profile, so it is read and copied
 * (from the phone's cache when offline).
 */
export async function addProduct(farmerId: string, fields: ProductFields): Promise<WriteResult & { id: string }> {
  const productId = newProductId();
  const result = await settle((onStep, onError) =>
    q.open('products.add', { farmerId, productId, fields }, onStep, onError),
  );
  return { ...result, id: productId };
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new product's id, made on the phone as Firestore makes its own (20 random
 * letters and digits), so that its photos can wait on the phone for it.
 */
function newProductId(): string {
  let id = '';
  while (id.length < 20) {
    for (const b of crypto.getRandomValues(new Uint8Array(40))) {
      // 248 = 4 × 62: higher bytes are skipped so that every letter is as likely.
      if (b < 248 && id.length < 20) id += ID_CHARS[b % 62];
    }
  }
  return id;
}

/** Resolves once every write made on this phone has reached the server (waits while offline). */
export async function writesSent(): Promise<void> {
  await q.once('products.written', {});
}

/** Edits price, stock and details; `inStock` always follows the quantity (the rules insist). */
export function updateProduct(productId: string, changes: ProductChanges): Promise<WriteResult> {
  return settle((onStep, onError) => q.open('products.update', { productId, changes }, onStep, onError));
}

export async function deleteProduct(productId: string): Promise<void> {
  await q.once('products.delete', { productId });
}
