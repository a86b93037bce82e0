// Photos waiting on the phone for the network: picked offline, or for a product
// the server does not have yet. Each is kept already shrunk, in IndexedDB, so a
// closed app loses none; they are sent after the phone's own product writes have
// reached the server (a new product first, then its photos). The server finds a
// photo it already has by its bytes, so sending one again after a lost answer
// never adds it twice.
import type { ProductPhoto } from '@shared/photo';
import type { AddProductPhotoInput, ProductPhotosResult } from '@shared/photo-schema';
import { callable } from '@/shared/firebase/functions';
import { inStore, PHOTOS_WAITING } from '@/shared/idb-store';
import { noAnswer } from '@/shared/no-answer';
import { writesSent } from './products-api';

interface WaitingPhoto {
  key: string;
  productId: string;
  full: string;
  thumb: string;
  at: number;
}

const { db: DB, store: STORE } = PHOTOS_WAITING;
const addCall = callable<AddProductPhotoInput, ProductPhotosResult>('addProductPhoto');

/** Stores one shrunk photo on its product now (addProductPhoto); resolves with the product's photos. */
export async function sendPhoto(productId: string, full: string, thumb: string): Promise<ProductPhoto[]> {
  return (await addCall({ productId, full, thumb })).photos;
}
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

async function waiting(): Promise<WaitingPhoto[]> {
  try {
    const list = await inStore(DB, STORE, 'readonly', (s) => s.getAll() as IDBRequest<WaitingPhoto[]>);
    return list.sort((a, b) => a.at - b.at);
  } catch {
    return [];
  }
}

let lastAt = 0;

/**
 * Keeps shrunk photos (base64 WebP, as addProductPhoto takes them) on the phone
 * until they can be sent; they are sent in this order (the first is the cover
 * of a new product), each stamped a millisecond after the one before.
 */
export async function keepPhotos(productId: string, photos: Array<{ full: string; thumb: string }>): Promise<void> {
  for (const { full, thumb } of photos) {
    lastAt = Math.max(Date.now(), lastAt + 1);
    const key = `${lastAt}-${Math.random()}`;
    const record: WaitingPhoto = { key, productId, full, thumb, at: lastAt };
    await inStore(DB, STORE, 'readwrite', (s) => s.put(record, key));
  }
  changed();
}

/** How many photos wait for each product, now and after every change. */
export function subscribeWaitingPhotos(onData: (byProduct: Record<string, number>) => void): () => void {
  let open = true;
  const read = () =>
    void waiting().then((list) => {
      const counts: Record<string, number> = {};
      for (const p of list) counts[p.productId] = (counts[p.productId] ?? 0) + 1;
      if (open) onData(counts);
    });
  listeners.add(read);
  read();
  return () => {
    open = false;
    listeners.delete(read);
  };
}

let sending: Promise<void> | null = null;

/**
 * Sends the waiting photos, oldest first, one at a time, once the phone's own
 * writes have reached the server. Stops at the first that gets no answer (the
 * signal went again; they wait for the next call). A photo the server refuses is
 * dropped and reported to `onRefused`. One run at a time: a call during a run
 * joins it, and the run takes photos kept meanwhile too.
 */
export function sendWaitingPhotos(onRefused: (error: unknown) => void): Promise<void> {
  sending ??= (async () => {
    try {
      await writesSent();
      for (let list = await waiting(); list.length > 0; list = await waiting()) {
        for (const p of list) {
          try {
            await sendPhoto(p.productId, p.full, p.thumb);
          } catch (error) {
            if (noAnswer(error)) return;
            onRefused(error);
          }
          await inStore(DB, STORE, 'readwrite', (s) => s.delete(p.key));
          changed();
        }
      }
    } finally {
      sending = null;
    }
  })();
  return sending;
}
