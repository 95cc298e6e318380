import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatZonedDate, prepareClocksInputSchema, type PrepareClocks, type PrepareClocksRun } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { TimeField } from '@/components/ui/time-field';
import { toast } from '@/components/ui/use-toast';
import { api, errorMessage } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { whenText } from './schedule-text';
import { AUTOMATION_WEB as T } from './strings';

const KEY = ['automation', 'prepare-clocks'] as const;
const PATH = '/api/automation/prepare-clocks';

const STATUS_TEXT: Record<PrepareClocksRun['status'], string> = {
  queued: 'I kø',
  running: 'Kjører',
  done: 'Utført',
  failed: 'Feilet',
};

/** "Klargjør dagens klokker": when the day's clocks are made, and the last two weeks of that job. */
export function PrepareClocksSection() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get<PrepareClocks>(PATH, { signal }), ...cacheProfile('user') });
  const save = useMutation({
    mutationFn: (time: string) => api.put<PrepareClocks>(PATH, { time }),
    onSuccess: (data) => {
      queryClient.setQueryData(KEY, data);
      toast({ title: T.prepareSaved, duration: 3000 });
    },
  });
  const retry = useMutation({
    mutationFn: (date: string) => api.post<PrepareClocks>(`${PATH}/${encodeURIComponent(date)}/retry`, {}),
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
  });
  return (
    <section aria-labelledby="automation-prepare" className="mt-8 grid gap-3">
      <div>
        <h2 id="automation-prepare" className="text-lg font-semibold">
          {T.prepareTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{T.prepareIntro}</p>
      </div>
      {query.isPending ? null : !query.data ? (
        <p role="alert" className="text-sm">
          {errorMessage(query.error, T.loadFailed)}
        </p>
      ) : (
        <>
          <PrepareTimeForm key={query.data.time} time={query.data.time} busy={save.isPending} error={save.error} onSave={(time) => save.mutate(time)} />
          {query.data.runs.length === 0 ? (
            <p className="text-sm text-muted-foreground">{T.prepareNoRuns}</p>
          ) : (
            <ul aria-label={T.prepareRunsLabel} className="grid gap-2">
              {query.data.runs.map((run) => (
                <li key={run.date} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
                  <span className="font-medium">{formatZonedDate(new Date(`${run.date}T12:00:00Z`))}</span>
                  <span className={run.status === 'failed' ? 'font-medium text-red-700 dark:text-red-400' : 'text-muted-foreground'}>
                    {STATUS_TEXT[run.status]}
                    {run.finished_at ? ` · ${whenText(run.finished_at)}` : ''}
                    {run.status === 'failed' && run.error ? ` · ${run.error}` : ''}
                  </span>
                  {run.status === 'failed' && (
                    <Button size="sm" variant="outline" disabled={retry.isPending} onClick={() => retry.mutate(run.date)}>
                      {T.retryRun}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function PrepareTimeForm({ time, busy, error, onSave }: { time: string; busy: boolean; error: unknown; onSave: (time: string) => void }) {
  const [draft, setDraft] = useState(time);
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = prepareClocksInputSchema.safeParse({ time: draft });
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? T.loadFailed);
    setInvalid(null);
    onSave(parsed.data.time);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <FormField label={T.prepareAt} error={invalid ?? (error ? errorMessage(error) : undefined)}>
        <TimeField value={draft} onChange={setDraft} />
      </FormField>
      <RequiresNetwork>
        {({ offline, controlProps }) => (
          <Button type="submit" variant="outline" disabled={busy || offline || draft === time} {...controlProps}>
            {T.prepareSave}
          </Button>
        )}
      </RequiresNetwork>
    </form>
  );
}
