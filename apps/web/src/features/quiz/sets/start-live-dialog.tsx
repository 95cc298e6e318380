import { useState } from 'react';
import { Play } from 'lucide-react';
import { zonedDateKey, type QuizSetSummary } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { FormError } from '@/components/ui/form-error';
import { useQuizTab } from '../quiz-tabs';
import { QUIZ_WEB } from '../strings';
import { useTournaments } from '../tournaments/api';
import { useStartSession } from './api';

/**
 * "Start direkte": the set goes live (optionally counting in a tournament) with the caller as its
 * producer, and the screen switches to Direkte where it is run.
 */
export function StartLiveDialog({ set, size = 'default' }: { set: QuizSetSummary; size?: 'default' | 'sm' }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size={size} aria-label={`${QUIZ_WEB.sets.startLive}: «${set.title}»`}>
          <Play aria-hidden />
          {QUIZ_WEB.sets.startLive}
        </Button>
      </DialogTrigger>
      <DialogContent>{open && <StartLiveForm set={set} onDone={() => setOpen(false)} />}</DialogContent>
    </Dialog>
  );
}

function StartLiveForm({ set, onDone }: { set: QuizSetSummary; onDone: () => void }) {
  const tournaments = useTournaments();
  const { setTab } = useQuizTab();
  const start = useStartSession();
  const [tournamentId, setTournamentId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const today = zonedDateKey(new Date());
  // Tournaments still running (or not yet begun) first: those are the ones a quiz today counts in.
  const choices = (tournaments.data ?? []).filter((t) => t.ends_on >= today);

  const submit = () => {
    setError(null);
    start.mutate(
      { set_id: set.id, tournament_id: tournamentId || null },
      {
        onSuccess: () => {
          onDone();
          setTab('direkte');
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogHeader>
        <DialogTitle>{QUIZ_WEB.sets.startLiveTitle(set.title)}</DialogTitle>
        <DialogDescription>{QUIZ_WEB.sets.startLiveDescription}</DialogDescription>
      </DialogHeader>
      <FormField label={QUIZ_WEB.sets.tournament} hint={QUIZ_WEB.sets.tournamentHint}>
        <NativeSelect value={tournamentId} onChange={(e) => setTournamentId(e.target.value)}>
          <option value="">{QUIZ_WEB.noTournament}</option>
          {choices.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormError message={error} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {QUIZ_WEB.cancel}
        </Button>
        <RequiresNetwork className="justify-end">
          {({ offline, controlProps }) => (
            <Button type="submit" disabled={start.isPending || offline} {...controlProps}>
              <Play aria-hidden />
              {QUIZ_WEB.sets.start}
            </Button>
          )}
        </RequiresNetwork>
      </DialogFooter>
    </form>
  );
}
