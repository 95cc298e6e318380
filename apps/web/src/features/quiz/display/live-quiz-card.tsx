import type { CSSProperties, ReactNode } from 'react';
import { QUIZ_LIMITS, type QuizSessionDetail } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { useCurrentSession } from '../live/api';
import type { Countdown } from '../live/countdown';
import { correctAnswerText } from '../live/format';
import { LIVE } from '../live/strings';
import { countdownLabel } from '../live/timer-view';
import { useCountdown } from '../live/use-countdown';
import { useQuizLiveSync } from '../live/use-quiz-live-sync';
import styles from './live-quiz-card.module.css';
import { promptFit } from './prompt-fit';

const TOP = 3;

/** The running session, if any (not a finished one), kept live from the quiz channel. */
function useRunningSession(): QuizSessionDetail | null {
  const current = useCurrentSession();
  useQuizLiveSync();
  const detail = current.data ?? null;
  return detail && detail.state.phase !== 'finished' ? detail : null;
}

/**
 * The clock display with the running quiz beside it (below it on a portrait screen): the clock
 * gets the rest of the room and sizes itself to it. With no quiz running the clock has all the
 * room, as before.
 */
export function WithLiveQuiz({ large, children }: { large: boolean; children: ReactNode }) {
  const detail = useRunningSession();
  if (!large) {
    return (
      <div className="grid gap-4">
        {children}
        {detail && <LiveQuizCard detail={detail} large={false} />}
      </div>
    );
  }
  if (!detail) return <>{children}</>;
  return (
    <div className={styles.frame}>
      <div className={styles.frameLayout}>
        <div className={styles.frameClock}>{children}</div>
        <LiveQuizCard detail={detail} large className={styles.frameCard} />
      </div>
    </div>
  );
}

/**
 * A compact live quiz: the question with its clock and "n svar", or how to join before the first
 * question, or the top three after a reveal. Never the answer before the producer reveals it.
 */
export function LiveQuizCard({ detail, large, className }: { detail: QuizSessionDetail; large: boolean; className?: string }) {
  const { state } = detail;
  const countdown = useCountdown(state);
  const afterReveal = state.phase === 'revealed' || state.phase === 'leaderboard';
  const question = state.question;
  return (
    <section
      aria-label={LIVE.liveQuizCard}
      data-testid="live-quiz-card"
      className={cn('rounded-xl border border-primary/50 bg-card text-card-foreground', large ? styles.card : 'grid gap-3 p-4', className)}
    >
      <div className={cn(large ? styles.layout : 'grid gap-3')}>
        <p className={cn('text-primary dark:text-blue-300', large ? styles.kicker : 'text-xs font-bold uppercase tracking-wider')}>
          {LIVE.liveQuizCard} · {LIVE.codeShort(state.code)}
        </p>
        {state.phase === 'lobby' || !question ? (
          <>
            <h2 className={cn(large ? styles.prompt : 'break-words text-lg font-bold leading-snug')} style={{ '--fit': promptFit(state.title) } as CSSProperties}>
              {state.title}
            </h2>
            <p className={cn('text-muted-foreground', large ? styles.meta : 'text-sm')}>{LIVE.joinLine(state.code)}</p>
          </>
        ) : (
          <>
            <h2 className={cn(large ? styles.prompt : 'break-words text-lg font-bold leading-snug')} style={{ '--fit': promptFit(question.prompt) } as CSSProperties}>
              {question.prompt}
            </h2>
            {afterReveal ? <TopThree detail={detail} large={large} /> : <CardClock countdown={countdown} large={large} />}
            <p className={cn('text-muted-foreground', large ? styles.meta : 'tabular text-sm font-medium')}>
              {afterReveal && state.reveal && !state.reveal.skipped
                ? `${LIVE.correctAnswer}: ${correctAnswerText(question.alternatives, state.reveal) ?? ''}`
                : `${LIVE.questionOf(question.index + 1, state.question_count)} · ${LIVE.answersCount(state.answers)}`}
            </p>
          </>
        )}
      </div>
    </section>
  );
}

function CardClock({ countdown, large }: { countdown: Countdown; large: boolean }) {
  const label = countdownLabel(countdown);
  if (!label) return null;
  const figure = countdown.phase === 'countdown' || countdown.phase === 'open' || countdown.phase === 'paused' ? countdown.seconds : null;
  const ended = countdown.phase === 'closed' || countdown.phase === 'locked';
  return (
    <div className={cn(large ? styles.clock : 'flex items-baseline justify-between gap-2 font-semibold')}>
      <span className={cn(ended && 'text-red-600 dark:text-red-400')}>{label}</span>
      {figure !== null && (
        <span className={cn(large ? styles.figure : 'tabular text-3xl font-bold', countdown.phase === 'open' && figure <= 5 && 'text-red-600 dark:text-red-400')}>
          <span aria-hidden>{figure}</span>
          <span className="sr-only">{countdown.phase === 'countdown' ? LIVE.opensIn(figure) : LIVE.secondsLeft(figure)}</span>
        </span>
      )}
    </div>
  );
}

function TopThree({ detail, large }: { detail: QuizSessionDetail; large: boolean }) {
  const entries = detail.leaderboard.entries.slice(0, Math.min(TOP, QUIZ_LIMITS.leaderboardShown));
  if (entries.length === 0) return null;
  return (
    <ol aria-label={LIVE.topList} className={cn(large ? styles.top : 'grid gap-1.5 text-base')}>
      {entries.map((e) => (
        <li key={e.participant_id} className={cn('bg-foreground/[0.06]', large ? styles.topRow : 'grid grid-cols-[1.5rem_minmax(0,1fr)_auto] gap-2 rounded-md px-2 py-1')}>
          <span className="tabular font-bold">{e.rank}</span>
          <span className={cn(large ? styles.topName : 'truncate font-medium')}>{e.name}</span>
          <span className="tabular font-bold">
            {e.points}
            <span className="sr-only"> {LIVE.pointsShort}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
