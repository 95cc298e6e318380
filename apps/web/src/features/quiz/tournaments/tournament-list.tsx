import { Gift, Plus, Trophy } from 'lucide-react';
import { zonedDateKey, type Tournament } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateKey } from '@/components/ui/date-time-text';
import { LoadState } from '../components/load-state';
import { QUIZ_WEB } from '../strings';
import { useTournaments } from './api';
import { TournamentFormDialog } from './tournament-form-dialog';

/** Turneringer: every tournament, newest period first; the one running now is marked. */
export function TournamentList({ runsGames, onOpen }: { runsGames: boolean; onOpen: (id: string) => void }) {
  const tournaments = useTournaments();
  const today = zonedDateKey(new Date());
  const t = QUIZ_WEB.tournaments;
  const list = tournaments.data ?? [];
  const running = (x: Tournament) => x.starts_on <= today && today <= x.ends_on;

  return (
    <section aria-label={t.listLabel} className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="mr-auto max-w-prose text-sm text-muted-foreground">{t.intro}</p>
        {runsGames && (
          <TournamentFormDialog
            onSaved={(saved) => onOpen(saved.id)}
            trigger={
              <Button>
                <Plus aria-hidden />
                {t.newTournament}
              </Button>
            }
          />
        )}
      </div>
      <LoadState query={tournaments}>
        {list.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{runsGames ? t.emptyRunner : t.empty}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {list.map((tournament) => (
              <li key={tournament.id}>
                <button
                  type="button"
                  onClick={() => onOpen(tournament.id)}
                  aria-label={t.open(tournament.name)}
                  className="grid h-full w-full gap-2 rounded-xl border bg-card p-4 text-left shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="flex items-start gap-2">
                    <Trophy aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-500" />
                    <span className="mr-auto break-words font-semibold">{tournament.name}</span>
                    {running(tournament) && <Badge variant="success">{t.running}</Badge>}
                  </span>
                  <span className="tabular text-sm text-muted-foreground">{t.period(formatDateKey(tournament.starts_on), formatDateKey(tournament.ends_on))}</span>
                  <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                    <span>{t.sessions(tournament.sessions)}</span>
                    <span>{t.winners(tournament.winners.length)}</span>
                    {tournament.prize && (
                      <span className="inline-flex items-center gap-1">
                        <Gift aria-hidden className="size-3.5" />
                        {tournament.prize}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}
