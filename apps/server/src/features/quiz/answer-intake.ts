import { QUIZ_STRINGS as S, type QuizPlayAck } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { AnswerBatcher } from './answer-batcher';
import type { AnswerCounter } from './answer-counter';
import * as repo from './sessions.repository';

/** What taking an answer needs: the database (to say why one was refused), the group writer, the "n svar" counter. */
export interface AnswerDesk {
  db: DbOrTx;
  batcher: AnswerBatcher;
  counter: AnswerCounter;
}

export interface GivenAnswer {
  question_index: number;
  choice?: number | undefined;
  text?: string | undefined;
}

/**
 * The one way an answer is taken, whoever gives it (a listener's phone, an SMS, the producer for
 * a caller): the shape must fit the question, then one statement stores it only while the
 * question is open (AnswerBatcher, with the answers arriving at the same moment); a refusal says
 * why in Norwegian. The
 * acknowledgement says that and when — never whether it was right.
 */
export async function takeAnswer(
  desk: AnswerDesk,
  session: repo.SessionRow,
  participant: repo.ParticipantRow,
  given: GivenAnswer,
  source: 'web' | 'sms' | 'staff',
  enteredBy: string | null,
  now: Date,
): Promise<QuizPlayAck> {
  if (participant.removed_at) throw new ApiError(403, 'not_joined', S.notJoined);
  const question = session.questions[given.question_index];
  if (!question) throw new ApiError(409, 'answer_not_open', S.answerNotOpen);
  let choice: number | null = null;
  let text: string | null = null;
  if (question.kind === 'choice') {
    if (given.choice === undefined) throw new ApiError(400, 'answer_required', S.answerRequired);
    if (given.choice >= question.alternatives.length) throw new ApiError(400, 'choice_unknown', S.choiceUnknown);
    choice = given.choice;
  } else {
    if (!given.text) throw new ApiError(400, 'answer_required', S.answerRequired);
    text = given.text;
  }
  const stored = await desk.batcher.store({
    sessionId: session.id,
    participantId: participant.id,
    questionIndex: given.question_index,
    choice,
    text,
    source,
    enteredBy,
    now,
  });
  if (!stored) throw await whyRefused(desk.db, session.id, participant.id, given.question_index, now);
  desk.counter.bump(session.id, given.question_index);
  return { question_index: given.question_index, answered_at: stored.answered_at.toISOString(), message: S.answerRegistered };
}

/** Read after the refusal, so it names what the statement saw (or something later, never earlier). */
async function whyRefused(db: DbOrTx, sessionId: string, participantId: string, index: number, now: Date): Promise<ApiError> {
  if (await repo.answerOf(db, sessionId, index, participantId)) return new ApiError(409, 'answer_twice', S.answerTwice);
  const s = await repo.findSession(db, sessionId);
  if (!s || s.phase === 'finished') return new ApiError(409, 'answer_late', S.answerLate);
  if (s.question_index > index) return new ApiError(409, 'answer_late', S.answerLate);
  if (s.question_index < index || s.phase === 'lobby') return new ApiError(409, 'answer_not_open', S.answerNotOpen);
  if (s.phase !== 'question') return new ApiError(409, 'answer_late', S.answerLate);
  if (s.paused_at) return new ApiError(409, 'answer_paused', S.answerPaused);
  if (s.opens_at && now < s.opens_at) return new ApiError(409, 'answer_not_open', S.answerNotOpen);
  return new ApiError(409, 'answer_late', S.answerLate);
}
