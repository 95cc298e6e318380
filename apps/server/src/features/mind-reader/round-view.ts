import { maskPhone, type MindReaderRound, type MindReaderSecret, type PersonRef } from '@studioportal/shared';
import type { EntryRow, ListenerGuessRow, RoundRow } from './mind-reader.repository';

/**
 * The shapes a round leaves the server in. `publicRound` goes to every staff member, the display,
 * the host and every socket: it is built field by field, and the secret, its variants, hints not
 * given and the first right listener are only copied once the producer has revealed the round.
 * `secretView` is the producer's alone.
 */

export function publicRound(round: RoundRow, entries: readonly EntryRow[]): MindReaderRound {
  const revealed = round.revealedAt !== null;
  const own = entries.filter((e) => e.roundId === round.id);
  return {
    id: round.id,
    session_id: round.sessionId,
    position: round.position,
    caller_name: round.callerName,
    caller_phone: round.callerPhone ? maskPhone(round.callerPhone) : null,
    category: round.category,
    question_limit: round.questionLimit,
    time_limit_s: round.timeLimitS,
    status: round.status,
    has_secret: round.secret !== null,
    started_at: round.startedAt?.toISOString() ?? null,
    deadline_at: round.deadlineAt?.toISOString() ?? null,
    finished_at: round.finishedAt?.toISOString() ?? null,
    outcome: round.outcome,
    entries: own.map((e) => ({
      id: e.id,
      position: e.position,
      kind: e.kind,
      text: e.text,
      answer: e.answer,
      correct: e.correct,
      at: e.at.toISOString(),
    })),
    questions_used: own.filter((e) => e.kind === 'question').length,
    guesses_used: own.filter((e) => e.kind === 'guess').length,
    hints_given: round.hints.flatMap((hint, index) => (hint.given_at ? [{ index, text: hint.text, at: hint.given_at }] : [])),
    hints_total: round.hints.length,
    listener_guesses: round.listenerGuesses,
    revealed_at: round.revealedAt?.toISOString() ?? null,
    secret: revealed ? round.secret : null,
    first_listener:
      revealed && round.firstListenerName && round.firstListenerAt
        ? { name: round.firstListenerName, source: round.firstListenerSource ?? 'web', at: round.firstListenerAt.toISOString() }
        : null,
    version: round.version,
  };
}

export function secretView(round: RoundRow, guesses: readonly ListenerGuessRow[]): MindReaderSecret {
  return {
    round_id: round.id,
    secret: round.secret,
    accepted: round.accepted,
    hints: round.hints.map((hint, index) => ({ index, text: hint.text, given_at: hint.given_at })),
    caller_phone: round.callerPhone,
    first_listener:
      round.firstListenerName && round.firstListenerAt
        ? { name: round.firstListenerName, source: round.firstListenerSource ?? 'web', at: round.firstListenerAt.toISOString(), message_id: round.firstListenerMessageId }
        : null,
    listener_guesses: guesses.map((g) => ({ message_id: g.messageId, name: g.name, text: g.text, at: g.at.toISOString(), matches: g.matches })),
  };
}

/** Who the viewer is in the session: only its producer acts and sees the secret. */
export function roleIn(session: { producerId: string; hostId: string }, userId: string): 'producer' | 'host' | 'viewer' {
  if (session.producerId === userId) return 'producer';
  if (session.hostId === userId) return 'host';
  return 'viewer';
}

export type People = Map<string, PersonRef>;
