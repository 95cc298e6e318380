import { HANDOVER_LABELS, type SponsorWinner } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { SPONSOR_WEB } from '../strings';
import { stationMoment } from '../competitions/competition-format';

export const HANDOVER_VARIANT = { ikke_levert: 'warning', avtalt: 'default', levert: 'success' } as const;

/** A winner as a line: name, phone as the server sent it (masked unless runCompetitions), prize, when, and whether a redraw replaced them. */
export function WinnerLine({ winner, timeZone, showCompetition }: { winner: SponsorWinner; timeZone: string; showCompetition: boolean }) {
  const w = SPONSOR_WEB.winners;
  const replaced = winner.replaced_at !== null;
  return (
    <li className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border p-3 text-sm', replaced && 'bg-muted/40 text-muted-foreground')}>
      <span className={cn('font-semibold', replaced ? 'line-through' : 'text-foreground')}>{winner.name}</span>
      {winner.phone && <span className="tabular">{winner.phone}</span>}
      <span>{winner.prize}</span>
      {showCompetition && <span>{winner.competition_title}</span>}
      <span className="tabular">{stationMoment(winner.drawn_at, timeZone)}</span>
      {replaced ? (
        <Badge variant="secondary">{w.replacedAt(stationMoment(winner.replaced_at!, timeZone))}</Badge>
      ) : (
        <Badge variant={HANDOVER_VARIANT[winner.handover]}>
          <span className="sr-only">{w.handover}: </span>
          {HANDOVER_LABELS[winner.handover]}
        </Badge>
      )}
    </li>
  );
}
