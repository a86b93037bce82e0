import { useLayoutEffect } from 'react';
import { onNextPaint } from '@/shared/next-paint';
import { useLatest } from './use-latest';

const LAYER_KEY = 'khLayer';
let layers = 0;
// Resolves once the Back that removed a closed layer's entry has landed: a layer opened right
// after another closed (or remounted at once) pushes its entry only then, or that Back would pop it.
let settled: Promise<void> = Promise.resolve();

function layerOf(state: unknown): unknown {
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[LAYER_KEY] : undefined;
}

// The page's own entry is 'manual' while a layer stands on it: the browser would otherwise
// restore the scroll it saved there, and the page jumps when a layer closes.
function restoreScrolling(): void {
  if (layerOf(window.history.state) === undefined) window.history.scrollRestoration = 'auto';
}

function back(): Promise<void> {
  return new Promise<void>((resolve) => {
    // No time limit: under load this Back can take over a second, and a layer that pushed its
    // entry before it landed would be the one it pops (a same-document Back always fires popstate).
    window.addEventListener('popstate', () => resolve(), { once: true });
    window.history.back();
  }).then(restoreScrolling);
}

/**
 * Phone Back (and the browser's) closes what is open (a dialog, a drawer, the filters) instead
 * of leaving the page. While `open`, one history entry of the same URL stands for the layer:
 * Back pops it and the layer closes, so the page and its scroll stay. Closing the layer another
 * way takes that entry off again. `close` undefined (a dialog busy sending) keeps the layer:
 * Back then puts its entry back. The router's own state is copied into the entry, so React
 * Router sees no move. Links inside a layer navigate with `replace`, so the layer's entry
 * does not stay behind as a Back that seems to do nothing.
 */
export function useBackCloses(open: boolean, close: (() => void) | undefined): void {
  const closeRef = useLatest(close);

  // The entry is pushed in the task after the frame that first shows the layer, not in the tap's
  // own task: pushState (a same-document navigation) cost 3-13 ms of that frame at the calibrated
  // slowdown (performance-history, 29 Nov, night). A layout effect, so that this is the very next
  // frame (a passive effect can run after it). A Back taken before that task, within a frame of
  // the tap, leaves the page as if the layer had not opened.
  useLayoutEffect(() => {
    if (!open) return;
    const mark = ++layers;
    const push = () => {
      window.history.scrollRestoration = 'manual';
      window.history.pushState({ ...(window.history.state as object), [LAYER_KEY]: mark }, '');
    };
    let active = true;
    let cancelPush = () => {};
    let pushed = false;
    let popped = false;
    const onPop = (event: PopStateEvent) => {
      // Back from a layer opened above this one lands on this layer's entry: this one stays.
      if (popped || layerOf(event.state) === mark) return;
      if (closeRef.current) {
        popped = true;
        restoreScrolling();
        closeRef.current();
      } else push();
    };
    void settled.then(() => {
      if (!active) return;
      cancelPush = onNextPaint(() => {
        push();
        pushed = true;
        window.addEventListener('popstate', onPop);
      });
    });
    return () => {
      active = false;
      cancelPush();
      window.removeEventListener('popstate', onPop);
      // Closed by a button or Escape: its entry is still on top unless a link moved on.
      if (pushed && !popped && layerOf(window.history.state) === mark) settled = back();
    };
  }, [open, closeRef]);
}
