import type { PersonRef, QuizAnswerKey, QuizMediaRef, QuizPublicQuestion, QuizReveal, QuizSessionState, QuizSessionSummary, QuizStaffState } from '@studioportal/shared';
import type { SessionListRow, SessionRow } from './sessions.repository';

/**
 * A session as each audience sees it. The answer of a question lives only in the session row
 * (and the producer's key, keyOf): these shapes are built field by field from what may be shown,
 * so an answer cannot slip into them by a spread.
 */

function publicQuestionOf(session: SessionRow, index: number): QuizPublicQuestion | null {
  const q = session.questions[index];
  if (!q) return null;
  return { index, kind: q.kind, prompt: q.prompt, alternatives: [...q.alternatives], time_limit_s: q.time_limit_s, points: q.points };
}

/** The current question's result, once revealed (never before: the reveal is written at reveal). */
function currentReveal(session: SessionRow): QuizReveal | null {
  if (session.phase !== 'revealed' && session.phase !== 'leaderboard' && session.phase !== 'finished') return null;
  return session.reveals.find((r) => r.question_index === session.question_index && !r.skipped) ?? null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export interface StateExtras {
  answers: number;
  participants: number;
  producer: PersonRef | null;
  media: QuizMediaRef | null;
}

export function staffStateOf(session: SessionRow, extras: StateExtras, now: Date): QuizStaffState {
  const inQuestion = session.question_index >= 0 && session.phase !== 'lobby';
  const current = inQuestion ? session.questions[session.question_index] : undefined;
  return {
    id: session.id,
    title: session.title,
    code: session.code,
    set_id: session.set_id,
    tournament_id: session.tournament_id,
    scoring: session.scoring,
    streak_bonus: session.streak_bonus,
    phase: session.phase,
    question_index: session.question_index,
    question_count: session.questions.length,
    question: inQuestion ? publicQuestionOf(session, session.question_index) : null,
    opens_at: session.phase === 'question' || session.phase === 'locked' ? iso(session.opens_at) : null,
    deadline_at: session.phase === 'question' || session.phase === 'locked' ? iso(session.deadline_at) : null,
    locked_at: iso(session.locked_at),
    paused: session.paused_at !== null,
    remaining_ms: session.remaining_ms,
    reveal: currentReveal(session),
    answers: extras.answers,
    participants: extras.participants,
    producer: extras.producer,
    created_at: session.created_at.toISOString(),
    started_at: iso(session.started_at),
    ended_at: iso(session.ended_at),
    server_now: now.toISOString(),
    media: current?.media_id ? extras.media : null,
    host_notes: current?.host_notes ?? null,
  };
}

/** What listeners and their event stream get: the staff state without the picture and host notes. */
export function publicStateOf(state: QuizStaffState): QuizSessionState {
  const { media: _media, host_notes: _notes, ...rest } = state;
  return rest;
}

/** The producer's answer key for the current question. */
export function keyOf(session: SessionRow): QuizAnswerKey {
  const q = session.questions[session.question_index];
  return { question_index: session.question_index, correct_index: q?.kind === 'choice' ? q.correct_index : null, accepted_answers: q?.kind === 'text' ? [...q.accepted_answers] : [] };
}

export function summaryOf(row: SessionListRow, producer: PersonRef | null): QuizSessionSummary {
  return {
    id: row.id,
    title: row.title,
    code: row.code,
    phase: row.phase,
    question_count: row.question_count,
    participants: row.participants,
    producer,
    tournament_id: row.tournament_id,
    created_at: row.created_at.toISOString(),
    ended_at: iso(row.ended_at),
    winner: row.winner,
  };
}
