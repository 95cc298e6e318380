import type { Tournament, TournamentStanding } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { QUIZ_WEB } from '../strings';
import { BadgeList } from './badge-list';
import { RecordWinnerDialog } from './record-winner-dialog';

/** Sammenlagt: rank, name, points, quizzes played and badges; a game runner records a winner from a row. */
export function StandingsTable({ tournament, standings, runsGames }: { tournament: Tournament; standings: TournamentStanding[]; runsGames: boolean }) {
  const t = QUIZ_WEB.tournaments;
  const winners = new Set(tournament.winners.map((w) => w.player_id));
  if (standings.length === 0) return <p className="rounded-xl border border-dashed p-4 text-center text-sm text-muted-foreground">{t.standingsEmpty}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-sm">
        <caption className="sr-only">{`${t.standings}: ${tournament.name}`}</caption>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="w-14 px-3 py-2 text-right font-medium">
              {t.rank}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t.player}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t.points}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium max-sm:hidden">
              {t.sessionsCol}
            </th>
            <th scope="col" className="px-3 py-2 font-medium max-md:hidden">
              {t.badges}
            </th>
            {runsGames && (
              <th scope="col" className="px-3 py-2 font-medium">
                <span className="sr-only">{t.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {standings.map((row) => (
            <tr key={row.player_id} className="border-t">
              <td className="tabular px-3 py-2 text-right font-semibold">{row.rank}.</td>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <span className="break-words">{row.name}</span>
                {/* On a phone the badges column is gone: they go under the name. */}
                <span className="mt-1 block md:hidden">
                  <BadgeList badges={row.badges} />
                </span>
              </th>
              <td className="tabular px-3 py-2 text-right font-semibold">{row.points.toLocaleString('nb-NO')}</td>
              <td className="tabular px-3 py-2 text-right max-sm:hidden">{row.sessions}</td>
              <td className="px-3 py-2 max-md:hidden">
                <BadgeList badges={row.badges} />
              </td>
              {runsGames && (
                <td className="px-3 py-1.5 text-right">
                  {winners.has(row.player_id) ? <Badge variant="success">
                      {t.alreadyWinner}
                      <span className="sr-only">{t.alreadyWinnerHidden}</span>
                    </Badge> : <RecordWinnerDialog tournament={tournament} standing={row} />}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
