import type { QuizSetInput } from '@studioportal/shared';

/**
 * The question set bench/quiz.ts creates through the API (10 questions of 10 s: choice and a few
 * text questions), and the crowd's answer sheet: what listeners who know the answer type (with the
 * case, accents and spelling people really use, which foldAnswer must accept) and what the others
 * type. The alternatives are written here in the author's order; the session shuffles them, so the
 * crowd finds the right one by its text in the state it is shown.
 */

export const QUIZ_BENCH_TIME_LIMIT_S = 10;

interface BenchQuestion {
  prompt: string;
  alternatives?: string[];
  /** Choice: the index of the right alternative above. */
  correct?: number;
  /** Text: the accepted answers (the first is shown at the reveal). */
  accepted?: string[];
  /** Text: what listeners who know it type (some differ from `accepted` only by case or accents). */
  typedRight?: string[];
  /** Text: plausible wrong answers. */
  typedWrong?: string[];
}

const QUESTIONS: BenchQuestion[] = [
  { prompt: 'Hvilken by kalles «Nordens Paris»?', alternatives: ['Tromsø', 'Bodø', 'Narvik', 'Hammerfest'], correct: 0 },
  { prompt: 'Hvor mange fylker har Norge fra 2024?', alternatives: ['11', '15', '19', '9'], correct: 1 },
  {
    prompt: 'Hva heter Norges høyeste fjell?',
    accepted: ['Galdhøpiggen'],
    typedRight: ['Galdhøpiggen', 'galdhøpiggen', 'GALDHOPIGGEN', 'Galdhopiggen', 'galdhøpiggen!'],
    typedWrong: ['Glittertind', 'Snøhetta', 'Store Skagastølstind'],
  },
  { prompt: 'Hvilket år ble NRK Radio P3 startet?', alternatives: ['1993', '1984', '2000', '1975'], correct: 0 },
  { prompt: 'Hvilken dato er Norges nasjonaldag?', alternatives: ['17. mai', '1. mai', '7. juni', '8. mai'], correct: 0 },
  {
    prompt: 'Hvem skrev «Dyrene i Hakkebakkeskogen»?',
    accepted: ['Thorbjørn Egner', 'Egner'],
    typedRight: ['Thorbjørn Egner', 'thorbjorn egner', 'Egner', 'EGNER', 'thorbjørn egner'],
    typedWrong: ['Alf Prøysen', 'Prøysen', 'Jahn Teigen'],
  },
  { prompt: 'Hvor mange minutter varer en fotballkamp uten tillegg?', alternatives: ['80', '90', '100', '120'], correct: 1 },
  { prompt: 'Hvilken fugl er Norges nasjonalfugl?', alternatives: ['Fossekall', 'Kongeørn', 'Lundefugl', 'Skjære'], correct: 0 },
  {
    prompt: 'Hva heter Norges lengste elv?',
    accepted: ['Glomma', 'Glåma'],
    typedRight: ['Glomma', 'glomma', 'GLOMMA', 'Glåma', 'glaama'],
    typedWrong: ['Gudbrandsdalslågen', 'Numedalslågen', 'Tana', 'Drammenselva'],
  },
  { prompt: 'Hvor mange strenger har en vanlig gitar?', alternatives: ['Fire', 'Fem', 'Seks', 'Sju'], correct: 2 },
];

export function benchQuizSet(): QuizSetInput {
  return {
    title: 'Lastprøve: morgenquiz',
    description: 'Ti spørsmål à ti sekunder for lastprøven av direktequizen.',
    scoring: 'speed',
    streak_bonus: true,
    questions: QUESTIONS.map((q) =>
      q.alternatives
        ? { kind: 'choice', prompt: q.prompt, alternatives: q.alternatives, correct_index: q.correct!, time_limit_s: QUIZ_BENCH_TIME_LIMIT_S, points: 1000 }
        : { kind: 'text', prompt: q.prompt, accepted_answers: q.accepted!, time_limit_s: QUIZ_BENCH_TIME_LIMIT_S, points: 1000 },
    ),
  };
}

/** What a listener needs to answer a question: the right alternative's text, or what to type. */
export interface AnswerSheet {
  index: number;
  kind: 'choice' | 'text';
  /** Choice: the right alternative's text; text: the accepted answers. */
  correctAlternative: string | null;
  accepted: string[];
  typedRight: string[];
  typedWrong: string[];
}

export function answerSheets(): AnswerSheet[] {
  return QUESTIONS.map((q, index) => ({
    index,
    kind: q.alternatives ? 'choice' : 'text',
    correctAlternative: q.alternatives ? q.alternatives[q.correct!]! : null,
    accepted: q.accepted ?? [],
    typedRight: q.typedRight ?? [],
    typedWrong: q.typedWrong ?? [],
  }));
}
