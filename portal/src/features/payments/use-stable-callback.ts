/** A callback of constant identity for memoized children (decision 266). */
import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of constant identity that calls the newest `fn`, so a memoized child is not re-rendered for a
 * new closure; `fn` may read this render's state. Call it from events and effects only (it is updated in a
 * layout effect, before any passive effect or event of the render that made it).
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
