import type { MindReaderRound } from '@studioportal/shared';

/**
 * Where a round's clock stands: not started (ready), running with the seconds left, up (the
 * deadline passed while it still plays), or stopped (finished: what was left is no longer shown).
 */
export type TimeLeft = { phase: 'ready'; seconds: number } | { phase: 'running'; seconds: number; msLeft: number } | { phase: 'up'; seconds: 0 } | { phase: 'stopped'; seconds: null };

type ClockFields = Pick<MindReaderRound, 'status' | 'deadline_at' | 'time_limit_s'>;

export function timeLeftOf(round: ClockFields | null | undefined, serverNow: number): TimeLeft {
  if (!round || round.status === 'finished') return { phase: 'stopped', seconds: null };
  if (round.status === 'ready' || !round.deadline_at) return { phase: 'ready', seconds: round?.time_limit_s ?? 0 };
  const msLeft = Date.parse(round.deadline_at) - serverNow;
  if (msLeft <= 0) return { phase: 'up', seconds: 0 };
  return { phase: 'running', seconds: Math.ceil(msLeft / 1000), msLeft };
}

/** Just after the shown second changes; null while nothing moves. */
export function nextTickIn(left: TimeLeft): number | null {
  if (left.phase !== 'running') return null;
  const into = left.msLeft % 1000;
  return (into === 0 ? 1000 : into) + 10;
}
