import { describe, expect, it } from 'vitest';
import {
  basePoints,
  foldAnswer,
  isTextAnswerCorrect,
  parseAlternative,
  quizQuestionInputSchema,
  quizSetInputSchema,
  QUIZ_STRINGS as S,
  rankPlayers,
  streakBonus,
  tallySession,
} from './quiz';

describe('foldAnswer / isTextAnswerCorrect', () => {
  it('is tolerant of case, accents, æ/ae, ø/o/oe, å/aa and punctuation', () => {
    expect(foldAnswer(' Tromsø! ')).toBe('tromso');
    expect(isTextAnswerCorrect('TROMSOE', ['Tromsø'])).toBe(true);
    expect(isTextAnswerCorrect('Blaabaer', ['Blåbær'])).toBe(true);
    expect(isTextAnswerCorrect('blabaer', ['Blåbær'])).toBe(true);
    expect(isTextAnswerCorrect('Beyonce', ['Beyoncé'])).toBe(true);
    expect(isTextAnswerCorrect('a-ha', ['A ha'])).toBe(true);
    expect(isTextAnswerCorrect('Bergen', ['Tromsø', 'Oslo'])).toBe(false);
    expect(isTextAnswerCorrect('  ', [''])).toBe(false);
  });
});

describe('scoring', () => {
  const q = { timeLimitS: 20, points: 1000, scoring: 'speed' as const };
  it('gives full marks under 0.5 s, half at the buzzer, none when wrong', () => {
    expect(basePoints({ ...q, correct: true, elapsedMs: 400 })).toBe(1000);
    expect(basePoints({ ...q, correct: true, elapsedMs: 10_000 })).toBe(750);
    expect(basePoints({ ...q, correct: true, elapsedMs: 20_000 })).toBe(500);
    expect(basePoints({ ...q, correct: true, elapsedMs: 99_000 })).toBe(500);
    expect(basePoints({ ...q, correct: false, elapsedMs: 100 })).toBe(0);
    expect(basePoints({ ...q, scoring: 'flat', correct: true, elapsedMs: 19_000 })).toBe(1000);
  });
  it('adds +100 per consecutive correct answer after the first, at most +500', () => {
    expect([1, 2, 3, 6, 9].map(streakBonus)).toEqual([0, 100, 200, 500, 500]);
  });
  it('ranks by points, then time on correct answers; equal on both share a rank', () => {
    const ranked = rankPlayers([
      { id: 'c', points: 900, correctTimeMs: 3000 },
      { id: 'a', points: 1500, correctTimeMs: 5000 },
      { id: 'b', points: 1500, correctTimeMs: 5000 },
      { id: 'd', points: 1500, correctTimeMs: 4000 },
    ]);
    expect(ranked.map((p) => [p.id, p.rank])).toEqual([['d', 1], ['a', 2], ['b', 2], ['c', 4]]);
  });
  it('tallies a session: streaks break on a miss, skipped questions score nothing, adjustments count', () => {
    const tallies = tallySession({
      participantIds: ['p1', 'p2'],
      questions: [{ timeLimitS: 10, points: 1000 }, { timeLimitS: 10, points: 1000, skipped: true }, { timeLimitS: 10, points: 1000 }],
      revealedThrough: 2,
      answers: [
        { participantId: 'p1', questionIndex: 0, correct: true, elapsedMs: 100 },
        { participantId: 'p1', questionIndex: 2, correct: true, elapsedMs: 5000 },
        { participantId: 'p2', questionIndex: 0, correct: false, elapsedMs: 100 },
        { participantId: 'p2', questionIndex: 2, correct: true, elapsedMs: 100 },
      ],
      adjustments: [{ participantId: 'p2', points: -50 }],
      scoring: 'speed',
      streakBonusOn: true,
    });
    expect(tallies.get('p1')).toMatchObject({ points: 1000 + 750 + 100, correct: 2, correctTimeMs: 5100, bestStreak: 2 });
    expect(tallies.get('p2')).toMatchObject({ points: 1000 - 50, correct: 1, streak: 1 });
  });
});

describe('parseAlternative', () => {
  it('reads letters and numbers within the question’s alternatives', () => {
    expect(parseAlternative('b', 4)).toBe(1);
    expect(parseAlternative(' 3 ', 4)).toBe(2);
    expect(parseAlternative('D', 3)).toBeNull();
    expect(parseAlternative('E', 4)).toBeNull();
  });
});

describe('question schema', () => {
  it('requires 2–4 distinct alternatives and a correct one for a choice question', () => {
    const base = { kind: 'choice', prompt: 'Hva er hovedstaden?', time_limit_s: 20 } as const;
    expect(quizQuestionInputSchema.safeParse({ ...base, alternatives: ['Oslo'], correct_index: 0 }).error?.issues[0]?.message).toBe(S.alternativesCount);
    expect(quizQuestionInputSchema.safeParse({ ...base, alternatives: ['Oslo', 'oslo'], correct_index: 0 }).error?.issues[0]?.message).toBe(S.alternativesDistinct);
    expect(quizQuestionInputSchema.safeParse({ ...base, alternatives: ['Oslo', 'Bergen'] }).error?.issues[0]?.message).toBe(S.correctRequired);
    expect(quizQuestionInputSchema.safeParse({ ...base, alternatives: ['Oslo', 'Bergen'], correct_index: 1 }).success).toBe(true);
  });
  it('requires an accepted answer for a text question and a sane time limit', () => {
    expect(quizQuestionInputSchema.safeParse({ kind: 'text', prompt: 'By?' }).error?.issues[0]?.message).toBe(S.acceptedRequired);
    expect(quizQuestionInputSchema.safeParse({ kind: 'text', prompt: 'By?', accepted_answers: ['Oslo'], time_limit_s: 2 }).error?.issues[0]?.message).toBe(S.timeLimitRange);
    expect(quizSetInputSchema.safeParse({ title: 'Sett', questions: [] }).error?.issues[0]?.message).toBe(S.questionsRequired);
  });
});
