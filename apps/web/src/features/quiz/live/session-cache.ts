import type { QuizLeaderboard, QuizParticipant, QuizReveal, QuizSessionDetail, QuizStaffState } from '@studioportal/shared';

/**
 * How the quiz channel's events change a cached session detail. Each event carries the whole new
 * piece (the state, the leaderboard, one participant) or, for the answer count, the new number,
 * so merging never needs a fetch. An event for another session leaves the detail as it is.
 */

/** The detail with a new state; a newly revealed result joins the list of reveals. */
export function withState(detail: QuizSessionDetail | null | undefined, state: QuizStaffState): QuizSessionDetail | null | undefined {
  if (!detail || detail.state.id !== state.id) return detail;
  return { ...detail, state, reveals: withReveal(detail.reveals, state.reveal) };
}

function withReveal(reveals: readonly QuizReveal[], reveal: QuizReveal | null): QuizReveal[] {
  if (!reveal) return [...reveals];
  const others = reveals.filter((r) => r.question_index !== reveal.question_index);
  return [...others, reveal].sort((a, b) => a.question_index - b.question_index);
}

export function withLeaderboard(detail: QuizSessionDetail | null | undefined, leaderboard: QuizLeaderboard): QuizSessionDetail | null | undefined {
  if (!detail || detail.state.id !== leaderboard.session_id) return detail;
  return { ...detail, leaderboard };
}

/** Replaces the participant we had, or adds a new one at the end (the order they joined). */
export function withParticipant(detail: QuizSessionDetail | null | undefined, participant: QuizParticipant): QuizSessionDetail | null | undefined {
  if (!detail || detail.state.id !== participant.session_id) return detail;
  const had = detail.participants.some((p) => p.id === participant.id);
  // Events carry the phone masked (Teknikere hear them too); a moderator's whole number from the GET stays.
  const merged = (p: QuizParticipant): QuizParticipant => ({ ...participant, phone: p.phone && participant.phone?.includes('•') ? p.phone : participant.phone });
  const participants = had ? detail.participants.map((p) => (p.id === participant.id ? merged(p) : p)) : [...detail.participants, participant];
  // A renamed participant is renamed on the leaderboard too; the next leaderboard event agrees.
  const leaderboard = {
    ...detail.leaderboard,
    entries: detail.leaderboard.entries.map((e) => (e.participant_id === participant.id ? { ...e, name: participant.name } : e)),
  };
  return { ...detail, participants, leaderboard };
}

export interface AnswersCounted {
  session_id: string;
  question_index: number;
  answers: number;
  participants: number;
}

/** The running count of the current question; a late count for an earlier question is dropped. */
export function withAnswerCount(detail: QuizSessionDetail | null | undefined, count: AnswersCounted): QuizSessionDetail | null | undefined {
  if (!detail || detail.state.id !== count.session_id || detail.state.question_index !== count.question_index) return detail;
  if (detail.state.answers === count.answers && detail.state.participants === count.participants) return detail;
  return { ...detail, state: { ...detail.state, answers: count.answers, participants: count.participants } };
}

/**
 * Whether a state event is news the cached "current session" cannot take in by merging: a
 * session we do not have yet (someone started one), so that one detail is fetched once.
 */
export function isUnknownSession(detail: QuizSessionDetail | null | undefined, state: QuizStaffState): boolean {
  if (state.phase === 'finished') return false;
  return !detail || detail.state.id !== state.id;
}
