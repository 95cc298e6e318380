import { useId } from 'react';
import { Trophy } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useQuizPublic } from './quiz-status-query';
import { RankedList } from './ranked-list';
import { QUIZ_PLAY_STRINGS as T } from './strings';

/** "Turneringen: …": the running tournament's top list, shown whether or not a quiz is live. */
export function TournamentBoard() {
  const status = useQuizPublic();
  const headingId = useId();
  const tournament = status?.tournament;
  if (!tournament) return null;
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId} className="grid gap-3">
        <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold tracking-tight">
          <Trophy aria-hidden className="size-4 shrink-0 text-amber-600 dark:text-amber-400" />
          <span className="min-w-0 break-words">{T.tournament(tournament.name)}</span>
        </h3>
        {tournament.entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.tournamentEmpty}</p>
        ) : (
          <RankedList labelledBy={headingId} rows={tournament.entries.map((entry, i) => ({ key: `${entry.rank}-${entry.name}-${i}`, ...entry }))} />
        )}
      </section>
    </Card>
  );
}
