import { useNow } from '@/lib/use-now';
import { serverOffsetMs } from '@/lib/server-clock';

/**
 * The server's time (epoch ms), re-rendered every `tickMs`. Critical: the round's clock is read
 * on air, so a low battery may not slow it down.
 */
export function useServerNow(tickMs: number): number {
  const local = useNow(tickMs, { critical: true }).getTime();
  return local + serverOffsetMs(local);
}
