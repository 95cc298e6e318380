import { useId, useState } from 'react';
import { ChevronDown, Pencil, Trash2 } from 'lucide-react';
import { AUTOMATION_KIND_LABELS, AUTOMATION_STRINGS, type AutomationAction } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { ActionFormDialog } from './action-form-dialog';
import { useDeleteAction, useUpdateAction } from './api';
import { AttachSummary } from './attach-fields';
import { RunHistory, RunStatus } from './run-history';
import { scheduleText, whenText } from './schedule-text';
import { AUTOMATION_WEB as T } from './strings';

/** One scheduled action: what, when, next and last run, on/off, edit, delete and its run history. */
export function ActionCard({ action }: { action: AutomationAction }) {
  const [showRuns, setShowRuns] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateAction();
  const remove = useDeleteAction();
  const titleId = useId();
  const runsId = useId();

  const toggle = (enabled: boolean) => {
    const { name, kind, text, schedule, attach, version } = action;
    update.mutate(
      { id: action.id, update: { name, kind, text, schedule, attach, enabled, version } },
      {
        onSuccess: () => toast({ title: enabled ? T.toggledOn : T.toggledOff, duration: 3000 }),
        onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 id={titleId} className="text-base font-semibold break-words">
            {action.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {AUTOMATION_KIND_LABELS[action.kind]} · {scheduleText(action.schedule)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Switch checked={action.enabled} onCheckedChange={toggle} disabled={update.isPending} aria-label={T.enabledLabel(action.name)} />
          <ActionFormDialog
            action={action}
            trigger={
              <Button variant="ghost" size="icon-sm" aria-label={`${T.edit} «${action.name}»`}>
                <Pencil aria-hidden />
              </Button>
            }
          />
          <Button variant="ghost" size="icon-sm" aria-label={`${T.delete} «${action.name}»`} onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      {action.attach && <AttachSummary attach={action.attach} />}
      <p className="rounded-lg bg-muted/50 p-3 text-sm whitespace-pre-wrap break-words">{action.text}</p>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-muted-foreground">{T.nextRun}</dt>
          <dd>{action.enabled ? (action.next_run_at ? whenText(action.next_run_at) : AUTOMATION_STRINGS.nextRunNone) : AUTOMATION_STRINGS.disabled}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{T.lastRun}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            {action.last_run ? (
              <>
                <RunStatus run={action.last_run} />
                <span>{whenText(action.last_run.occurrence)}</span>
              </>
            ) : (
              T.neverRun
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{T.by}</dt>
          <dd>{action.created_by?.full_name ?? '—'}</dd>
        </div>
      </dl>
      <div>
        <Button variant="outline" size="sm" aria-expanded={showRuns} aria-controls={runsId} onClick={() => setShowRuns((v) => !v)}>
          <ChevronDown aria-hidden className={cn('motion-safe:transition-transform', showRuns && 'rotate-180')} />
          {T.history}
        </Button>
        <div id={runsId} hidden={!showRuns} className="mt-3">
          {showRuns && <RunHistory actionId={action.id} />}
        </div>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={T.deleteTitle}
        description={T.deleteDescription(action.name)}
        confirmLabel={T.delete}
        destructive
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() =>
          remove.mutate(action.id, {
            onSuccess: () => {
              setConfirmDelete(false);
              toast({ title: T.deleted, duration: 3000 });
            },
          })
        }
      />
    </article>
  );
}
