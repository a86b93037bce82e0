import { startTransition, useEffect, useState } from 'react';

/**
 * False until a render with `shown` true has painted, then true, set in a
 * transition: what a screen shows only then (below the fold, the rest of a
 * list) stays out of the first commit, whose style and layout work is one task
 * on the main thread, and React renders it in slices that yield to the browser.
 */
export function useAfterFirstPaint(shown = true): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!shown || ready) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setReady(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, ready]);
  return ready;
}
