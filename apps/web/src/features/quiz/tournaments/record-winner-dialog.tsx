import { useState, type FormEvent } from 'react';
import { Award } from 'lucide-react';
import { HANDOVER_LABELS, HANDOVER_STATUSES, QUIZ_LIMITS, type HandoverStatus, type Tournament, type TournamentStanding } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { FormError } from '@/components/ui/form-error';
import { numberFrom } from '../sets/set-draft';
import { QUIZ_WEB } from '../strings';
import { useRecordWinner } from './api';

/** "Registrer som vinner" from a row of the standings: the place (its rank by default), the prize and its hand-over. */
export function RecordWinnerDialog({ tournament, standing }: { tournament: Tournament; standing: TournamentStanding }) {
  const [open, setOpen] = useState(false);
  const t = QUIZ_WEB.tournaments;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t.recordWinnerFor(standing.name)}>
          <Award aria-hidden />
          <span className="max-sm:sr-only">{t.recordWinner}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>{open && <RecordWinnerForm tournament={tournament} standing={standing} onDone={() => setOpen(false)} />}</DialogContent>
    </Dialog>
  );
}

function RecordWinnerForm({ tournament, standing, onDone }: { tournament: Tournament; standing: TournamentStanding; onDone: () => void }) {
  const [rank, setRank] = useState(String(standing.rank));
  const [prize, setPrize] = useState(tournament.prize);
  const [handover, setHandover] = useState<HandoverStatus>('ikke_levert');
  const [rankError, setRankError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const record = useRecordWinner();
  const t = QUIZ_WEB.tournaments;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const place = numberFrom(rank);
    if (!Number.isInteger(place) || place < 1 || place > 100) return setRankError(t.rankInvalid);
    setRankError(undefined);
    setServerError(null);
    // The promise, not mutate's callbacks: the recorded winner's row drops this button (and the
    // dialog with it) as soon as the cache has the answer, and mutate's callbacks would be lost then.
    record
      .mutateAsync({ id: tournament.id, input: { player_id: standing.player_id, rank: place, prize, handover_status: handover } })
      .then(() => {
        toast({ title: t.recorded(standing.name), duration: 3000 });
        onDone();
      })
      .catch((error: unknown) => setServerError(errorMessage(error)));
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t.recordWinnerFor(standing.name)}</DialogTitle>
        <DialogDescription>{t.recordWinnerDescription(standing.name)}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-[6rem_1fr]">
        <FormField label={t.rank} error={rankError}>
          <Input type="number" inputMode="numeric" min={1} max={100} value={rank} onChange={(e) => setRank(e.target.value)} className="tabular" />
        </FormField>
        <FormField label={t.prize}>
          <Input value={prize} maxLength={QUIZ_LIMITS.prizeMax} onChange={(e) => setPrize(e.target.value)} autoComplete="off" />
        </FormField>
      </div>
      <FormField label={t.handover}>
        <NativeSelect value={handover} onChange={(e) => setHandover(e.target.value as HandoverStatus)}>
          {HANDOVER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {HANDOVER_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormError message={serverError} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {QUIZ_WEB.cancel}
        </Button>
        <RequiresNetwork className="justify-end">
          {({ offline, controlProps }) => (
            <Button type="submit" disabled={record.isPending || offline} {...controlProps}>
              <Award aria-hidden />
              {t.recordWinner}
            </Button>
          )}
        </RequiresNetwork>
      </DialogFooter>
    </form>
  );
}
