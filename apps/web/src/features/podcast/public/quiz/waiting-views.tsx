import { useId, type ReactNode } from 'react';
import { CircleCheck, Hourglass, Pause, Users } from 'lucide-react';
import { QUIZ_STRINGS as Q, type QuizSessionState } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { answerText } from './answer-text';
import { AnswerRefused } from './question-views';
import { QuestionHeading } from './question-heading';
import type { PlayAnswer } from './play-view';
import { QUIZ_PLAY_STRINGS as T } from './strings';
import { TimeLeft } from './time-left';

type Icon = typeof Users;

/** A big icon, a line, and what follows: the shape of every "wait" screen. */
function Waiting({ icon: Icon, title, tone = 'muted', children }: { icon: Icon; title: string; tone?: 'muted' | 'good' | 'warn'; children?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 py-4 text-center">
      <span
        aria-hidden
        className={cn(
          'inline-flex size-14 items-center justify-center rounded-full',
          tone === 'good' ? 'bg-emerald-600/15 text-emerald-700 dark:text-emerald-400' : tone === 'warn' ? 'bg-amber-500/15 text-amber-700 dark:text-amber-400' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-7" />
      </span>
      <p className="text-xl font-semibold tracking-tight">{title}</p>
      {children}
    </div>
  );
}

export function LobbyView({ session }: { session: QuizSessionState }) {
  return (
    <Waiting icon={Users} title={T.lobby}>
      <p className="max-w-prose text-sm text-muted-foreground">{T.lobbyHint}</p>
      <p className="tabular text-sm text-muted-foreground">{T.players(session.participants)}</p>
    </Waiting>
  );
}

/** The answer is in and cannot be changed; while answers are still open, the time left. */
export function AnsweredView({ session, answer, msLeft }: { session: QuizSessionState; answer: PlayAnswer; msLeft: number | null }) {
  const headingId = useId();
  return (
    <div className="grid gap-4">
      {session.question && <QuestionHeading id={headingId} question={session.question} count={session.question_count} />}
      <Waiting icon={CircleCheck} title={Q.answerRegistered} tone="good">
        <p className="text-base">
          {T.youChose} <strong className="font-semibold break-words">{answerText(session.question, answer)}</strong>
        </p>
        <p className="text-sm text-muted-foreground">{T.cannotChange}</p>
      </Waiting>
      {msLeft !== null && session.question && <TimeLeft msLeft={msLeft} totalMs={session.question.time_limit_s * 1000} label={T.secondsLeft} tone="muted" />}
    </div>
  );
}

export function TimeUpView({ session, error }: { session: QuizSessionState; error: string | null }) {
  const headingId = useId();
  return (
    <div className="grid gap-4">
      {session.question && <QuestionHeading id={headingId} question={session.question} count={session.question_count} />}
      <Waiting icon={Hourglass} title={Q.timeUp} tone="warn">
        <p className="text-sm text-muted-foreground">{T.noAnswer}</p>
      </Waiting>
      <AnswerRefused message={error} />
    </div>
  );
}

export function PausedView({ session }: { session: QuizSessionState }) {
  const headingId = useId();
  return (
    <div className="grid gap-4">
      {session.question && <QuestionHeading id={headingId} question={session.question} count={session.question_count} />}
      <Waiting icon={Pause} title={Q.answerPaused} tone="warn">
        <p className="text-sm text-muted-foreground">{T.pausedHint}</p>
      </Waiting>
      {/* The clock stands still: what was left of the answer window when the producer paused. */}
      {session.remaining_ms !== null && session.question && (
        <TimeLeft msLeft={session.remaining_ms} totalMs={session.question.time_limit_s * 1000} label={T.secondsLeft} tone="muted" />
      )}
    </div>
  );
}
