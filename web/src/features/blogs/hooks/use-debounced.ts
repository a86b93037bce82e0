import { useEffect, useState } from 'react';

/** `value`, but only after it has stopped changing for `ms` (the spec's 300 ms search). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
