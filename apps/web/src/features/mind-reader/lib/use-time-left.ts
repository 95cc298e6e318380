import { useEffect, useState } from 'react';
import type { MindReaderRound } from '@studioportal/shared';
import { serverNowMs } from '@/lib/server-clock';
import { nextTickIn, timeLeftOf, type TimeLeft } from './time-left';

/** The round's time left on the server's clock, re-rendered exactly when the shown second changes. */
export function useTimeLeft(round: MindReaderRound | null | undefined): TimeLeft {
  const [, setTick] = useState(0);
  const left = timeLeftOf(round, serverNowMs());
  const delay = nextTickIn(left);
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => setTick((t) => t + 1), delay);
    return () => clearTimeout(timer);
  });
  return left;
}
