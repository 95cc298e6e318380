import { HANDOVER_LABELS, HANDOVER_STATUSES, type HandoverStatus, type Tournament } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatRecentTime } from '@/lib/datetime';
import { useOnline } from '@/lib/offline/online-status';
import { displayName } from '@/lib/people';
import { QUIZ_WEB } from '../strings';
import { useUpdateWinner } from './api';

const HANDOVER_VARIANT = { ikke_levert: 'warning', avtalt: 'default', levert: 'success' } as const;

/** Vinnere: each recorded winner with the prize and where its hand-over stands (changed here by a game runner). */
export function WinnersList({ tournament, runsGames, timeZone }: { tournament: Tournament; runsGames: boolean; timeZone: string }) {
  const update = useUpdateWinner();
  const online = useOnline();
  const t = QUIZ_WEB.tournaments;
  const winners = [...tournament.winners].sort((a, b) => a.rank - b.rank);

  const change = (playerId: string, handover_status: HandoverStatus) =>
    update.mutate(
      { id: tournament.id, playerId, handover_status },
      {
        onSuccess: () => toast({ title: t.handoverSaved, duration: 2500 }),
        onError: (error) => toast({ title: QUIZ_WEB.actionFailed, description: errorMessage(error), variant: 'destructive' }),
      },
    );

  if (winners.length === 0) return <p className="text-sm text-muted-foreground">{t.noWinners}</p>;
  return (
    <ul className="grid gap-2">
      {winners.map((winner) => {
        const selectId = `handover-${winner.player_id}`;
        return (
          <li key={winner.player_id} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border p-3">
            <span className="tabular w-8 text-lg font-bold">{winner.rank}.</span>
            <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
              <span className="font-medium">
                {winner.name}
                {winner.phone && <span className="tabular ml-2 text-xs font-normal text-muted-foreground">{winner.phone}</span>}
              </span>
              <span className="text-sm">{winner.prize || <span className="text-muted-foreground">{t.noPrize}</span>}</span>
              <span className="text-xs text-muted-foreground">{t.recordedBy(displayName(winner.recorded_by?.full_name), formatRecentTime(winner.recorded_at, timeZone, undefined, { kl: true }))}</span>
            </div>
            {runsGames ? (
              <div className="grid gap-1">
                <Label htmlFor={selectId} className="sr-only">
                  {t.handoverFor(winner.name)}
                </Label>
                <NativeSelect id={selectId} value={winner.handover_status} disabled={!online || update.isPending} onChange={(e) => change(winner.player_id, e.target.value as HandoverStatus)} className="w-40">
                  {HANDOVER_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {HANDOVER_LABELS[status]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ) : (
              <Badge variant={HANDOVER_VARIANT[winner.handover_status]}>
                <span className="sr-only">{t.handover}: </span>
                {HANDOVER_LABELS[winner.handover_status]}
              </Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}
