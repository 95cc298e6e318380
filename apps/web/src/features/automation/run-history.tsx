import { AUTOMATION_RUN_STATUS_LABELS, type AutomationRun } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useRetryRun, useRuns } from './api';
import { whenText } from './schedule-text';
import { AUTOMATION_WEB as T } from './strings';

const STATUS_VARIANT = { running: 'warning', done: 'success', failed: 'destructive' } as const;

/** The status in words (never colour alone). */
export function RunStatus({ run }: { run: AutomationRun }) {
  return <Badge variant={STATUS_VARIANT[run.status]}>{AUTOMATION_RUN_STATUS_LABELS[run.status]}</Badge>;
}

/** One action's runs, newest first: when, result, error, which process; "Prøv igjen" for a failed one. */
export function RunHistory({ actionId }: { actionId: string }) {
  const runs = useRuns(actionId, true);
  const retry = useRetryRun();
  if (runs.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {T.loading}
      </p>
    );
  }
  if (!runs.data) return <p role="alert" className="text-sm">{errorMessage(runs.error, T.historyFailed)}</p>;
  if (runs.data.length === 0) return <p className="text-sm text-muted-foreground">{T.historyEmpty}</p>;
  return (
    <ul aria-label={T.history} className="grid gap-2">
      {runs.data.map((run) => (
        <li key={run.id} className="grid gap-1 rounded-lg border p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
          <div className="grid gap-1">
            <p className="flex flex-wrap items-center gap-2">
              <RunStatus run={run} />
              <span>
                {T.scheduledFor} {whenText(run.occurrence)}
              </span>
            </p>
            <p className="text-xs text-muted-foreground">
              {T.startedAt} {whenText(run.started_at)} · {T.attempts}: {run.attempts} · {T.process}: <span className="break-all">{run.worker}</span>
            </p>
            {run.error && <p className="text-xs font-medium text-red-700 dark:text-red-300">{run.error}</p>}
          </div>
          {run.status === 'failed' && (
            <Button
              variant="outline"
              size="sm"
              aria-label={T.retryRunLabel(whenText(run.occurrence))}
              disabled={retry.isPending}
              onClick={() =>
                retry.mutate(
                  { actionId, runId: run.id },
                  {
                    onSuccess: () => toast({ title: T.retryQueued, duration: 3000 }),
                    onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
                  },
                )
              }
            >
              {T.retryRun}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
