import { useEffect, useState } from 'react';
import { CLOCK_TICK_MS } from '@studioportal/shared';
import { effectiveTickMs, useDegradation } from './performance';

/**
 * The current time, re-rendered every tick (spec: the navbar clock ticks every 1000 ms).
 * Each tick is scheduled to land just after the next whole second, so a clock showing seconds
 * never skips or doubles a second as setInterval drift would make it do.
 * On a low battery (spec section 9) ticks faster than 5 s slow down to 5 s, unless `critical`
 * (the live clock screens, where a second off means a late jingle).
 */
export function useNow(requestedTickMs: number = CLOCK_TICK_MS, options: { critical?: boolean } = {}): Date {
  const tickMs = effectiveTickMs(requestedTickMs, useDegradation(), options.critical);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const delay = tickMs - (Date.now() % tickMs) + 5;
      timer = setTimeout(() => {
        setNow(new Date());
        schedule();
      }, delay);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [tickMs]);
  return now;
}
