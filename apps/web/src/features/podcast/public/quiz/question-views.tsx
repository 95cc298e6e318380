import { useId, useState } from 'react';
import { CircleAlert } from 'lucide-react';
import { QUIZ_LIMITS as L, type QuizPlayAnswer, type QuizSessionState } from '@studioportal/shared';
import { ChoiceButtons } from './choice-buttons';
import { QuestionHeading } from './question-heading';
import { QUIZ_PLAY_STRINGS as T } from './strings';
import { TextAnswerForm } from './text-answer-form';
import { TimeLeft } from './time-left';

/** The question is on screen (and read on air) before answers open. */
export function CountdownView({ session, msLeft }: { session: QuizSessionState; msLeft: number }) {
  const headingId = useId();
  if (!session.question) return null;
  return (
    <div className="grid gap-4">
      <p className="text-2xl font-extrabold tracking-tight text-primary dark:text-blue-400">{T.getReady}</p>
      <QuestionHeading id={headingId} question={session.question} count={session.question_count} />
      <TimeLeft msLeft={msLeft} totalMs={L.countdownMs} label={T.opensIn} tone="muted" />
    </div>
  );
}

/** Answers are open: the alternatives (or a text field), the time left, and why an answer was refused. */
export function OpenView({ session, msLeft, sending, error, onAnswer }: { session: QuizSessionState; msLeft: number; sending: boolean; error: string | null; onAnswer: (answer: Pick<QuizPlayAnswer, 'choice' | 'text'>) => void }) {
  const headingId = useId();
  const [pressed, setPressed] = useState<number | null>(null);
  const question = session.question;
  if (!question) return null;
  return (
    <div className="grid gap-4">
      <QuestionHeading id={headingId} question={question} count={session.question_count} />
      <TimeLeft msLeft={msLeft} totalMs={question.time_limit_s * 1000} label={T.secondsLeft} />
      {question.kind === 'choice' ? (
        <ChoiceButtons
          labelledBy={headingId}
          alternatives={question.alternatives}
          pending={sending ? pressed : null}
          onChoose={(choice) => {
            if (sending) return;
            setPressed(choice);
            onAnswer({ choice });
          }}
        />
      ) : (
        <TextAnswerForm sending={sending} onSend={(text) => onAnswer({ text })} />
      )}
      <AnswerRefused message={error} />
    </div>
  );
}

/** The server's words for a refused answer ("For sent – svaret kom etter at tiden var ute"). */
export function AnswerRefused({ message }: { message: string | null }) {
  return (
    <div role="alert" className="text-sm">
      {message && (
        <p className="flex items-start gap-2 font-medium text-red-600 dark:text-red-400">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
