import { useState } from 'react';
import { HANDOVER_LABELS, HANDOVER_STATUSES, SPONSOR_LIMITS, type HandoverStatus, type SponsorWinner } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { useOnline } from '@/lib/offline/online-status';
import { useUpdateHandover, useWinners } from '../api/winners';
import { stationMoment } from '../competitions/competition-format';
import { LoadState } from '../components/load-state';
import { SPONSOR_WEB } from '../strings';
import { HANDOVER_VARIANT } from './winner-line';

/**
 * Vinnere: every winner of every competition, newest draw first — name, phone (masked unless the
 * viewer runs competitions), prize, competition, when, and the prize's hand-over with a note, set
 * here by those who run competitions. A winner replaced by a redraw stays in the log, marked so.
 */
export function WinnersTab() {
  const winners = useWinners();
  const runs = useAuth().can('runCompetitions');
  const { timeZone } = useAppConfig();
  const w = SPONSOR_WEB.winners;
  const list = winners.data ?? [];

  return (
    <LoadState query={winners}>
      {list.length === 0 ? (
        <Card>
          <CardContent className="pt-6 text-sm text-muted-foreground">{w.none}</CardContent>
        </Card>
      ) : (
        <ul aria-label={w.title} className="grid gap-2">
          {list.map((winner) => (
            <WinnerRow key={winner.id} winner={winner} runs={runs} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </LoadState>
  );
}

function WinnerRow({ winner, runs, timeZone }: { winner: SponsorWinner; runs: boolean; timeZone: string }) {
  const w = SPONSOR_WEB.winners;
  const replaced = winner.replaced_at !== null;
  return (
    <li className={cn('grid gap-3 rounded-xl border bg-card p-4 md:grid-cols-[minmax(0,1fr)_auto]', replaced && 'bg-muted/40')}>
      <div className="grid min-w-0 gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className={cn('text-base font-semibold', replaced && 'text-muted-foreground line-through')}>{winner.name}</span>
          {winner.phone && (
            <span className="tabular text-sm text-muted-foreground">
              <span className="sr-only">{w.phone}: </span>
              {winner.phone}
            </span>
          )}
          {replaced && <Badge variant="secondary">{w.replacedAt(stationMoment(winner.replaced_at!, timeZone))}</Badge>}
        </span>
        <dl className="grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="text-muted-foreground">{w.prize}</dt>
          <dd>{winner.prize}</dd>
          <dt className="text-muted-foreground">{w.competition}</dt>
          <dd>
            {winner.competition_title} <span className="text-muted-foreground">({winner.sponsor_name})</span>
          </dd>
          <dt className="text-muted-foreground">{w.drawnAt}</dt>
          <dd className="tabular">{stationMoment(winner.drawn_at, timeZone)}</dd>
          {winner.handover_note && !runs && (
            <>
              <dt className="text-muted-foreground">{w.note}</dt>
              <dd>{winner.handover_note}</dd>
            </>
          )}
        </dl>
      </div>
      {replaced ? null : runs ? (
        <HandoverControls winner={winner} />
      ) : (
        <Badge variant={HANDOVER_VARIANT[winner.handover]} className="self-start">
          <span className="sr-only">{w.handover}: </span>
          {HANDOVER_LABELS[winner.handover]}
        </Badge>
      )}
    </li>
  );
}

/** The hand-over status saves at once; the note saves with "Lagre notat". */
function HandoverControls({ winner }: { winner: SponsorWinner }) {
  const update = useUpdateHandover();
  const online = useOnline();
  const [note, setNote] = useState(winner.handover_note ?? '');
  const w = SPONSOR_WEB.winners;
  const selectId = `handover-${winner.id}`;
  const noteId = `handover-note-${winner.id}`;

  const save = (handover: HandoverStatus, nextNote: string) =>
    update.mutate(
      { id: winner.id, handover, note: nextNote.trim() || null },
      {
        onSuccess: () => toast({ title: w.saved, duration: 2500 }),
        onError: (error) => toast({ title: SPONSOR_WEB.actionFailed, description: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <div className="grid content-start gap-2 sm:grid-cols-[10rem_minmax(0,16rem)_auto] sm:items-end md:min-w-[30rem]">
      <div className="grid gap-1">
        <Label htmlFor={selectId} className="text-xs text-muted-foreground">
          <span className="sr-only">{w.handoverFor(winner.name)}</span>
          <span aria-hidden>{w.handover}</span>
        </Label>
        <NativeSelect id={selectId} value={winner.handover} disabled={!online || update.isPending} onChange={(e) => save(e.target.value as HandoverStatus, note)}>
          {HANDOVER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {HANDOVER_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={noteId} className="text-xs text-muted-foreground">
          <span className="sr-only">{w.noteFor(winner.name)}</span>
          <span aria-hidden>{w.note}</span>
        </Label>
        <Input id={noteId} value={note} maxLength={SPONSOR_LIMITS.reasonMax} onChange={(e) => setNote(e.target.value)} autoComplete="off" />
      </div>
      <Button variant="outline" disabled={!online || update.isPending || note.trim() === (winner.handover_note ?? '')} onClick={() => save(winner.handover, note)}>
        {w.saveNote}
      </Button>
    </div>
  );
}
