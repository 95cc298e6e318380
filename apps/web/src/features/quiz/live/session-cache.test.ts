import { describe, expect, it } from 'vitest';
import type { QuizReveal } from '@studioportal/shared';
import { isUnknownSession, withAnswerCount, withLeaderboard, withParticipant, withState } from './session-cache';
import { detailFixture, stateFixture } from './test-fixtures/session';

const reveal: QuizReveal = {
  question_index: 1,
  correct_index: 1,
  correct_text: null,
  distribution: [1, 6, 2, 1],
  answers: 10,
  correct: 6,
  average_ms: 4200,
  first_correct: { participant_id: 'p1', name: 'Kari', elapsed_ms: 1800 },
  skipped: false,
};

describe('quiz events merged into the cached session', () => {
  it('replaces the state, and adds a new reveal to the list once', () => {
    const detail = detailFixture();
    const next = withState(detail, stateFixture({ phase: 'revealed', reveal }))!;
    expect(next.state.phase).toBe('revealed');
    expect(next.reveals).toEqual([reveal]);
    expect(withState(next, stateFixture({ phase: 'leaderboard', reveal }))!.reveals).toEqual([reveal]);
    expect(next.participants).toBe(detail.participants);
  });

  it('leaves another session alone, and says when a state is of a session we do not have', () => {
    const detail = detailFixture();
    const other = stateFixture({ id: 's2', phase: 'lobby' });
    expect(withState(detail, other)).toBe(detail);
    expect(isUnknownSession(detail, other)).toBe(true);
    expect(isUnknownSession(null, other)).toBe(true);
    expect(isUnknownSession(detail, stateFixture())).toBe(false);
    expect(isUnknownSession(null, stateFixture({ phase: 'finished' }))).toBe(false);
    expect(withState(undefined, other)).toBeUndefined();
  });

  it('replaces the leaderboard of its session only', () => {
    const detail = detailFixture();
    const leaderboard = { ...detail.leaderboard, question_index: 1, total: 0, entries: [] };
    expect(withLeaderboard(detail, leaderboard)!.leaderboard).toBe(leaderboard);
    expect(withLeaderboard(detail, { ...leaderboard, session_id: 's2' })).toBe(detail);
  });

  it('upserts a participant, and renames them on the leaderboard', () => {
    const detail = detailFixture();
    const renamed = { ...detail.participants[0]!, name: 'Kari N.' };
    const next = withParticipant(detail, renamed)!;
    expect(next.participants).toEqual([renamed]);
    expect(next.leaderboard.entries[0]!.name).toBe('Kari N.');
    const joined = { ...renamed, id: 'p2', kind: 'listener' as const, name: 'Quizkongen' };
    expect(withParticipant(next, joined)!.participants.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(withParticipant(detail, { ...joined, session_id: 's2' })).toBe(detail);
  });

  it("updates the current question's count, and drops a late count of an earlier one", () => {
    const detail = detailFixture();
    const next = withAnswerCount(detail, { session_id: 's1', question_index: 1, answers: 8, participants: 12 })!;
    expect(next.state).toMatchObject({ answers: 8, participants: 12 });
    expect(withAnswerCount(detail, { session_id: 's1', question_index: 0, answers: 99, participants: 99 })).toBe(detail);
    expect(withAnswerCount(detail, { session_id: 's2', question_index: 1, answers: 99, participants: 99 })).toBe(detail);
    expect(withAnswerCount(detail, { session_id: 's1', question_index: 1, answers: 3, participants: 10 })).toBe(detail);
  });
});
