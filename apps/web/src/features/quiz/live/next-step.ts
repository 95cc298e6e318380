import type { QuizPhase, QuizSessionState, QuizStep, QuizStepAction } from '@studioportal/shared';

/** The producer's one key: what it does from each phase, in words that say so. */
export const NEXT_STEP_LABELS = {
  start: 'Start første spørsmål',
  lock: 'Lås svar',
  reveal: 'Vis svaret',
  leaderboard: 'Vis resultatliste',
  nextQuestion: 'Neste spørsmål',
  finish: 'Avslutt quizen',
} as const;

export interface NextStep {
  /** Always the server's one key ('next'); the label says where it leads from here. */
  action: QuizStepAction;
  label: string;
}

type StepFields = Pick<QuizSessionState, 'phase' | 'question_index' | 'question_count'>;

/**
 * lobby → first question, question → locked, locked → revealed, revealed → leaderboard,
 * leaderboard → the next question, or the end after the last one. Null when finished.
 */
export function nextStepOf(state: StepFields): NextStep | null {
  const step = (label: string): NextStep => ({ action: 'next', label });
  switch (state.phase) {
    case 'lobby':
      return step(NEXT_STEP_LABELS.start);
    case 'question':
      return step(NEXT_STEP_LABELS.lock);
    case 'locked':
      return step(NEXT_STEP_LABELS.reveal);
    case 'revealed':
      return step(NEXT_STEP_LABELS.leaderboard);
    case 'leaderboard':
      return step(state.question_index + 1 < state.question_count ? NEXT_STEP_LABELS.nextQuestion : NEXT_STEP_LABELS.finish);
    case 'finished':
      return null;
  }
}

/**
 * A step as the screen showed the session: a second press, or a colleague's step that got there
 * first, finds the session elsewhere and is refused instead of skipping a question.
 */
export function stepBody(action: QuizStepAction, state: Pick<QuizSessionState, 'phase' | 'question_index'>): QuizStep {
  return { action, expect_phase: state.phase, expect_index: state.question_index };
}

/** Which of the side controls make sense now (the server has the last word). */
export function sideControlsOf(state: Pick<QuizSessionState, 'phase' | 'paused'>, timeUp = false): { pause: boolean; resume: boolean; skip: boolean; finish: boolean } {
  const inQuestion: readonly QuizPhase[] = ['question', 'locked'];
  return {
    // Once the time is up there is nothing left to pause.
    pause: state.phase === 'question' && !state.paused && !timeUp,
    resume: state.phase === 'question' && state.paused,
    skip: inQuestion.includes(state.phase),
    finish: state.phase !== 'finished',
  };
}
