import { QUIZ_STRINGS as Q, type QuizPlayState } from '@studioportal/shared';
import { correctText } from './answer-text';
import type { PlayView, Verdict } from './play-view';
import { QUIZ_PLAY_STRINGS as T } from './strings';

/**
 * What the live region reads when the view changes: once per phase and question, never the
 * seconds ticking down (the timer is on screen, outside the live region).
 */
export function announcementKey(view: PlayView, state: QuizPlayState): string {
  return `${view}:${state.session.question_index}`;
}

export function announcementFor(view: PlayView, state: QuizPlayState, verdict: Verdict | null, previousView: PlayView | null): string {
  const { session, me } = state;
  const question = session.question;
  const questionLine = question ? T.announceQuestion(session.question_index + 1, session.question_count, question.prompt) : '';
  switch (view) {
    case 'lobby':
      return T.lobby;
    case 'countdown':
      return `${T.getReady}. ${questionLine}`;
    case 'open':
      // After the countdown the question was read already; joined mid-question, it was not.
      return previousView === 'countdown' ? T.announceOpen : `${T.announceOpen}. ${questionLine}`;
    case 'answered':
      return Q.answerRegistered;
    case 'timeUp':
      return Q.timeUp;
    case 'paused':
      return Q.answerPaused;
    case 'revealed': {
      const right = session.reveal ? correctText(question, session.reveal) : null;
      const said = verdict === 'right' ? Q.correct : verdict === 'wrong' ? Q.wrong : verdict === 'skipped' ? T.skipped : verdict === 'unanswered' ? T.noAnswer : '';
      return [said, right ? `${T.correctAnswer}: ${right}` : ''].filter(Boolean).join('. ');
    }
    case 'leaderboard':
      return me?.rank ? `${T.announceLeaderboard}. ${T.yourPlace(me.rank, me.points)}` : T.announceLeaderboard;
    case 'finished':
      return [T.finished, me?.rank ? T.finalPlace(me.rank, me.points) : null, T.thanks].filter(Boolean).join('. ');
  }
}
