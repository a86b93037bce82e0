import { useCallback, useDeferredValue, useLayoutEffect, useRef, useState } from 'react';

/** The sticky header's height: a detail scrolled into view starts below it. */
export const HEADER_PX = 64;

/**
 * The order the detail pane shows, and bringing that pane into view when a row
 * is tapped. The pane follows the tapped row one render later (useDeferredValue):
 * the tap's own frame only moves the row's highlight, and the pane is built in a
 * transition after it. With the pane built in the tap's frame (and every row
 * re-rendered) that tap was 317 ms of lab INP on the calibrated phone, 66 ms after
 * (docs/performance-history.md, 26 Nov).
 *
 * `stale`: the pane still shows the previous order (a frame or two after a tap).
 * Once the chosen order is in the pane, a requested reveal scrolls the pane into
 * view (on phones it sits below the list) and gives it the focus, so the next Tab
 * is its first button (Accept) and a screen reader reads the order. That runs in
 * the same commit as the pane's content, so no one sees the new order unscrolled.
 */
export function useDetailReveal<T extends { id: string }>(chosen: T | null) {
  const deferred = useDeferredValue(chosen);
  // The order a tap (or a link) asked for. Only that change waits a frame: a live
  // change to the order shown, or a new order taking the place of none or of one
  // nobody chose, renders at once, in the same commit as its row, so the list and
  // the pane never disagree (an e2e read the pane right after a live row arrived).
  const wanted = useRef<string | null>(null);
  const chosenId = chosen?.id ?? null;
  const stale = (deferred?.id ?? null) !== chosenId && chosenId !== null && wanted.current === chosenId;
  const shown = stale ? deferred : chosen;
  const detailRef = useRef<HTMLElement>(null);
  const [asked, setAsked] = useState(0);
  const done = useRef(0);
  useLayoutEffect(() => {
    const detail = detailRef.current;
    if (stale || asked === done.current || !detail) return;
    done.current = asked;
    const top = detail.getBoundingClientRect().top;
    if (top < HEADER_PX || top > window.innerHeight / 3) detail.scrollIntoView({ block: 'start' });
    detail.focus({ preventScroll: true });
  }, [asked, stale]);
  const reveal = useCallback((id: string) => {
    wanted.current = id;
    setAsked((n) => n + 1);
  }, []);
  return { shown, stale, detailRef, reveal };
}
