import { cn } from '@/lib/cn';
import { AchievementBadges } from './achievement-badges';
import { QUIZ_PLAY_STRINGS as T } from './strings';

export interface RankedRow {
  key: string;
  rank: number;
  name: string;
  points: number;
  badges: readonly string[];
  /** This phone's player: marked, and named "deg" for screen readers. */
  mine?: boolean;
}

/**
 * A top list: place, nickname with badges, points. Ties share a place (the server ranks them);
 * the words carry everything the layout shows ("Plass 1", "2400 poeng").
 */
export function RankedList({ rows, labelledBy }: { rows: readonly RankedRow[]; labelledBy?: string }) {
  return (
    <ol aria-labelledby={labelledBy} className="grid gap-1.5">
      {rows.map((row) => (
        <li
          key={row.key}
          className={cn(
            'flex items-center gap-3 rounded-lg border px-3 py-2.5',
            row.mine ? 'border-primary/60 bg-primary/10' : 'border-transparent bg-muted/50',
          )}
        >
          <span className={cn('tabular w-8 shrink-0 text-center text-lg font-bold', row.rank <= 3 ? 'text-amber-600 dark:text-amber-400' : 'text-muted-foreground')}>
            <span className="sr-only">{T.rank} </span>
            {row.rank}
          </span>
          <span className="grid min-w-0 flex-1 gap-1">
            <span className="truncate font-medium">
              {row.name}
              {row.mine && <span className="ml-1.5 text-xs font-normal text-primary dark:text-blue-400">({T.you})</span>}
            </span>
            <AchievementBadges badges={row.badges} />
          </span>
          <span className="tabular shrink-0 font-semibold">
            {row.points}
            <span className="sr-only"> {T.points.toLowerCase()}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
