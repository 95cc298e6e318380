import { formatMmSs, SPEED_ROUND_STATUSES, type SpeedMark, type SpeedRound } from '@studioportal/shared';

/**
 * A speed round's rules on the desk, as pure functions (round-state.test.ts): which of two
 * descriptions of a round is newer, the time left against the server's clock, and the keys.
 */

const marks = (r: SpeedRound) => r.correct + r.wrong + r.passes;
const stage = (r: SpeedRound) => SPEED_ROUND_STATUSES.indexOf(r.status);

/**
 * Marks are sent as fast as the host presses, so answers (and the channel's events) can arrive out
 * of order. A round only moves forward (klar → i gang → ferdig, counts only grow): the description
 * further along wins, so a late answer never takes a count back.
 */
export function newerRound(current: SpeedRound | undefined, incoming: SpeedRound): SpeedRound {
  if (!current) return incoming;
  if (stage(incoming) !== stage(current)) return stage(incoming) > stage(current) ? incoming : current;
  return marks(incoming) >= marks(current) ? incoming : current;
}

/** Milliseconds left: the whole duration before the start, what is left while running, 0 after. */
export function timeLeftMs(round: SpeedRound, serverNowMs: number): number {
  if (round.status === 'klar' || !round.ends_at) return round.status === 'ferdig' ? 0 : round.duration_s * 1000;
  if (round.status === 'ferdig') return 0;
  return Math.max(0, Date.parse(round.ends_at) - serverNowMs);
}

export function isTimeUp(round: SpeedRound, serverNowMs: number): boolean {
  return round.status === 'i_gang' && round.ends_at !== null && Date.parse(round.ends_at) <= serverNowMs;
}

/** "0:45" style for the big clock: whole seconds rounded up, so 0:00 shows only when time is really up. */
export function formatTimeLeft(ms: number): string {
  return formatMmSs(Math.ceil(ms / 1000)).replace(/^0(\d:)/, '$1');
}

export const MARK_KEYS: Record<SpeedMark, string> = { riktig: 'R', feil: 'F', pass: 'P' };

/** R, F and P (either case) mark the answer; anything else is not the desk's. */
export function markForKey(key: string): SpeedMark | null {
  switch (key.toLowerCase()) {
    case 'r':
      return 'riktig';
    case 'f':
      return 'feil';
    case 'p':
      return 'pass';
    default:
      return null;
  }
}

/** The round the desk shows: the one chosen, else the one running, else the newest ready one. */
export function pickRound(rounds: readonly SpeedRound[], selectedId: string | null): SpeedRound | null {
  if (selectedId) return rounds.find((r) => r.id === selectedId) ?? null;
  return rounds.find((r) => r.status === 'i_gang') ?? rounds.find((r) => r.status === 'klar') ?? null;
}
