import { useState, type FormEvent, type ReactNode } from 'react';
import { tournamentInputSchema, zonedDateKey, type Tournament, type TournamentInput } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { FormError } from '@/components/ui/form-error';
import { QUIZ_WEB } from '../strings';
import { useCreateTournament, useUpdateTournament } from './api';

type Field = 'name' | 'starts_on' | 'ends_on' | 'prize';

/** "Ny turnering" / "Rediger turnering": name, period and prize, checked by the server's schema first. */
export function TournamentFormDialog({ tournament, trigger, onSaved }: { tournament?: Tournament; trigger: ReactNode; onSaved?: (t: Tournament) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        {open && (
          <TournamentForm
            tournament={tournament}
            onDone={(saved) => {
              setOpen(false);
              if (saved) onSaved?.(saved);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TournamentForm({ tournament, onDone }: { tournament?: Tournament; onDone: (saved?: Tournament) => void }) {
  const today = zonedDateKey(new Date());
  const [form, setForm] = useState<TournamentInput>(() => ({
    name: tournament?.name ?? '',
    starts_on: tournament?.starts_on ?? today,
    ends_on: tournament?.ends_on ?? '',
    prize: tournament?.prize ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateTournament();
  const update = useUpdateTournament();
  const busy = create.isPending || update.isPending;
  const t = QUIZ_WEB.tournaments;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = tournamentInputSchema.safeParse(form);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setServerError(null);
    const done = {
      onSuccess: (saved: Tournament) => {
        toast({ title: tournament ? t.saved : t.created, duration: 3000 });
        onDone(saved);
      },
      onError: (error: unknown) => setServerError(errorMessage(error)),
    };
    if (tournament) update.mutate({ id: tournament.id, input: form }, done);
    else create.mutate(form, done);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{tournament ? t.editTournament : t.newTournament}</DialogTitle>
      </DialogHeader>
      <FormField label={t.name} error={errors.name}>
        <Input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} autoComplete="off" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.startsOn} error={errors.starts_on}>
          <DateField value={form.starts_on} onChange={(starts_on) => setForm({ ...form, starts_on })} />
        </FormField>
        <FormField label={t.endsOn} error={errors.ends_on}>
          <DateField value={form.ends_on} min={form.starts_on || undefined} onChange={(ends_on) => setForm({ ...form, ends_on })} />
        </FormField>
      </div>
      <FormField label={t.prize} hint={t.prizeHint} error={errors.prize}>
        <Input value={form.prize ?? ''} onChange={(e) => setForm({ ...form, prize: e.target.value })} autoComplete="off" />
      </FormField>
      <FormError message={serverError} />
      <DialogFooter>
        <Button variant="outline" onClick={() => onDone()}>
          {QUIZ_WEB.cancel}
        </Button>
        <RequiresNetwork className="justify-end">
          {({ offline, controlProps }) => (
            <Button type="submit" disabled={busy || offline} {...controlProps}>
              {QUIZ_WEB.save}
            </Button>
          )}
        </RequiresNetwork>
      </DialogFooter>
    </form>
  );
}
