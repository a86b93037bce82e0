// The page's side of the data worker: opens named live queries there and hands
// their data on. Nothing here imports Firebase, so the page's main thread never
// evaluates the Firestore SDK; the worker asks for ID tokens from the page's Auth.
import type { AnyLive, DataOf, FromWorker, ParamsOf, ToWorker } from './data-protocol';
import { hintedSession } from '../session-hint';
import { CACHE_WIPE_KEY } from './cache-wipe-key';
import type { systemQueries } from './system-queries';

interface Open {
  onData: (data: unknown) => void;
  onError: (error: unknown) => void;
}

type TokenSource = (force: boolean) => Promise<string | null>;

let worker: Worker | null = null;
let nextId = 1;
const open = new Map<number, Open>();
// Until the page's Auth answers, the worker's Firestore runs as the person this phone was
// signed in as (session-hint.ts): it serves their cached data at once, and its first
// request to the server waits here for Auth's token.
const assumed = hintedSession();
const waiting: { force: boolean; answer: (token: string | null) => void }[] = [];
let session: { uid: string | null; token: string | null } = { uid: assumed?.uid ?? null, token: null };
let tokenSource: TokenSource | null = assumed
  ? (force) => new Promise((answer) => waiting.push({ force, answer }))
  : null;

/** Keeps the worker's Firestore signed in as the page's Auth user. */
export function setDataSession(uid: string | null, token: string | null, getToken: TokenSource | null): void {
  session = { uid, token };
  tokenSource = getToken;
  // Token requests made for the assumed person: Auth's token if it is them, none otherwise.
  for (const { force, answer } of waiting.splice(0)) {
    if (getToken && uid === assumed?.uid) getToken(force).then(answer, () => answer(null));
    else answer(null);
  }
  if (worker) worker.postMessage({ type: 'auth', uid, token } satisfies ToWorker);
  // Signed in: the worker starts now (it sends the session when it starts).
  else if (uid) startDataWorker();
}

/**
 * Starts the worker ahead of any query, so its SDK and the phone's cache are ready
 * by the time a screen asks for data (main.tsx: a returning signed-in person, as the
 * page starts). Its first request to the server still waits for Auth's token.
 */
export function startDataWorker(): void {
  try {
    getWorker();
  } catch {
    // No workers here: the first query says so.
  }
}

function failAll(error: unknown) {
  for (const o of open.values()) o.onError(error);
  open.clear();
}

function tellOnline() {
  worker?.postMessage({ type: 'online' } satisfies ToWorker);
}

function getWorker(): Worker {
  if (worker) return worker;
  // The worker's entry (web/src/data-worker.ts) is a root like main.tsx: it gathers every feature's queries.
  const w = new Worker(new URL('../../data-worker.ts', import.meta.url), { type: 'module', name: 'data' });
  w.postMessage({ type: 'start', wipeFirst: readMark() } satisfies ToWorker);
  w.postMessage({ type: 'auth', ...session } satisfies ToWorker);
  w.onmessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.type === 'wiped') return setMark(false);
    if (message.type === 'needToken') {
      const answer = (token: string | null) =>
        w.postMessage({ type: 'token', reply: message.reply, token } satisfies ToWorker);
      if (!tokenSource) answer(null);
      else tokenSource(message.force).then(answer, () => answer(null));
      return;
    }
    const o = open.get(message.id);
    if (!o) return;
    if (message.type === 'data') o.onData(message.data);
    else o.onError(Object.assign(new Error(message.message), { code: message.code }));
  };
  // The worker could not start (its script failed to download or run): every
  // query fails, and the next one (a retry) starts a new worker.
  w.onerror = (event) => {
    event.preventDefault();
    worker = null;
    w.terminate();
    failAll(new Error(event.message || 'data worker failed'));
  };
  worker = w;
  window.addEventListener('online', tellOnline);
  return w;
}

/** An open query, as its opener holds it. */
export interface OpenQuery {
  id: number;
  control: (message: unknown) => void;
  close: () => void;
}

/** A query opened before its screen asked (`prefetchQuery`), with what it has answered so far. */
interface Prefetched {
  id: number;
  latest: { data: unknown } | null;
  error: unknown;
}
const prefetched = new Map<string, Prefetched>();
const keyOf = (name: string, params: unknown) => `${name} ${JSON.stringify(params)}`;
/** How long a prefetched query waits for its screen before it is closed. */
const PREFETCH_KEEP_MS = 15_000;

/**
 * Opens `name` with `params` now, for a screen about to ask for it (a returning
 * person's first screen, while its code still loads): the screen's `openQuery`
 * with the same name and params takes it over, and `peekQuery` gives its data
 * so far, for the screen's first render.
 */
