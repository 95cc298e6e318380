import {
  foldAnswer,
  QUIZ_LIMITS as L,
  QUIZ_STRINGS as S,
  quizSetInputSchema,
  type QuizMediaRef,
  type QuizQuestionInput,
  type QuizQuestionKind,
  type QuizScoring,
  type QuizSet,
  type QuizSetInput,
  type QuizSetUpdate,
} from '@studioportal/shared';

/**
 * The set editor's working copy and every change it makes, as pure functions (tested in
 * set-draft.test.ts). Numbers stay the text typed until the set is checked, so a half-typed "1"
 * of "15" is never rejected mid-keystroke; a question keeps both its alternatives and its accepted
 * answers while its type is switched back and forth, and only the ones of its type are sent.
 */

export interface QuestionDraft {
  /** React's key and the focus target after a move: stable for the question's life in the editor. */
  key: string;
  /** The stored question's id; a new or duplicated question has none until saved. */
  id?: string;
  kind: QuizQuestionKind;
  prompt: string;
  alternatives: string[];
  correctIndex: number | null;
  accepted: string[];
  timeLimit: string;
  points: string;
  media: QuizMediaRef | null;
  hostNotes: string;
}

export interface SetDraft {
  title: string;
  description: string;
  scoring: QuizScoring;
  streakBonus: boolean;
  questions: QuestionDraft[];
}

let lastKey = 0;
export const newQuestionKey = () => `q${++lastKey}`;

export function newQuestion(kind: QuizQuestionKind): QuestionDraft {
  return {
    key: newQuestionKey(),
    kind,
    prompt: '',
    alternatives: kind === 'choice' ? ['', ''] : [],
    correctIndex: null,
    accepted: [],
    timeLimit: String(L.timeLimitDefaultS),
    points: String(L.pointsDefault),
    media: null,
    hostNotes: '',
  };
}

export function emptySetDraft(): SetDraft {
  return { title: '', description: '', scoring: 'speed', streakBonus: true, questions: [newQuestion('choice')] };
}

/** The stored set as a working copy; `keys` keeps the keys of the questions already on screen (after a save). */
export function draftFromSet(set: QuizSet, keys: readonly string[] = []): SetDraft {
  return {
    title: set.title,
    description: set.description,
    scoring: set.scoring,
    streakBonus: set.streak_bonus,
    questions: set.questions.map((q, index) => ({
      key: keys[index] ?? newQuestionKey(),
      id: q.id,
      kind: q.kind,
      prompt: q.prompt,
      alternatives: q.kind === 'choice' ? [...q.alternatives] : [],
      correctIndex: q.kind === 'choice' ? q.correct_index : null,
      accepted: q.kind === 'text' ? [...q.accepted_answers] : [],
      timeLimit: String(q.time_limit_s),
      points: String(q.points),
      media: q.media,
      hostNotes: q.host_notes ?? '',
    })),
  };
}

// ─── The question list ──────────────────────────────────────────────────────

