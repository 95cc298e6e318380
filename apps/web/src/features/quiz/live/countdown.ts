import type { QuizSessionState } from '@studioportal/shared';

/**
 * Where a question's clock stands, from the state and the server's time. Nothing of this is stored:
 * the server keeps `opens_at` and `deadline_at`, and every screen derives the same thing from them.
 *
 * - countdown: the question is shown (and read on air); answers open at `opens_at` ("Gjør deg klar");
 * - open: answers are taken until `deadline_at` (the time left);
 * - closed: the deadline has passed but the producer has not locked yet ("Tiden er ute");
 * - paused: the producer paused the clock (`remaining_ms` is what was left);
 * - locked: the producer locked the answers;
 * - none: no question on (lobby, reveal, leaderboard, finished).
 */
export type CountdownPhase = 'none' | 'countdown' | 'open' | 'closed' | 'paused' | 'locked';

export interface Countdown {
  phase: CountdownPhase;
  /** countdown: until answers open; open: until the deadline; paused: what is left; else null. */
  msLeft: number | null;
  /** msLeft in whole seconds, rounded up (a screen shows 1 until the very end). */
  seconds: number | null;
  /** The share of the answer window left, 0–1 (1 during the countdown); null without a window. */
  fraction: number | null;
}

const NONE: Countdown = { phase: 'none', msLeft: null, seconds: null, fraction: null };

type ClockFields = Pick<QuizSessionState, 'phase' | 'opens_at' | 'deadline_at' | 'paused' | 'remaining_ms' | 'question'>;

export function countdownOf(state: ClockFields | null | undefined, serverNow: number): Countdown {
  if (!state) return NONE;
  if (state.phase === 'locked') return { phase: 'locked', msLeft: null, seconds: null, fraction: 0 };
  if (state.phase !== 'question') return NONE;
  const windowMs = (state.question?.time_limit_s ?? 0) * 1000;
  const share = (ms: number) => (windowMs > 0 ? Math.min(1, Math.max(0, ms / windowMs)) : null);
  if (state.paused) {
    const left = Math.max(0, state.remaining_ms ?? 0);
    return { phase: 'paused', msLeft: left, seconds: Math.ceil(left / 1000), fraction: share(left) };
  }
  if (!state.opens_at || !state.deadline_at) return NONE;
  const opens = Date.parse(state.opens_at);
  const deadline = Date.parse(state.deadline_at);
  if (serverNow < opens) {
    const left = opens - serverNow;
    return { phase: 'countdown', msLeft: left, seconds: Math.ceil(left / 1000), fraction: 1 };
  }
  if (serverNow < deadline) {
    const left = deadline - serverNow;
    return { phase: 'open', msLeft: left, seconds: Math.ceil(left / 1000), fraction: share(left) };
  }
  return { phase: 'closed', msLeft: 0, seconds: 0, fraction: 0 };
}

/**
 * When the countdown next shows something else: just after the shown second changes (or the
 * phase does). Null while nothing moves.
 */
export function nextTickIn(countdown: Countdown): number | null {
  if ((countdown.phase !== 'countdown' && countdown.phase !== 'open') || countdown.msLeft === null) return null;
  const intoSecond = countdown.msLeft % 1000;
  return (intoSecond === 0 ? 1000 : intoSecond) + 10;
}
