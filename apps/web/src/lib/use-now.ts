import { useEffect, useState } from 'react';
import { CLOCK_TICK_MS } from '@studioportal/shared';

/**
 * The current time, re-rendered every tick (spec: the navbar clock ticks every 1000 ms).
 * Each tick is scheduled to land just after the next whole second, so a clock showing seconds
 * never skips or doubles a second as setInterval drift would make it do.
 */
export function useNow(tickMs: number = CLOCK_TICK_MS): Date {
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
