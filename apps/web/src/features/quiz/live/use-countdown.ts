import { useEffect, useState } from 'react';
import type { QuizSessionState } from '@studioportal/shared';
import { countdownOf, nextTickIn, type Countdown } from './countdown';
import { serverNowMs } from '@/lib/server-clock';

/**
 * The current question's countdown against the server's clock, re-rendered exactly when the
 * shown second changes (not on a fixed interval, which would show a second twice or skip one).
 */
export function useCountdown(state: QuizSessionState | null | undefined): Countdown {
  const [, setTick] = useState(0);
  const countdown = countdownOf(state, serverNowMs());
  const delay = nextTickIn(countdown);
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => setTick((t) => t + 1), delay);
    return () => clearTimeout(timer);
  });
  return countdown;
}
