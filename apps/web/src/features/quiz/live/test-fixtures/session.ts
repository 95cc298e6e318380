import type { QuizSessionDetail, QuizStaffState } from '@studioportal/shared';

/** A running session at question 2 of 5, answers open; tests override what they need. */
export function stateFixture(overrides: Partial<QuizStaffState> = {}): QuizStaffState {
  return {
    id: 's1',
    title: 'Morgenquiz',
    code: '4712',
    set_id: 'set1',
    tournament_id: null,
    scoring: 'speed',
    streak_bonus: true,
    phase: 'question',
    question_index: 1,
    question_count: 5,
    question: { index: 1, kind: 'choice', prompt: 'Hva er hovedstaden i Norge?', alternatives: ['Bergen', 'Oslo', 'Trondheim', 'Tromsø'], time_limit_s: 20, points: 1000 },
    opens_at: '2025-03-01T07:00:05.000Z',
    deadline_at: '2025-03-01T07:00:25.000Z',
    locked_at: null,
    paused: false,
    remaining_ms: null,
    reveal: null,
    answers: 3,
    participants: 10,
    producer: null,
    created_at: '2025-03-01T06:50:00.000Z',
    started_at: '2025-03-01T06:55:00.000Z',
    ended_at: null,
    server_now: '2025-03-01T07:00:00.000Z',
    media: null,
    host_notes: null,
    ...overrides,
  };
}

export function detailFixture(overrides: Partial<QuizSessionDetail> = {}): QuizSessionDetail {
  return {
    state: stateFixture(),
    participants: [
      { id: 'p1', session_id: 's1', kind: 'caller', name: 'Kari', phone: null, points: 0, correct: 0, answered_index: -1, joined_at: '2025-03-01T06:56:00.000Z', removed: false },
    ],
    leaderboard: {
      session_id: 's1',
      question_index: 0,
      entries: [{ participant_id: 'p1', name: 'Kari', kind: 'caller', rank: 1, points: 900, correct: 1, correct_time_ms: 2000, movement: null, badges: [] }],
      total: 1,
    },
    adjustments: [],
    reveals: [],
    is_producer: true,
    ...overrides,
  };
}
