import { type QuizPlayMe, type QuizPlayState, type QuizReveal } from '@studioportal/shared';

/**
 * What the player's phone shows, from the state and the server's clock. A question's countdown,
 * open window and "time's up" are not stored phases: they follow from `opens_at` and `deadline_at`.
 */
export type PlayView = 'lobby' | 'countdown' | 'open' | 'answered' | 'timeUp' | 'paused' | 'revealed' | 'leaderboard' | 'finished';

export type PlayAnswer = NonNullable<QuizPlayMe['answer']>;

/** The player's answer to the question on screen (an answer to an earlier one does not count). */
export function currentAnswer(state: QuizPlayState): PlayAnswer | null {
  const answer = state.me?.answer ?? null;
  return answer && answer.question_index === state.session.question_index ? answer : null;
}

const time = (iso: string | null) => (iso ? Date.parse(iso) : null);

export function choosePlayView(state: QuizPlayState, serverNowMs: number): PlayView {
  const { session } = state;
  switch (session.phase) {
    case 'lobby':
      return 'lobby';
    case 'finished':
      return 'finished';
    case 'leaderboard':
      return 'leaderboard';
    case 'revealed':
      return 'revealed';
    case 'locked':
      return currentAnswer(state) ? 'answered' : 'timeUp';
    case 'question': {
      if (session.paused) return 'paused';
      if (currentAnswer(state)) return 'answered';
      const opensAt = time(session.opens_at);
      const deadline = time(session.deadline_at);
      if (opensAt !== null && serverNowMs < opensAt) return 'countdown';
      if (deadline === null || serverNowMs < deadline) return 'open';
      return 'timeUp';
    }
  }
}

/** Milliseconds until answers open (countdown) or close (open); null when no clock runs. */
export function msLeft(state: QuizPlayState, view: PlayView, serverNowMs: number): number | null {
  const target = view === 'countdown' ? time(state.session.opens_at) : view === 'open' ? time(state.session.deadline_at) : null;
  return target === null ? null : Math.max(0, target - serverNowMs);
}

/** The server's clock minus this device's, taken when a state arrives (screens count against the server). */
export const clockOffset = (state: QuizPlayState, receivedAtMs: number) => {
  const serverNow = Date.parse(state.session.server_now);
  return Number.isNaN(serverNow) ? 0 : serverNow - receivedAtMs;
};

export type Verdict = 'right' | 'wrong' | 'unanswered' | 'skipped';

/**
 * Right or wrong after the reveal: the server's verdict on the player's own answer (any accepted
 * variant of a text answer counts; the acknowledgement never says, the reveal's state does).
 */
export function answerVerdict(me: QuizPlayMe | null, reveal: QuizReveal | null): Verdict | null {
  if (!reveal) return null;
  if (reveal.skipped) return 'skipped';
  const answer = me?.answer && me.answer.question_index === reveal.question_index ? me.answer : null;
  if (!me || !answer || (answer.choice === null && answer.text === null)) return 'unanswered';
  if (answer.correct !== null) return answer.correct ? 'right' : 'wrong';
  // A state from before this change of the server (no verdict): a choice can still be told.
  return answer.choice !== null && answer.choice === reveal.correct_index ? 'right' : 'wrong';
}
