import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { QUIZ_LIMITS as L, QUIZ_STRINGS, speedRoundCreateSchema, zonedDateKey } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { FormError } from '@/components/ui/form-error';
import { useSets } from '../sets/api';
import { QUIZ_WEB } from '../strings';
import { useTournaments } from '../tournaments/api';
import { numberFrom } from '../sets/set-draft';
import { useCreateRound } from './api';

type Field = 'participant_name' | 'phone' | 'duration_s';
/** zod's own English fallbacks (an empty number, a too long phone) become the field's Norwegian rule. */
const FALLBACKS: Record<Field, string> = { participant_name: QUIZ_STRINGS.participantNameRequired, phone: 'Ugyldig telefonnummer', duration_s: QUIZ_STRINGS.speedDurationRange };
const readable = (field: Field, message: string) => (/^(Invalid|Too)/.test(message) ? FALLBACKS[field] : message);

const emptyForm = () => ({ name: '', phone: '', duration: String(L.speedDurationDefaultS), setId: '', tournamentId: '' });

/** "Ny hurtigrunde": who plays, for how long, from which set and in which tournament. Checked by the server's schema first. */
export function NewRoundForm({ onCreated }: { onCreated: (id: string) => void }) {
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const sets = useSets();
  const tournaments = useTournaments();
  const create = useCreateRound();
  const s = QUIZ_WEB.speed;
  const today = zonedDateKey(new Date());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      participant_name: form.name,
      ...(form.phone.trim() ? { phone: form.phone } : {}),
      duration_s: numberFrom(form.duration),
      set_id: form.setId || null,
      tournament_id: form.tournamentId || null,
    };
    const parsed = speedRoundCreateSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= readable(field, issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setServerError(null);
    create.mutate(input, {
      onSuccess: (round) => {
        setForm(emptyForm());
        toast({ title: s.created, duration: 3000 });
        onCreated(round.id);
      },
      onError: (error) => setServerError(errorMessage(error)),
    });
  };

  return (
    <Card className="p-4 sm:p-5">
      <form noValidate onSubmit={submit} className="grid gap-4" aria-labelledby="quiz-new-round-heading">
        <h2 id="quiz-new-round-heading" className="text-base font-semibold">
          {s.newRound}
        </h2>
        <FormField label={s.name} error={errors.participant_name}>
          <Input value={form.name} maxLength={L.participantNameMax + 10} onChange={(e) => setForm({ ...form, name: e.target.value })} autoComplete="off" />
        </FormField>
        <div className="grid grid-cols-2 items-start gap-3">
          <FormField label={s.phone} error={errors.phone}>
            <Input type="tel" value={form.phone} onChange={(e) => setForm({ ...form, phone: e.target.value })} autoComplete="off" />
          </FormField>
          <FormField label={s.duration} error={errors.duration_s}>
            <Input
              type="number"
              inputMode="numeric"
              min={L.speedDurationMinS}
              max={L.speedDurationMaxS}
              step={5}
              value={form.duration}
              onChange={(e) => setForm({ ...form, duration: e.target.value })}
              className="tabular"
            />
          </FormField>
        </div>
        <FormField label={s.set}>
          <NativeSelect value={form.setId} onChange={(e) => setForm({ ...form, setId: e.target.value })}>
            <option value="">{s.noSet}</option>
            {(sets.data ?? []).map((set) => (
              <option key={set.id} value={set.id}>
                {set.title} ({QUIZ_WEB.sets.questions(set.question_count)})
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={QUIZ_WEB.sets.tournament}>
          <NativeSelect value={form.tournamentId} onChange={(e) => setForm({ ...form, tournamentId: e.target.value })}>
            <option value="">{QUIZ_WEB.noTournament}</option>
            {(tournaments.data ?? [])
              .filter((t) => t.ends_on >= today)
              .map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
          </NativeSelect>
        </FormField>
        <FormError message={serverError} />
        <RequiresNetwork>
          {({ offline, controlProps }) => (
            <Button type="submit" disabled={create.isPending || offline} {...controlProps}>
              <Plus aria-hidden />
              {s.create}
            </Button>
          )}
        </RequiresNetwork>
      </form>
    </Card>
  );
}
