import type { QuizStaffState } from '@studioportal/shared';

/** What the studio display shows for a session (or for none). */
export type DisplayStage = 'idle' | 'lobby' | 'question' | 'reveal' | 'leaderboard' | 'finished';

export function displayStageOf(state: QuizStaffState | null | undefined): DisplayStage {
  if (!state) return 'idle';
  switch (state.phase) {
    case 'lobby':
      return 'lobby';
    case 'question':
    case 'locked':
      return state.question ? 'question' : 'lobby';
    case 'revealed':
      // A skipped question has no result to show: the question stays up until the next step.
      return state.question && state.reveal ? 'reveal' : state.question ? 'question' : 'lobby';
    case 'leaderboard':
      return 'leaderboard';
    case 'finished':
      return 'finished';
  }
}
