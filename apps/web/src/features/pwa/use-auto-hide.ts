import { useEffect, useState } from 'react';

/**
 * A banner that hides itself `ms` after it appears (spec section 9: update banner 10 s, install
 * banner 15 s). Returns whether it is still visible; it shows again when `showing` turns on anew.
 */
export function useAutoHide(showing: boolean, ms: number): [visible: boolean, hide: () => void] {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!showing) {
      setHidden(false);
      return;
    }
    const timer = window.setTimeout(() => setHidden(true), ms);
    return () => window.clearTimeout(timer);
  }, [showing, ms]);
  return [showing && !hidden, () => setHidden(true)];
}
