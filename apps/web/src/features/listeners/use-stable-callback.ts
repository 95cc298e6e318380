import { useCallback, useLayoutEffect, useRef } from 'react';

/** A function whose identity never changes but which always calls the latest `fn` (keeps memoised rows from rendering again). */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
