import { describe, expect, it } from 'vitest';
import { QUIZ_STRINGS as S, quizSetUpdateSchema, type QuizSet } from '@studioportal/shared';
import {
  addAccepted,
  addAlternative,
  draftChanged,
  draftFromSet,
  duplicateQuestion,
  emptySetDraft,
  errorsFromIssues,
  moveQuestion,
  newQuestion,
  removeAlternative,
  removeQuestion,
  toSetUpdate,
  validateSet,
  withKind,
  type QuestionDraft,
  type SetDraft,
} from './set-draft';

const choice = (prompt: string, over: Partial<QuestionDraft> = {}): QuestionDraft => ({
  ...newQuestion('choice'),
  prompt,
  alternatives: ['Oslo', 'Bergen', 'Tromsø'],
  correctIndex: 2,
  ...over,
});
const text = (prompt: string, accepted: string[] = ['Tromsø']): QuestionDraft => ({ ...newQuestion('text'), prompt, accepted });
const set = (questions: QuestionDraft[], over: Partial<SetDraft> = {}): SetDraft => ({ title: 'Morgenquiz', description: '', scoring: 'speed', streakBonus: true, questions, ...over });

const stored: QuizSet = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Fredagsquiz',
  description: 'Til fredagssendingen',
  scoring: 'flat',
  streak_bonus: false,
  question_count: 2,
  version: 4,
  created_by: null,
  created_at: '2025-03-01T06:00:00.000Z',
  updated_at: '2025-03-02T06:00:00.000Z',
  sessions_run: 1,
  questions: [
    { id: '00000000-0000-4000-8000-00000000000a', position: 0, kind: 'choice', prompt: 'Hovedstaden?', alternatives: ['Oslo', 'Bergen'], correct_index: 0, accepted_answers: [], time_limit_s: 15, points: 500, media: null, host_notes: null },
    {
      id: '00000000-0000-4000-8000-00000000000b',
      position: 1,
      kind: 'text',
      prompt: 'Nordligste by?',
      alternatives: [],
      correct_index: null,
      accepted_answers: ['Hammerfest'],
      time_limit_s: 20,
      points: 1000,
      media: { id: '00000000-0000-4000-8000-0000000000cc', kind: 'image', title: 'Kart', url: '/storage/media/kart.png' },
      host_notes: 'Si at Honningsvåg ikke teller',
    },
  ],
};

describe('reordering questions', () => {
  const a = choice('A');
  const b = choice('B');
  const c = choice('C');

  it('moves a question up or down one place and keeps its key', () => {
    expect(moveQuestion([a, b, c], 2, -1).map((q) => q.prompt)).toEqual(['A', 'C', 'B']);
    expect(moveQuestion([a, b, c], 0, 1).map((q) => q.key)).toEqual([b.key, a.key, c.key]);
  });

  it('leaves the list alone at either end', () => {
    expect(moveQuestion([a, b, c], 0, -1).map((q) => q.prompt)).toEqual(['A', 'B', 'C']);
    expect(moveQuestion([a, b, c], 2, 1).map((q) => q.prompt)).toEqual(['A', 'B', 'C']);
  });

  it('duplicates right after the original as a new question (no id, its own key and arrays)', () => {
    const withId = { ...b, id: '00000000-0000-4000-8000-0000000000ff' };
    const next = duplicateQuestion([a, withId, c], 1);
    expect(next.map((q) => q.prompt)).toEqual(['A', 'B', 'B', 'C']);
    expect(next[2]!.id).toBeUndefined();
    expect(next[2]!.key).not.toBe(withId.key);
    expect(next[2]!.alternatives).not.toBe(withId.alternatives);
    expect(next[2]!.alternatives).toEqual(withId.alternatives);
  });

  it('removes one question', () => {
    expect(removeQuestion([a, b, c], 1).map((q) => q.prompt)).toEqual(['A', 'C']);
  });
});

describe('editing one question', () => {
  it('keeps the correct mark on its alternative when another is removed', () => {
    const q = choice('?', { alternatives: ['A', 'B', 'C', 'D'], correctIndex: 2 });
    expect(removeAlternative(q, 0)).toMatchObject({ alternatives: ['B', 'C', 'D'], correctIndex: 1 });
    expect(removeAlternative(q, 3)).toMatchObject({ alternatives: ['A', 'B', 'C'], correctIndex: 2 });
    expect(removeAlternative(q, 2)).toMatchObject({ alternatives: ['A', 'B', 'D'], correctIndex: null });
  });

  it('keeps two to four alternatives', () => {
    const two = choice('?', { alternatives: ['Ja', 'Nei'], correctIndex: 0 });
    expect(removeAlternative(two, 0)).toBe(two);
    const four = addAlternative(addAlternative(two));
    expect(four.alternatives).toEqual(['Ja', 'Nei', '', '']);
    expect(addAlternative(four)).toBe(four);
  });

  it('adds accepted answers once, folded the way the server compares them', () => {
    let q = text('?', []);
    q = addAccepted(q, ' Tromsø ');
    q = addAccepted(q, 'TROMSO');
    q = addAccepted(q, '   ');
    q = addAccepted(q, 'Tromsøya');
    expect(q.accepted).toEqual(['Tromsø', 'Tromsøya']);
  });

  it('switching type keeps what was typed for the other type, and gives a choice question two fields', () => {
    const t = text('Hvor?', ['Bodø']);
    const c = withKind(t, 'choice');
    expect(c.alternatives).toEqual(['', '']);
    expect(withKind(c, 'text').accepted).toEqual(['Bodø']);
  });
});

