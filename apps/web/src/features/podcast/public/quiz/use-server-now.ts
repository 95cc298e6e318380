import { useEffect, useState, useSyncExternalStore } from 'react';
import { getA11yState, isReducedMotion, subscribeA11y } from '@/lib/a11y';

/**
 * The server's clock (this device's plus `offset`), re-rendered while `running`: four times a
 * second so the time bar glides, once a second under reduced motion (the bar then steps with the
 * seconds instead of moving). Stopped otherwise, so a waiting phone does no work.
 */
export function useServerNow(offset: number, running: boolean): number {
  // The app's setting (the device's preference unless the listener chose otherwise in Tilgjengelighet).
  const reducedMotion = useSyncExternalStore(subscribeA11y, () => isReducedMotion(getA11yState()));
  const tickMs = reducedMotion ? 1000 : 250;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [running, tickMs, offset]);
  return now + offset;
}