/** Moves one question by `delta` places; out of range leaves the list as it was. */
export function moveQuestion(questions: readonly QuestionDraft[], index: number, delta: number): QuestionDraft[] {
  const to = index + delta;
  if (index < 0 || index >= questions.length || to < 0 || to >= questions.length) return [...questions];
  const next = [...questions];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** A copy right after the original: a new question to the server (no id), the same content. */
export function duplicateQuestion(questions: readonly QuestionDraft[], index: number): QuestionDraft[] {
  const original = questions[index];
  if (!original) return [...questions];
  const { id: _id, ...content } = original;
  const copy: QuestionDraft = { ...content, key: newQuestionKey(), alternatives: [...content.alternatives], accepted: [...content.accepted] };
  return [...questions.slice(0, index + 1), copy, ...questions.slice(index + 1)];
}

export function removeQuestion(questions: readonly QuestionDraft[], index: number): QuestionDraft[] {
  return questions.filter((_, i) => i !== index);
}

export function canAddQuestion(questions: readonly QuestionDraft[]): boolean {
  return questions.length < L.questionsMax;
}

// ─── One question ───────────────────────────────────────────────────────────

/** A choice question needs room for two alternatives; what was typed for the other type stays for a switch back. */
export function withKind(question: QuestionDraft, kind: QuizQuestionKind): QuestionDraft {
  if (kind === question.kind) return question;
  const alternatives = kind === 'choice' && question.alternatives.length < L.alternativesMin ? [...question.alternatives, ...Array<string>(L.alternativesMin - question.alternatives.length).fill('')] : question.alternatives;
  return { ...question, kind, alternatives };
}

export const canAddAlternative = (q: QuestionDraft) => q.alternatives.length < L.alternativesMax;
export const canRemoveAlternative = (q: QuestionDraft) => q.alternatives.length > L.alternativesMin;

export function addAlternative(question: QuestionDraft): QuestionDraft {
  return canAddAlternative(question) ? { ...question, alternatives: [...question.alternatives, ''] } : question;
}

/** The correct mark follows its alternative: it goes with a removed one, and moves up with the ones after it. */
export function removeAlternative(question: QuestionDraft, index: number): QuestionDraft {
  if (!canRemoveAlternative(question) || index < 0 || index >= question.alternatives.length) return question;
  const correct = question.correctIndex;
  const correctIndex = correct === null || correct === index ? null : correct > index ? correct - 1 : correct;
  return { ...question, alternatives: question.alternatives.filter((_, i) => i !== index), correctIndex };
}

export const canAddAccepted = (q: QuestionDraft) => q.accepted.length < L.acceptedMax;

/** Adds a typed answer unless it is empty or already accepted as written (the server folds the same way). */
export function addAccepted(question: QuestionDraft, text: string): QuestionDraft {
  const answer = text.trim();
  if (!answer || !canAddAccepted(question)) return question;
  const folded = foldAnswer(answer);
  if (question.accepted.some((a) => foldAnswer(a) === folded)) return question;
  return { ...question, accepted: [...question.accepted, answer] };
}

export function removeAccepted(question: QuestionDraft, index: number): QuestionDraft {
  return { ...question, accepted: question.accepted.filter((_, i) => i !== index) };
}

// ─── What is sent ───────────────────────────────────────────────────────────

/** "15" → 15; "" or "abc" → NaN, which the shared schema refuses with the field's own message. */
export function numberFrom(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed.replace(',', '.'));
}

export function questionInput(q: QuestionDraft): QuizQuestionInput {
  return {
    ...(q.id ? { id: q.id } : {}),
    kind: q.kind,
    prompt: q.prompt,
    alternatives: q.kind === 'choice' ? q.alternatives : [],
    correct_index: q.kind === 'choice' ? q.correctIndex : null,
    accepted_answers: q.kind === 'text' ? q.accepted : [],
    time_limit_s: numberFrom(q.timeLimit),
    points: numberFrom(q.points),
    media_id: q.media?.id ?? null,
    host_notes: q.hostNotes.trim() === '' ? null : q.hostNotes,
  };
}

/** POST /api/quiz/sets: the whole set, questions in the order shown. */
export function toSetInput(draft: SetDraft): QuizSetInput {
  return {
    title: draft.title,
    description: draft.description,
    scoring: draft.scoring,
    streak_bonus: draft.streakBonus,
    questions: draft.questions.map(questionInput),
  };
}

/** PUT /api/quiz/sets/:id: the same, with the version the editor started from (a stale one is refused with 409). */
export function toSetUpdate(draft: SetDraft, version: number): QuizSetUpdate {
  return { ...toSetInput(draft), version };
}

/** True when the working copy would send something other than `base` would. */
export function draftChanged(draft: SetDraft, base: SetDraft): boolean {
  return JSON.stringify(toSetInput(draft)) !== JSON.stringify(toSetInput(base));
}

// ─── Checking ───────────────────────────────────────────────────────────────

