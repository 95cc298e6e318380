import type { CSSProperties } from 'react';
import { Trophy } from 'lucide-react';
import { QUIZ_LIMITS, type QuizLeaderboardEntry, type QuizStaffState } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { MovementMark } from '../live/movement-mark';
import { LIVE } from '../live/strings';
import styles from './quiz-display.module.css';

const PODIUM = ['bg-amber-400/25', 'bg-slate-400/25', 'bg-orange-700/25'];

/** The top ten after a question: place, movement since the last list, name and points. */
export function StageLeaderboard({ state, entries }: { state: QuizStaffState; entries: readonly QuizLeaderboardEntry[] }) {
  const top = entries.slice(0, QUIZ_LIMITS.leaderboardShown);
  const after = state.question_index >= 0 ? LIVE.afterQuestion(state.question_index + 1, state.question_count) : null;
  return (
    <section aria-label={LIVE.leaderboard} className={cn(styles.stage, styles.board)} data-testid="quiz-display-leaderboard">
      <div className={styles.top}>
        <h2 className={cn(styles.kicker, 'text-primary dark:text-blue-300')}>{LIVE.leaderboard}</h2>
        {after && <p className={cn(styles.kicker, 'text-muted-foreground')}>{after}</p>}
      </div>
      <TopRows entries={top} />
    </section>
  );
}

export function TopRows({ entries, from = 0 }: { entries: readonly QuizLeaderboardEntry[]; from?: number }) {
  if (entries.length === 0) return <p className={cn(styles.sub, 'text-muted-foreground')}>{LIVE.noEntries}</p>;
  return (
    <ol className={styles.rows} style={{ '--n': entries.length, '--half': Math.ceil(entries.length / 2) } as CSSProperties}>
      {entries.map((entry, i) => (
        <li key={entry.participant_id} className={cn(styles.row, PODIUM[entry.rank - 1] ?? (i % 2 === from % 2 ? 'bg-foreground/[0.06]' : 'bg-foreground/[0.03]'))}>
          <span className={styles.rank}>
            <span className="sr-only">{LIVE.rank} </span>
            {entry.rank}
          </span>
          <span className={styles.move}>
            <MovementMark movement={entry.movement} />
          </span>
          <span className={styles.name}>{entry.name}</span>
          <span className={styles.points}>
            {entry.points}
            <span className="sr-only"> {LIVE.pointsShort}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The end: the winner (or the winners sharing first place), and the next places under them. */
export function StageFinished({ state, entries }: { state: QuizStaffState; entries: readonly QuizLeaderboardEntry[] }) {
  const winners = entries.filter((e) => e.rank === 1);
  const rest = entries.filter((e) => e.rank !== 1).slice(0, 4);
  return (
    <section aria-label={LIVE.finishedTitle} className={cn(styles.stage, styles.finished)} data-testid="quiz-display-finished">
      <div className={styles.winner}>
        <p className={cn(styles.kicker, 'text-muted-foreground')}>{state.title}</p>
        <Trophy aria-hidden className={cn(styles.trophy, 'text-amber-400')} />
        {winners.length > 0 ? (
          <>
            <p className={cn(styles.sub, 'text-muted-foreground')}>{LIVE.winnerIs}</p>
            <p className={cn(styles.winnerName, styles.clamp)}>{winners.map((w) => w.name).join(' og ')}</p>
            <p className={cn(styles.sub, 'tabular')}>{LIVE.pointsLine(winners[0]!.points)}</p>
          </>
        ) : (
          <p className={styles.winnerName}>{LIVE.finishedTitle}</p>
        )}
      </div>
      {rest.length > 0 && (
        <div className={styles.runnersUp}>
          <TopRows entries={rest} from={1} />
        </div>
      )}
    </section>
  );
}
