// The one message protocol between the page and the data worker
// (web/src/data-worker.ts), which holds the Firestore SDK: the page opens a named
// live query with plain params and gets plain data back; nothing of the SDK
// crosses. A one-shot read or a write is a live query that answers once (or
// twice: 'kept on the phone', then 'sent').
import type { Firestore } from 'firebase/firestore';

export type ToWorker =
  /** The first message: whether a logout's cache wipe is still to run (another tab held the cache then). */
  | { type: 'start'; wipeFirst: boolean }
  /** Who is signed in, and their current ID token (the page's Auth is the only Auth). */
  | { type: 'auth'; uid: string | null; token: string | null }
  /** The page's answer to `needToken`. */
  | { type: 'token'; reply: number; token: string | null }
  | { type: 'open'; id: number; name: string; params: unknown }
  /** A message for an open query (the market's 'load more'). */
  | { type: 'control'; id: number; message: unknown }
  | { type: 'close'; id: number }
  /** The phone has a signal again: Firestore's streams restart now, not after their backoff. */
  | { type: 'online' };

export type FromWorker =
  /** The wipe asked for at start has run. */
  | { type: 'wiped' }
  | { type: 'data'; id: number; data: unknown }
  | { type: 'error'; id: number; code: string; message: string }
  /** Firestore wants a token (`force`: the last one was refused or expired). */
  | { type: 'needToken'; reply: number; force: boolean };

/** An open query in the worker. */
export interface Running {
  close: () => void;
  control?: (message: unknown) => void;
}

/** A query the worker can run: Firestore in, plain data out through `emit`. */
export type Live<P, T> = (
  db: Firestore,
  params: P,
  emit: (data: T) => void,
  fail: (error: unknown) => void,
) => Running | (() => void);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query, for the table's type
export type AnyLive = Live<any, any>;
export type ParamsOf<Q> = Q extends Live<infer P, unknown> ? P : never;
export type DataOf<Q> = Q extends Live<never, infer T> ? T : never;

/** Declares a worker query with its types (the page imports the table as a type only). */
export function live<P, T>(run: Live<P, T>): Live<P, T> {
  return run;
}