export interface QuestionErrors {
  prompt?: string;
  /** About the alternatives as a whole (count, two alike). */
  alternatives?: string;
  /** Per alternative field, by index. */
  alternative?: Record<number, string>;
  correct?: string;
  accepted?: string;
  /** Per accepted answer, by index. */
  acceptedItem?: Record<number, string>;
  timeLimit?: string;
  points?: string;
  media?: string;
  hostNotes?: string;
}

export interface SetErrors {
  title?: string;
  description?: string;
  /** About the question list (none, too many). */
  questions?: string;
  /** By question index. */
  question: Record<number, QuestionErrors>;
  /** What belongs to no field. */
  general?: string;
}

export const hasErrors = (e: SetErrors) => Boolean(e.title || e.description || e.questions || e.general || Object.keys(e.question).length);

const QUESTION_FIELDS: Record<string, keyof QuestionErrors> = {
  prompt: 'prompt',
  correct_index: 'correct',
  time_limit_s: 'timeLimit',
  points: 'points',
  media_id: 'media',
  host_notes: 'hostNotes',
};

/**
 * Places each message of the shared schema (or of the server's 400 details, whose path is
 * "questions.2.prompt") at the field it is about; the first message per field wins.
 */
export function errorsFromIssues(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]): SetErrors {
  const errors: SetErrors = { question: {} };
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.').filter(Boolean).map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : issue.path;
    const [field, index, sub, item] = path;
    if (field === 'title') errors.title ??= issue.message;
    else if (field === 'description') errors.description ??= issue.message;
    else if (field === 'questions' && typeof index === 'number') {
      const q = (errors.question[index] ??= {});
      if (sub === 'alternatives') {
        if (typeof item === 'number') (q.alternative ??= {})[item] ??= issue.message;
        else q.alternatives ??= issue.message;
      } else if (sub === 'accepted_answers') {
        if (typeof item === 'number') (q.acceptedItem ??= {})[item] ??= issue.message;
        else q.accepted ??= issue.message;
      } else {
        const key = typeof sub === 'string' ? QUESTION_FIELDS[sub] : undefined;
        if (key && key !== 'alternative' && key !== 'acceptedItem') q[key] ??= issue.message;
        else q.prompt ??= issue.message;
      }
    } else if (field === 'questions') errors.questions ??= issue.message;
    else errors.general ??= issue.message;
  }
  return errors;
}

/**
 * The schema's whole-question rules (how many alternatives, which is right, at least one accepted
 * answer) run only once a question's fields are valid, so a person fixing an empty prompt would
 * then meet a second message. They are said at once here, with the schema's own messages.
 */
function questionRuleIssues(questions: readonly QuestionDraft[]): { path: PropertyKey[]; message: string }[] {
  return questions.flatMap((q, index) => {
    const at = (field: string, message: string) => ({ path: ['questions', index, field], message });
    if (q.kind === 'text') return q.accepted.length < L.acceptedMin ? [at('accepted_answers', S.acceptedRequired)] : [];
    const issues = [];
    if (q.alternatives.length < L.alternativesMin) issues.push(at('alternatives', S.alternativesCount));
    if (q.correctIndex === null || q.correctIndex >= q.alternatives.length) issues.push(at('correct_index', S.correctRequired));
    return issues;
  });
}

/** The set checked by the server's own schema before sending, so each rule is seen at its field. */
export function validateSet(draft: SetDraft): { ok: true; input: QuizSetInput } | { ok: false; errors: SetErrors } {
  const input = toSetInput(draft);
  const parsed = quizSetInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, input };
  const errors = errorsFromIssues([...parsed.error.issues, ...questionRuleIssues(draft.questions)]);
  // Two empty fields are "alike" too, but each already says it is empty: that is the thing to fix.
  for (const [index, q] of Object.entries(errors.question)) {
    if (q.alternatives === S.alternativesDistinct && draft.questions[Number(index)]!.alternatives.some((a) => a.trim() === '')) delete q.alternatives;
  }
  return { ok: false, errors };
}
