import { useRef, useState, type FormEvent } from 'react';
import { PhoneIncoming } from 'lucide-react';
import { callerEntryInputSchema, SPONSOR_LIMITS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { useEnterCaller } from '../api/competitions';
import { SPONSOR_WEB } from '../strings';

type Field = 'name' | 'phone' | 'answer';

/**
 * "Registrer innringer": any staff member types in a listener who called, while the competition
 * is open. The form empties after each caller and puts focus back on the name for the next one.
 */
export function CallerEntryForm({ competitionId, question }: { competitionId: string; question: string | null }) {
  const [form, setForm] = useState({ name: '', phone: '', answer: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const enter = useEnterCaller();
  const nameRef = useRef<HTMLInputElement>(null);
  const k = SPONSOR_WEB.caller;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = callerEntryInputSchema.safeParse({ name: form.name, phone: form.phone, answer: form.answer || null });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    enter.mutate(
      { competitionId, input: { name: form.name, phone: form.phone, answer: form.answer || null } },
      {
        onSuccess: (entry) => {
          toast({ title: k.registered(entry.name), variant: 'success', duration: 3000 });
          setForm({ name: '', phone: '', answer: '' });
          nameRef.current?.focus();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="caller-entry-title" className="grid gap-3 rounded-xl border bg-card p-4">
      <div className="grid gap-0.5">
        <h3 id="caller-entry-title" className="flex items-center gap-2 font-semibold">
          <PhoneIncoming aria-hidden className="size-4 text-muted-foreground" />
          {k.title}
        </h3>
        <p className="text-xs text-muted-foreground">{k.hint}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label={k.name} error={errors.name}>
          <Input ref={nameRef} value={form.name} maxLength={SPONSOR_LIMITS.contactMax} onChange={(e) => setForm({ ...form, name: e.target.value })} autoComplete="off" />
        </FormField>
        <FormField label={k.phone} error={errors.phone}>
          <Input type="tel" value={form.phone} onChange={(e) => setForm({ ...form, phone: e.target.value })} autoComplete="off" />
        </FormField>
        <FormField label={k.answer} hint={question ?? undefined} error={errors.answer}>
          <Input value={form.answer} maxLength={SPONSOR_LIMITS.answerMax} onChange={(e) => setForm({ ...form, answer: e.target.value })} autoComplete="off" />
        </FormField>
      </div>
      <FormError message={enter.error ? errorMessage(enter.error) : null} />
      <RequiresNetwork>
        {({ offline, controlProps }) => (
          <Button type="submit" disabled={enter.isPending || offline} {...controlProps}>
            {k.submit}
          </Button>
        )}
      </RequiresNetwork>
    </form>
  );
}
