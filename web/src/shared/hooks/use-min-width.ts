import { useSyncExternalStore } from 'react';

const lists = new Map<number, MediaQueryList>();
const listFor = (px: number) => {
  let list = lists.get(px);
  if (!list) lists.set(px, (list = window.matchMedia(`(min-width: ${px}px)`)));
  return list;
};

/**
 * Whether the window is at least `px` wide, kept up to date. For what a phone
 * never shows: not rendered there at all, where CSS `display: none` would still
 * cost the phone the components' render and their CSS-in-JS on every page load.
 * Known on the first render, so that render needs no second pass. MUI's
 * `useMediaQuery` does the same, but adds about 500 bytes to `/`'s budgeted first download.
 */
export function useMinWidth(px: number): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listFor(px);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => listFor(px).matches,
  );
}
