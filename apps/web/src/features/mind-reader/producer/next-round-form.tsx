import { useState, type FormEvent } from 'react';
import { MIND_READER_LIMITS as L, MIND_READER_STRINGS, type MindReaderSession } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { useAddRound } from '../api';
import { MR_WEB } from '../strings';
import { emptyRoundDraft, parseRoundDraft, RoundFields, type RoundDraft, type RoundErrors } from './round-fields';

/** The next caller of the session, with the last round's limits as the starting point. */
export function NextRoundForm({ session }: { session: MindReaderSession }) {
  const last = session.rounds.at(-1);
  const add = useAddRound();
  const [draft, setDraft] = useState<RoundDraft>(() =>
    emptyRoundDraft(last ? { question_limit: String(last.question_limit), time_minutes: String(Math.round(last.time_limit_s / 60)) } : undefined),
  );
  const [errors, setErrors] = useState<RoundErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  if (session.rounds.length >= L.roundsPerSession) return <p className="text-sm text-muted-foreground">{MIND_READER_STRINGS.tooManyRounds}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = parseRoundDraft(draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    add.mutate({ sessionId: session.id, input: parsed.input }, { onError: (error) => setServerError(errorMessage(error)) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{MR_WEB.nextCallerHeading}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate aria-label={MR_WEB.nextCallerHeading}>
          <RoundFields draft={draft} errors={errors} onChange={setDraft} />
          <FormError message={serverError} />
          <RequiresNetwork>
            {({ offline, controlProps }) => (
              <Button type="submit" disabled={offline || add.isPending} {...controlProps}>
                {MR_WEB.addRound}
              </Button>
            )}
          </RequiresNetwork>
        </form>
      </CardContent>
    </Card>
  );
}
