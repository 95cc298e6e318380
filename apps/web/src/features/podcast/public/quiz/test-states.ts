import type { QuizPlayMe, QuizPlayState, QuizPublicQuestion, QuizReveal, QuizSessionState } from '@studioportal/shared';

/** Test support: play states as the server sends them, around one fixed server clock. */
export const SERVER_NOW = Date.parse('2025-03-03T07:30:00.000Z');
export const iso = (ms: number) => new Date(ms).toISOString();

export const choiceQuestion: QuizPublicQuestion = { index: 1, kind: 'choice', prompt: 'Hva er hovedstaden i Norge?', alternatives: ['Bergen', 'Oslo', 'Trondheim', 'Tromsø'], time_limit_s: 20, points: 1000 };
export const textQuestion: QuizPublicQuestion = { index: 1, kind: 'text', prompt: 'Hvilken by kalles Nordens Paris?', alternatives: [], time_limit_s: 20, points: 1000 };

export function session(overrides: Partial<QuizSessionState> = {}): QuizSessionState {
  return {
    id: 's1',
    title: 'Morgenquiz',
    code: '4821',
    set_id: null,
    tournament_id: null,
    scoring: 'speed',
    streak_bonus: true,
    phase: 'lobby',
    question_index: -1,
    question_count: 8,
    question: null,
    opens_at: null,
    deadline_at: null,
    locked_at: null,
    paused: false,
    remaining_ms: null,
    reveal: null,
    answers: 0,
    participants: 12,
    producer: null,
    created_at: iso(SERVER_NOW - 600_000),
    started_at: null,
    ended_at: null,
    server_now: iso(SERVER_NOW),
    ...overrides,
  };
}

export function me(overrides: Partial<QuizPlayMe> = {}): QuizPlayMe {
  return { participant_id: 'p-me', nickname: 'Kari', answer: null, points: 0, correct: 0, rank: null, badges: [], ...overrides };
}

/** A question on screen; `opensIn` ms until answers open (negative: open that long already). */
export function questionSession(opensIn: number, overrides: Partial<QuizSessionState> = {}, question: QuizPublicQuestion = choiceQuestion): QuizSessionState {
  const opensAt = SERVER_NOW + opensIn;
  return session({ phase: 'question', question_index: question.index, question, opens_at: iso(opensAt), deadline_at: iso(opensAt + question.time_limit_s * 1000), started_at: iso(SERVER_NOW - 60_000), ...overrides });
}

export function reveal(overrides: Partial<QuizReveal> = {}): QuizReveal {
  return { question_index: 1, correct_index: 1, correct_text: null, distribution: [2, 7, 1, 0], answers: 10, correct: 7, average_ms: 4200, first_correct: null, skipped: false, ...overrides };
}

export function playState(sessionState: QuizSessionState, meState: QuizPlayMe | null = me(), leaderboard: QuizPlayState['leaderboard'] = null): QuizPlayState {
  return { session: sessionState, me: meState, leaderboard };
}
