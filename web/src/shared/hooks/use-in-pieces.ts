import { startTransition, useEffect, useState } from 'react';

/** About what a 360 x 740 phone shows of a list before scrolling. */
export const FIRST_SCREENFUL = 8;

/**
 * A long list in two pieces: the first screenful at once, the rest in a
 * transition right after (React may pause it for a tap), so a cheap phone
 * paints what it shows before it builds what is below the fold.
 */
export function useInPieces<T>(items: readonly T[], first = FIRST_SCREENFUL): readonly T[] {
  const [all, setAll] = useState(false);
  const long = items.length > first;
  useEffect(() => {
    if (!all && long) startTransition(() => setAll(true));
  }, [all, long]);
  return all || !long ? items : items.slice(0, first);
}
