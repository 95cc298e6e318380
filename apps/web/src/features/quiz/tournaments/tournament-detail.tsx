import { useState } from 'react';
import { ArrowLeft, Gift, Pencil, Trash2 } from 'lucide-react';
import type { TournamentDetail as Detail } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateKey } from '@/components/ui/date-time-text';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadState } from '../components/load-state';
import { QUIZ_WEB } from '../strings';
import { useDeleteTournament, useTournament } from './api';
import { SessionsList } from './sessions-list';
import { StandingsTable } from './standings-table';
import { TournamentFormDialog } from './tournament-form-dialog';
import { WinnersList } from './winners-list';

interface TournamentDetailProps {
  id: string;
  runsGames: boolean;
  timeZone: string;
  onBack: () => void;
}

/** One tournament: its period and prize, the standings, the winners and their prizes, and its quizzes. */
export function TournamentDetailView({ id, runsGames, timeZone, onBack }: TournamentDetailProps) {
  const detail = useTournament(id);
  return (
    <div className="grid gap-5">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 justify-self-start">
        <ArrowLeft aria-hidden />
        {QUIZ_WEB.tournaments.back}
      </Button>
      <LoadState query={detail}>{detail.data && <DetailBody detail={detail.data} runsGames={runsGames} timeZone={timeZone} onDeleted={onBack} />}</LoadState>
    </div>
  );
}

function DetailBody({ detail, runsGames, timeZone, onDeleted }: { detail: Detail; runsGames: boolean; timeZone: string; onDeleted: () => void }) {
  const { tournament, standings, sessions } = detail;
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteTournament();
  const t = QUIZ_WEB.tournaments;

  return (
    <>
      <div className="flex flex-wrap items-start gap-3">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <h2 className="break-words text-xl font-semibold tracking-tight">{tournament.name}</h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span className="tabular">{t.period(formatDateKey(tournament.starts_on), formatDateKey(tournament.ends_on))}</span>
            <span>{t.sessions(tournament.sessions)}</span>
            {tournament.prize && (
              <span className="inline-flex items-center gap-1">
                <Gift aria-hidden className="size-4" />
                <span className="sr-only">{t.prize}: </span>
                {tournament.prize}
              </span>
            )}
          </p>
        </div>
        {runsGames && (
          <div className="flex gap-2">
            <TournamentFormDialog
              tournament={tournament}
              trigger={
                <Button variant="outline" size="sm">
                  <Pencil aria-hidden />
                  {t.editTournament}
                </Button>
              }
            />
            <Button variant="ghost" size="sm" className="text-red-700 hover:bg-destructive/10 dark:text-red-300" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
              {QUIZ_WEB.delete}
            </Button>
          </div>
        )}
      </div>

      <section aria-labelledby="quiz-standings-heading" className="grid gap-2">
        <h3 id="quiz-standings-heading" className="text-lg font-semibold">
          {t.standings}
        </h3>
        <StandingsTable tournament={tournament} standings={standings} runsGames={runsGames} />
      </section>

      <div className="grid items-start gap-5 lg:grid-cols-2">
        <Card className="grid gap-3 p-4 sm:p-5">
          <h3 className="text-lg font-semibold">{t.winnersHeading}</h3>
          <WinnersList tournament={tournament} runsGames={runsGames} timeZone={timeZone} />
        </Card>
        <Card className="grid gap-3 p-4 sm:p-5">
          <h3 className="text-lg font-semibold">{t.sessionsHeading}</h3>
          <SessionsList sessions={sessions} timeZone={timeZone} />
        </Card>
      </div>

      <ConfirmDialog
        destructive
        open={confirming}
        onOpenChange={setConfirming}
        title={t.deleteTournament}
        description={t.deleteConfirm(tournament.name)}
        confirmLabel={t.deleteTournament}
        busy={remove.isPending}
        onConfirm={() =>
          // The promise, not mutate's callbacks: the detail (and this dialog) is gone once the cache drops the tournament.
          remove
            .mutateAsync(tournament.id)
            .then(() => {
              setConfirming(false);
              toast({ title: t.deleted, duration: 3000 });
              onDeleted();
            })
            .catch((error: unknown) => toast({ title: QUIZ_WEB.actionFailed, description: errorMessage(error), variant: 'destructive' }))
        }
      />
    </>
  );
}
