import { useState, type FormEvent } from 'react';
import { MIND_READER_LIMITS as L, mindReaderSecretInputSchema, type MindReaderSecret } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { useSaveSecret } from '../api';
import { MR_WEB } from '../strings';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The secret, its other accepted spellings and the hints (one per line), while the round is
 * ready. It starts from what the server already has; once the round starts it is locked.
 */
export function SecretForm({ roundId, current, onSaved }: { roundId: string; current: MindReaderSecret | null; onSaved: (secret: MindReaderSecret) => void }) {
  const save = useSaveSecret();
  const [secret, setSecret] = useState(current?.secret ?? '');
  const [accepted, setAccepted] = useState((current?.accepted ?? []).join('\n'));
  const [hints, setHints] = useState((current?.hints ?? []).map((h) => h.text).join('\n'));
  const [errors, setErrors] = useState<{ secret?: string; accepted?: string; hints?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = mindReaderSecretInputSchema.safeParse({ secret, accepted: lines(accepted), hints: lines(hints) });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof typeof errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      { roundId, input: parsed.data },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          toast({ title: MR_WEB.secretSaved });
        },
        onError: (error) => setServerError(errorMessage(error)),
      },
    );
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label={MR_WEB.secretFormLabel}>
      <FormField label={MR_WEB.secretLabel} hint={MR_WEB.secretHint} error={errors.secret}>
        <Input value={secret} onChange={(e) => setSecret(e.target.value)} maxLength={L.secretMax} autoComplete="off" spellCheck={false} />
      </FormField>
      <FormField label={MR_WEB.acceptedLabel} hint={MR_WEB.acceptedHint} error={errors.accepted}>
        <Textarea value={accepted} onChange={(e) => setAccepted(e.target.value)} rows={3} />
      </FormField>
      <FormField label={MR_WEB.hintsLabel} hint={MR_WEB.hintsHint} error={errors.hints}>
        <Textarea value={hints} onChange={(e) => setHints(e.target.value)} rows={4} />
      </FormField>
      <FormError message={serverError} />
      <RequiresNetwork>
        {({ offline, controlProps }) => (
          <Button type="submit" variant="outline" disabled={offline || save.isPending} {...controlProps}>
            {MR_WEB.saveSecret}
          </Button>
        )}
      </RequiresNetwork>
    </form>
  );
}
