import { useState, type FormEvent } from 'react';
import { ABSENCE_KIND_LABELS, ABSENCE_KINDS, AVAILABILITY_LIMITS, AVAILABILITY_STRINGS as S, zonedDateKey, type AbsenceKind } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { announce } from '@/lib/a11y';
import { errorMessage } from '@/lib/api';
import { useAddAbsence } from '../api';

/** 'Legg til fravær': what kind, from and to (both days included), and a note if wanted. */
export function AbsenceForm() {
  const today = zonedDateKey(new Date());
  const [kind, setKind] = useState<AbsenceKind>('ferie');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const add = useAddAbsence();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!from) next.from = S.invalidDate;
    if (!to) next.to = S.invalidDate;
    else if (from && to < from) next.to = S.toAfterFrom;
    setErrors(next);
    if (next.from || next.to) return;
    add.mutate(
      { kind, from, to, note: note.trim() || null },
      {
        onSuccess: () => {
          setNote('');
          toast({ title: S.awayAdded, duration: 2500 });
          announce(S.awayAdded);
        },
        onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      <FormField label={S.kind}>
        <NativeSelect value={kind} onChange={(e) => setKind(e.target.value as AbsenceKind)}>
          {ABSENCE_KINDS.map((k) => (
            <option key={k} value={k}>
              {ABSENCE_KIND_LABELS[k]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={S.note}>
        <Input value={note} maxLength={AVAILABILITY_LIMITS.noteMax} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      <FormField label={`${S.from} (dato)`} error={errors.from}>
        <DateField value={from} onChange={(value) => {
          setFrom(value);
          if (value && to && to < value) setTo(value);
        }} />
      </FormField>
      <FormField label={`${S.to} (dato)`} error={errors.to}>
        <DateField value={to} min={from || undefined} onChange={setTo} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          {S.addAway}
        </Button>
      </div>
    </form>
  );
}
