import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref holding what the last commit rendered: for a listener, timer or steady handler set up
 * once that must call the current handler or read the current props when it runs. The ref is the
 * same on every render (listing it among an effect's dependencies changes nothing).
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
