import type { CSSProperties } from 'react';
import type { QuizStaffState } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { LIVE } from '../live/strings';
import { promptFit } from './prompt-fit';
import styles from './quiz-display.module.css';

/** Before the first question: the quiz's title, and how to join, with the code as big as it gets. */
export function StageLobby({ state }: { state: QuizStaffState }) {
  return (
    <section aria-label={state.title} className={styles.centred} data-testid="quiz-display-lobby">
      <p className={cn(styles.kicker, 'text-primary dark:text-blue-300')}>{LIVE.displayKicker}</p>
      <h2 className={cn(styles.title, styles.clamp)} style={{ '--fit': promptFit(state.title) } as CSSProperties}>
        {state.title}
      </h2>
      <p className={styles.join}>
        {LIVE.joinAt} <span className="text-primary dark:text-blue-300">{LIVE.publicPath}</span> {LIVE.withCode}
      </p>
      <p className={cn(styles.code, 'font-mono')} aria-label={LIVE.codeIs(state.code)}>
        {state.code}
      </p>
      <p className={cn(styles.sub, 'text-muted-foreground')}>{LIVE.participantsJoined(state.participants)}</p>
    </section>
  );
}

/** No quiz running: a calm line, and who won the last one. */
export function StageIdle({ lastWinner, loading }: { lastWinner: string | null; loading: boolean }) {
  return (
    <section aria-label={LIVE.noQuizLive} className={styles.centred} data-testid="quiz-display-idle">
      {!loading && (
        <>
          <p className={cn(styles.title, 'text-muted-foreground')}>{LIVE.noQuizLive}</p>
          {lastWinner && <p className={cn(styles.sub, 'text-muted-foreground')}>{LIVE.lastWinner(lastWinner)}</p>}
        </>
      )}
    </section>
  );
}
