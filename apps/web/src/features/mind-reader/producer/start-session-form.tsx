import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MIND_READER_STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/features/auth';
import { staffQuery } from '@/features/clocks';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { displayName } from '@/lib/people';
import { useStartSession } from '../api';
import { MR_WEB } from '../strings';
import { emptyRoundDraft, parseRoundDraft, RoundFields, type RoundDraft, type RoundErrors } from './round-fields';

/**
 * Starting today's game (runGames): the host among the approved staff, the producer (me unless
 * someone else is picked), and the first caller. The two must differ; the server says so too.
 */
export function StartSessionForm() {
  const { user } = useAuth();
  const me = user?.id ?? '';
  const staff = useQuery(staffQuery);
  const start = useStartSession();
  const [hostId, setHostId] = useState('');
  const [producerId, setProducerId] = useState(me);
  const [draft, setDraft] = useState<RoundDraft>(() => emptyRoundDraft());
  const [errors, setErrors] = useState<RoundErrors & { host?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const people = staff.data ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const round = parseRoundDraft(draft);
    const next: RoundErrors & { host?: string } = round.ok ? {} : { ...round.errors };
    if (!hostId) next.host = MR_WEB.hostRequired;
    else if (hostId === (producerId || me)) next.host = MIND_READER_STRINGS.producerIsHost;
    setErrors(next);
    if (!round.ok || next.host) return;
    start.mutate(
      { host_id: hostId, ...(producerId && producerId !== me ? { producer_id: producerId } : {}), round: round.input },
      { onError: (error) => setServerError(errorMessage(error)) },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{MR_WEB.startHeading}</CardTitle>
        <CardDescription>{MR_WEB.startIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate aria-label={MR_WEB.startHeading}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={MR_WEB.hostPick} error={errors.host}>
              <NativeSelect value={hostId} onChange={(e) => setHostId(e.target.value)}>
                <option value="">{MR_WEB.hostPickNone}</option>
                {people.map((p) => (
                  <option key={p.id} value={p.id}>
                    {displayName(p.full_name)}
                    {p.id === me ? MR_WEB.meSuffix : ''}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={MR_WEB.producerPick}>
              <NativeSelect value={producerId} onChange={(e) => setProducerId(e.target.value)}>
                {!people.some((p) => p.id === me) && <option value={me}>{MR_WEB.me}</option>}
                {people.map((p) => (
                  <option key={p.id} value={p.id}>
                    {displayName(p.full_name)}
                    {p.id === me ? MR_WEB.meSuffix : ''}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <RoundFields draft={draft} errors={errors} onChange={setDraft} />
          <FormError message={serverError} />
          <RequiresNetwork>
            {({ offline, controlProps }) => (
              <Button type="submit" size="lg" disabled={offline || start.isPending} {...controlProps}>
                {MR_WEB.startSession}
              </Button>
            )}
          </RequiresNetwork>
        </form>
      </CardContent>
    </Card>
  );
}
