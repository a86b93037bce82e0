// Typed callables. The Functions SDK and Firebase Auth (callables-sdk.ts, about 105 KB of
// JavaScript) are a chunk of their own, loaded at the first call, or sooner once the session
// has started (session.ts): a screen that can call a function no longer evaluates them in its
// own first task, which on a cheap phone blocked the main thread before the screen could render.

import { loadOnce } from '../load-once';

/** The SDK's chunk, loaded once (again after a failed download, at the next call). */
export const loadCallables = loadOnce(() => import('./callables-sdk'));

/** A typed callable: `callable<In, Out>('name')(input)` resolves to the function's result. */
export function callable<In, Out>(name: string) {
  return async (input: In): Promise<Out> => (await loadCallables()).call<In, Out>(name, input);
}
