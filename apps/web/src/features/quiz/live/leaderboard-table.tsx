import { MoreHorizontal, PencilLine, Scale, UserMinus } from 'lucide-react';
import { QUIZ_PARTICIPANT_KIND_LABELS, type QuizLeaderboardEntry } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { MovementMark } from './movement-mark';
import { LIVE } from './strings';

export type EntryAction = 'adjust' | 'rename' | 'remove';

interface LeaderboardTableProps {
  entries: readonly QuizLeaderboardEntry[];
  /** The producer's row menu (correct points, rename, remove); without it the table only reads. */
  onAction?: (action: EntryAction, entry: QuizLeaderboardEntry) => void;
  className?: string;
}

/** The staff leaderboard: place, movement, name, how they play, points and correct answers. */
export function LeaderboardTable({ entries, onAction, className }: LeaderboardTableProps) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{LIVE.noEntries}</p>;
  return (
    <div className={cn('overflow-x-auto', className)}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{LIVE.leaderboard}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="w-12 py-2 pr-2 font-medium">
              {LIVE.rank}
            </th>
            <th scope="col" className="w-14 py-2 pr-2 font-medium">
              {LIVE.movement}
            </th>
            <th scope="col" className="py-2 pr-2 font-medium">
              {LIVE.name}
            </th>
            <th scope="col" className="hidden py-2 pr-2 font-medium sm:table-cell">
              {LIVE.kind}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              {LIVE.points}
            </th>
            <th scope="col" className="hidden py-2 pr-2 text-right font-medium sm:table-cell">
              {LIVE.correct}
            </th>
            {onAction && (
              <th scope="col" className="w-12 py-2">
                <span className="sr-only">{LIVE.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.participant_id} className="border-b last:border-0">
              <td className="tabular py-2 pr-2 text-base font-bold">{entry.rank}</td>
              <td className="py-2 pr-2">
                <MovementMark movement={entry.movement} />
              </td>
              <th scope="row" className="max-w-[12rem] truncate py-2 pr-2 font-medium sm:max-w-none">
                {entry.name}
              </th>
              <td className="hidden py-2 pr-2 text-muted-foreground sm:table-cell">{QUIZ_PARTICIPANT_KIND_LABELS[entry.kind]}</td>
              <td className="tabular py-2 pr-2 text-right text-base font-bold">{entry.points}</td>
              <td className="tabular hidden py-2 pr-2 text-right sm:table-cell">{entry.correct}</td>
              {onAction && (
                <td className="py-1 text-right">
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button variant="ghost" size="icon-sm" aria-label={LIVE.actionsFor(entry.name)} data-entry-actions={entry.participant_id}>
                        <MoreHorizontal aria-hidden />
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      <DropdownMenuItem onSelect={() => onAction('adjust', entry)}>
                        <Scale aria-hidden />
                        {LIVE.adjust}
                      </DropdownMenuItem>
                      <DropdownMenuItem onSelect={() => onAction('rename', entry)}>
                        <PencilLine aria-hidden />
                        {LIVE.rename}
                      </DropdownMenuItem>
                      <DropdownMenuItem onSelect={() => onAction('remove', entry)} className="text-red-700 dark:text-red-300">
                        <UserMinus aria-hidden />
                        {LIVE.remove}
                      </DropdownMenuItem>
                    </DropdownMenuContent>
                  </DropdownMenu>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
