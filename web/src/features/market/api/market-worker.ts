/// <reference lib="webworker" />
// The market's Web Worker: it holds the Firestore SDK and the live listeners,
// so evaluating the SDK, opening the listen channel and decoding snapshots
// never block the page's main thread (measured: ~300 ms of blocking time there
// on a 4x slower CPU). It posts plain Product objects (productFromData), as
// market-messages.ts describes. No Auth: products are publicly readable.
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore, memoryLocalCache } from 'firebase/firestore';
import { EMULATOR_HOST, FIRESTORE_EMULATOR_PORT, USE_EMULATORS, firebaseConfig } from '../../../shared/firebase/config';
import { saveLastPage } from './last-page-store';
import { openLiveFeed, type MarketFeed } from './market-live';
import type { FromWorker, ToWorker } from './market-messages';
import { PAGE_SIZE } from './market-query';

declare const self: DedicatedWorkerGlobalScope;

// Its own app name, so nothing here can share the page's Firestore instance or storage.
const app = initializeApp(firebaseConfig, 'market-worker');
// The memory cache: multi-tab persistence does not work in a worker (firebase-js-sdk#7364);
// the last page is kept in IndexedDB by last-page-store.ts instead.
const db = initializeFirestore(app, { localCache: memoryLocalCache() });
if (USE_EMULATORS) connectFirestoreEmulator(db, EMULATOR_HOST, FIRESTORE_EMULATOR_PORT);

const feeds = new Map<number, MarketFeed>();
const post = (message: FromWorker) => self.postMessage(message);

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'open') {
    const { id, spec, saveAsLastPage } = message;
    let saved = '';
    feeds.set(
      id,
      openLiveFeed(
        db,
        spec,
        (state) => {
          post({ type: 'state', id, state });
          if (!saveAsLastPage || state.loading || state.fromCache) return;
          const page = state.products.slice(0, PAGE_SIZE);
          const text = JSON.stringify(page);
          if (text === saved) return;
          saved = text;
          saveLastPage(page).catch(() => undefined); // without IndexedDB the market only works online
        },
        (error) => {
          const { code, message: text } = error as { code?: unknown; message?: unknown };
          post({ type: 'error', id, code: typeof code === 'string' ? code : 'unknown', message: String(text) });
        },
      ),
    );
  } else if (message.type === 'loadMore') {
    feeds.get(message.id)?.loadMore();
  } else {
    feeds.get(message.id)?.close();
    feeds.delete(message.id);
  }
};
