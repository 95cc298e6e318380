import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QUIZ_EVENTS, type QuizSessionDetail } from '@studioportal/shared';
import { useChannelEvents } from '@/lib/realtime';
import { changeSessionDetail, quizLiveKeys } from './api';
import { noteServerNow } from '@/lib/server-clock';
import { isUnknownSession, withAnswerCount, withLeaderboard, withParticipant, withState } from './session-cache';

/**
 * Keeps the live session detail current from the quiz channel: a state replaces the state, a
 * leaderboard the leaderboard, a participant its row, a count the count. Nothing is fetched per
 * event; only news the cache cannot take in is fetched once: a session someone just started, the
 * finished list when one ends, and everything after a reconnect (the answer counts are ephemeral,
 * so a replay never brings the ones sent while we were away) or a gap the replay could not cover.
 */
export function useQuizLiveSync(enabled = true) {
  const queryClient = useQueryClient();
  const subscriptions = useRef(0);
  const refetchAll = () => void queryClient.invalidateQueries({ queryKey: quizLiveKeys.all });
  return useChannelEvents(
    'quiz',
    {
      [QUIZ_EVENTS.sessionChanged]: ({ state }) => {
        noteServerNow(state.server_now);
        const current = queryClient.getQueryData<QuizSessionDetail | null>(quizLiveKeys.current);
        if (isUnknownSession(current, state)) void queryClient.invalidateQueries({ queryKey: quizLiveKeys.current });
        changeSessionDetail(queryClient, (d) => withState(d, state));
        if (state.phase === 'finished') void queryClient.invalidateQueries({ queryKey: quizLiveKeys.finished });
      },
      [QUIZ_EVENTS.leaderboardUpdated]: (leaderboard) => changeSessionDetail(queryClient, (d) => withLeaderboard(d, leaderboard)),
      [QUIZ_EVENTS.participantChanged]: ({ participant }) => changeSessionDetail(queryClient, (d) => withParticipant(d, participant)),
      [QUIZ_EVENTS.answersCounted]: (count) => changeSessionDetail(queryClient, (d) => withAnswerCount(d, count)),
    },
    {
      enabled,
      onResync: refetchAll,
      onSubscribed: () => {
        subscriptions.current += 1;
        if (subscriptions.current > 1) refetchAll();
      },
    },
  );
}
