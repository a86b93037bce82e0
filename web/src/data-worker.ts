/// <reference lib="webworker" />
// The data worker: every Firestore query and write of the app runs here, so
// evaluating the SDK, opening its channel and decoding snapshots never block
// the page's main thread. Each feature declares its queries in an api/ table;
// the page opens them by name over shared/data/protocol.ts.
import type { FromWorker, Running, ToWorker } from './shared/firebase/data-protocol';
import { orderCommandQueries } from './shared/firebase/order-commands-queries';
import { systemQueries } from './shared/firebase/system-queries';
import { bridgeAuth, createDb, restartStreams, warmUp } from './shared/firebase/worker-db';
import { marketQueries } from './features/market/api/market-queries';
import { ordersQueries } from './features/orders/api/orders-queries';
import { dashboardQueries } from './features/dashboard/api/dashboard-queries';
import { blogsQueries } from './features/blogs/api/blogs-queries';
import { productsQueries } from './features/products/api/products-queries';
import { settingsQueries } from './features/settings/api/settings-queries';
import { weatherQueries } from './features/weather/api/weather-queries';
import { notificationsQueries } from './features/notifications/api/notifications-queries';

declare const self: DedicatedWorkerGlobalScope;

const queries = {
  ...systemQueries,
  ...orderCommandQueries,
  ...marketQueries,
  ...ordersQueries,
  ...dashboardQueries,
  ...blogsQueries,
  ...productsQueries,
  ...settingsQueries,
  ...weatherQueries,
  ...notificationsQueries,
} as const;

const post = (message: FromWorker) => self.postMessage(message);

let nextReply = 1;
const tokenReplies = new Map<number, (token: string | null) => void>();
const bridge = bridgeAuth(
  (force) =>
    new Promise((resolve) => {
      const reply = nextReply++;
      tokenReplies.set(reply, resolve);
      post({ type: 'needToken', reply, force });
    }),
);
// Firestore starts with the page's first message (is a logout's wipe still to run?),
// after the token bridge is registered, so it finds it.
let begin: (wipeFirst: boolean) => void = () => undefined;
const dbReady = new Promise<boolean>((resolve) => (begin = resolve)).then((wipeFirst) =>
  createDb(wipeFirst, () => post({ type: 'wiped' })),
);
dbReady.then(warmUp, () => undefined);

const running = new Map<number, Running>();

function errorOf(id: number, error: unknown): FromWorker {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return { type: 'error', id, code: typeof code === 'string' ? code : 'unknown', message: String(message) };
}

async function start(id: number, name: string, params: unknown) {
  const run = (queries as Record<string, (typeof queries)[keyof typeof queries]>)[name];
  if (!run) return post(errorOf(id, new Error(`no query ${name}`)));
  const db = await dbReady;
  if (!running.has(id)) return; // closed while Firestore started
  try {
    const handle = (run as (...args: unknown[]) => Running | (() => void))(
      db,
      params,
      (data: unknown) => {
        if (running.has(id)) post({ type: 'data', id, data });
      },
      (error: unknown) => {
        if (running.has(id)) post(errorOf(id, error));
      },
    );
    const opened = typeof handle === 'function' ? { close: handle } : handle;
    if (running.has(id)) running.set(id, opened);
    else opened.close();
  } catch (error) {
    post(errorOf(id, error));
  }
}

const PENDING: Running = { close: () => undefined };

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'start':
      begin(message.wipeFirst);
      break;
    case 'auth':
      bridge.setAuth(message.uid, message.token);
      break;
    case 'token':
      tokenReplies.get(message.reply)?.(message.token);
      tokenReplies.delete(message.reply);
      break;
    case 'open':
      running.set(message.id, PENDING);
      void start(message.id, message.name, message.params);
      break;
    case 'control':
      running.get(message.id)?.control?.(message.message);
      break;
    case 'close':
      running.get(message.id)?.close();
      running.delete(message.id);
      break;
    case 'online':
      // After a logout's wipe Firestore is stopped, and there is nothing to restart.
      dbReady.then(restartStreams).catch(() => undefined);
      break;
  }
};