describe('the PUT body', () => {
  it('sends the whole set in the order shown, with the version, only the answers of each type', () => {
    const c = choice('Største by?', { accepted: ['left over'], timeLimit: ' 15 ', points: '500', hostNotes: '  ' });
    const t = { ...text('Nordligste by?', ['Hammerfest']), id: '00000000-0000-4000-8000-00000000000b', alternatives: ['left over'], correctIndex: 1 };
    const body = toSetUpdate(set([t, c]), 7);
    expect(body).toEqual({
      title: 'Morgenquiz',
      description: '',
      scoring: 'speed',
      streak_bonus: true,
      version: 7,
      questions: [
        { id: t.id, kind: 'text', prompt: 'Nordligste by?', alternatives: [], correct_index: null, accepted_answers: ['Hammerfest'], time_limit_s: 20, points: 1000, media_id: null, host_notes: null },
        { kind: 'choice', prompt: 'Største by?', alternatives: ['Oslo', 'Bergen', 'Tromsø'], correct_index: 2, accepted_answers: [], time_limit_s: 15, points: 500, media_id: null, host_notes: null },
      ],
    });
    expect(quizSetUpdateSchema.safeParse(body).success).toBe(true);
  });

  it('round-trips a stored set unchanged, media and notes included', () => {
    const draft = draftFromSet(stored);
    expect(draft).toMatchObject({ title: 'Fredagsquiz', scoring: 'flat', streakBonus: false });
    const body = toSetUpdate(draft, stored.version);
    expect(body.questions[1]).toMatchObject({ id: stored.questions[1]!.id, media_id: stored.questions[1]!.media!.id, host_notes: 'Si at Honningsvåg ikke teller' });
    expect(quizSetUpdateSchema.safeParse(body).success).toBe(true);
    expect(draftChanged(draftFromSet(stored), draft)).toBe(false);
  });

  it('keeps the keys on screen after a save', () => {
    const keys = ['k1', 'k2'];
    expect(draftFromSet(stored, keys).questions.map((q) => q.key)).toEqual(keys);
  });

  it('notices a change', () => {
    const base = draftFromSet(stored);
    expect(draftChanged({ ...base, questions: moveQuestion(base.questions, 0, 1) }, base)).toBe(true);
    expect(draftChanged({ ...base, title: 'Ny tittel' }, base)).toBe(true);
  });
});

describe('checking before saving', () => {
  it('accepts a complete set', () => {
    expect(validateSet(set([choice('Største by?'), text('Nordligste by?')])).ok).toBe(true);
  });

  it('puts each message of the shared schema at its field', () => {
    const result = validateSet(
      set([
        choice('', { alternatives: ['Oslo', ''], correctIndex: null, timeLimit: '', points: '5000' }),
        text('Hvor?', []),
        choice('Like?', { alternatives: ['Ja', 'ja'], correctIndex: 0 }),
      ], { title: ' ' }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.title).toBe(S.setTitleRequired);
    expect(result.errors.question[0]).toMatchObject({ prompt: S.promptRequired, alternative: { 1: S.alternativeRequired }, correct: S.correctRequired, timeLimit: S.timeLimitRange, points: S.pointsRange });
    expect(result.errors.question[1]).toEqual({ accepted: S.acceptedRequired });
    expect(result.errors.question[2]).toEqual({ alternatives: S.alternativesDistinct });
  });

  it('says a set needs a question', () => {
    const result = validateSet({ ...emptySetDraft(), title: 'Tom', questions: [] });
    expect(result).toEqual({ ok: false, errors: { question: {}, questions: S.questionsRequired } });
  });

  it('places the server’s 400 details (dotted paths) the same way', () => {
    const errors = errorsFromIssues([
      { path: 'questions.3.accepted_answers.1', message: S.acceptedTooLong },
      { path: 'questions.0.media_id', message: S.mediaNotFound },
      { path: '', message: 'Noe annet' },
    ]);
    expect(errors).toEqual({ question: { 3: { acceptedItem: { 1: S.acceptedTooLong } }, 0: { media: S.mediaNotFound } }, general: 'Noe annet' });
  });
});
