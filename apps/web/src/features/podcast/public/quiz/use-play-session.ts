import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuizPlayAnswer, QuizPlayState } from '@studioportal/shared';
import { errorMessage, isApiError } from '@/lib/api';
import { clockOffset, type PlayAnswer } from './play-view';
import { connectPlayStream, type Connection } from './play-stream';
import { fetchPlayState, playEventsUrl, sendQuizAnswer } from './quiz-api';
import { withWait } from './retry-wait';

interface Held {
  state: QuizPlayState;
  /** Server clock minus this device's, from the newest state. */
  offset: number;
}

/** Why the play view ends: the device is not (or no longer) in this quiz, or the quiz is gone. */
export type Ended = { reason: 'notJoined' | 'gone'; message: string };

const serverTime = (state: QuizPlayState) => Date.parse(state.session.server_now) || 0;

/** An answer the server took shows at once, even if a state sent just before it arrives after. */
function withOwnAnswer(state: QuizPlayState, own: PlayAnswer | null): QuizPlayState {
  if (!own || !state.me || state.session.question_index !== own.question_index || state.me.answer?.question_index === own.question_index) return state;
  return { ...state, me: { ...state.me, answer: own } };
}

function hold(next: QuizPlayState, own: PlayAnswer | null, receivedAt: number): Held {
  const state = withOwnAnswer(next, own);
  return { state, offset: clockOffset(state, receivedAt) };
}

/**
 * One joined quiz on this phone: the newest state (from the stream, or polling when it fails; an
 * older one arriving late is dropped), the server's clock offset, and sending the one answer per
 * question. A refused answer keeps the server's words (409 "For sent – …").
 */
export function usePlaySession(code: string, initial: QuizPlayState, onEnded: (ended: Ended) => void) {
  const [held, setHeld] = useState<Held>(() => hold(initial, null, Date.now()));
  const [connection, setConnection] = useState<Connection>('live');
  const [sending, setSending] = useState(false);
  const [answerError, setAnswerError] = useState<{ questionIndex: number; message: string } | null>(null);
  const ownAnswer = useRef<PlayAnswer | null>(null);
  const endedRef = useRef(onEnded);
  useEffect(() => {
    endedRef.current = onEnded;
  }, [onEnded]);

  const accept = useCallback((next: QuizPlayState) => {
    const receivedAt = Date.now();
    setHeld((previous) => (serverTime(next) < serverTime(previous.state) ? previous : hold(next, ownAnswer.current, receivedAt)));
  }, []);

  const notJoinedOrGone = useCallback((error: unknown) => {
    if (!isApiError(error)) return false;
    if (error.status === 403) endedRef.current({ reason: 'notJoined', message: error.message });
    else if (error.status === 404) endedRef.current({ reason: 'gone', message: error.message });
    else return false;
    return true;
  }, []);

  useEffect(
    () =>
      connectPlayStream({
        url: playEventsUrl(code),
        poll: () => fetchPlayState(code),
        onState: (state) => {
          // Removed by the producer (or the device's cookie is gone): back to the join form.
          if (state.me === null) endedRef.current({ reason: 'notJoined', message: '' });
          else accept(state);
        },
        onConnection: setConnection,
        onPollError: notJoinedOrGone,
      }),
    [code, accept, notJoinedOrGone],
  );

  /** True when the server took the answer. */
  const answer = async (input: Pick<QuizPlayAnswer, 'choice' | 'text'>): Promise<boolean> => {
    if (sending) return false;
    const questionIndex = held.state.session.question_index;
    setSending(true);
    setAnswerError(null);
    try {
      await sendQuizAnswer(code, { question_index: questionIndex, ...input });
      ownAnswer.current = { question_index: questionIndex, choice: input.choice ?? null, text: input.text?.trim() ?? null, correct: null };
      setHeld((previous) => ({ ...previous, state: withOwnAnswer(previous.state, ownAnswer.current) }));
      return true;
    } catch (error) {
      if (notJoinedOrGone(error)) return false;
      setAnswerError({ questionIndex, message: withWait(error, errorMessage(error)) });
      // "Already answered" (another tab) or the window closed: the server's state says what to show.
      if (isApiError(error) && error.status === 409) await fetchPlayState(code).then(accept, () => undefined);
      return false;
    } finally {
      setSending(false);
    }
  };

  const error = answerError && answerError.questionIndex === held.state.session.question_index ? answerError.message : null;
  return { ...held, connection, sending, answerError: error, answer };
}