export function prefetchQuery(name: string, params: unknown): void {
  const key = keyOf(name, params);
  if (prefetched.has(key)) return;
  const entry: Prefetched = { id: 0, latest: null, error: null };
  const q = openQuery(
    name,
    params,
    (data) => (entry.latest = { data }),
    (error) => (entry.error = error),
  );
  entry.id = q.id;
  prefetched.set(key, entry);
  setTimeout(() => {
    if (prefetched.get(key) !== entry) return;
    prefetched.delete(key);
    q.close();
  }, PREFETCH_KEEP_MS);
}

/** The data a prefetched query has answered so far, if any. */
export function peekQuery<T>(name: string, params: unknown): T | undefined {
  return prefetched.get(keyOf(name, params))?.latest?.data as T | undefined;
}

/** Hands a prefetched query over to its opener: what it answered so far comes next, then the rest. */
function takeOver(key: string, onData: (data: unknown) => void, onError: (error: unknown) => void): number | null {
  const entry = prefetched.get(key);
  if (!entry || !open.has(entry.id)) return null;
  prefetched.delete(key);
  const { id, latest, error } = entry;
  open.set(id, { onData, onError });
  // After the opener holds its handle, as a worker's answer would come.
  queueMicrotask(() => {
    const o = open.get(id);
    if (o && latest) o.onData(latest.data);
    else if (o && error) o.onError(error);
  });
  return id;
}

/** Opens the worker's query `name` with `params`; its data and errors come to the callbacks. */
export function openQuery<T>(
  name: string,
  params: unknown,
  onData: (data: T) => void,
  onError: (error: unknown) => void,
): OpenQuery {
  const taken = takeOver(keyOf(name, params), onData as (data: unknown) => void, onError);
  const id = taken ?? nextId++;
  if (taken === null) open.set(id, { onData: onData as (data: unknown) => void, onError });
  const send = (message: ToWorker) => {
    try {
      getWorker().postMessage(message);
    } catch (error) {
      open.delete(id);
      queueMicrotask(() => onError(error)); // after the opener holds its handle
    }
  };
  if (taken === null) send({ type: 'open', id, name, params });
  return {
    id,
    control: (message) => {
      if (open.has(id)) send({ type: 'control', id, message });
    },
    close() {
      if (!open.delete(id)) return;
      worker?.postMessage({ type: 'close', id } satisfies ToWorker);
    },
  };
}

/**
 * Typed openers for one feature's query table (imported as a type only):
 * `subscribe` gives `subscribeX(params, onData, onError)` returning the
 * unsubscribe, `once` the first answer as a promise.
 */
export function queriesOf<Table extends Record<string, AnyLive>>() {
  return {
    subscribe<N extends keyof Table & string>(
      name: N,
      params: ParamsOf<Table[N]>,
      onData: (data: DataOf<Table[N]>) => void,
      onError: (error: unknown) => void,
    ): () => void {
      const q = openQuery(name, params, onData, onError);
      return () => q.close();
    },
    open<N extends keyof Table & string>(
      name: N,
      params: ParamsOf<Table[N]>,
      onData: (data: DataOf<Table[N]>) => void,
      onError: (error: unknown) => void,
    ): OpenQuery {
      return openQuery(name, params, onData, onError);
    },
    prefetch<N extends keyof Table & string>(name: N, params: ParamsOf<Table[N]>): void {
      prefetchQuery(name, params);
    },
    peek<N extends keyof Table & string>(name: N, params: ParamsOf<Table[N]>): DataOf<Table[N]> | undefined {
      return peekQuery<DataOf<Table[N]>>(name, params);
    },
    once<N extends keyof Table & string>(name: N, params: ParamsOf<Table[N]>): Promise<DataOf<Table[N]>> {
      return new Promise((resolve, reject) => {
        const q = openQuery<DataOf<Table[N]>>(
          name,
          params,
          (data) => {
            q.close();
            resolve(data);
          },
          (error) => {
            q.close();
            reject(error);
          },
        );
      });
    },
  };
}

const system = queriesOf<typeof systemQueries>();

/** True when every change the worker's Firestore holds has reached the server (false after `ms`). */
export function workerWritesSent(ms: number): Promise<boolean> {
  return system.once('system.allSent', { ms }).catch(() => false);
}

/**
 * Stops the worker's Firestore and deletes its cache (logout on a shared phone:
 * the next person must not find the last one's orders, phone numbers and
 * addresses); the page loads afresh afterwards. If another tab's worker owns the
 * cache, a mark makes the next worker that owns it wipe it before anything reads.
 */
export async function wipeWorkerCache(): Promise<void> {
  setMark(true);
  const wiped = await system.once('system.wipe', null).catch(() => false);
  if (wiped) setMark(false);
}

function readMark(): boolean {
  try {
    return localStorage.getItem(CACHE_WIPE_KEY) === '1';
  } catch {
    return false;
  }
}

function setMark(on: boolean): void {
  try {
    if (on) localStorage.setItem(CACHE_WIPE_KEY, '1');
    else localStorage.removeItem(CACHE_WIPE_KEY);
  } catch {
    // Without storage there is no later wipe; the one at logout still ran.
  }
}
