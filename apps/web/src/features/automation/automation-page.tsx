import { Plus } from 'lucide-react';
import { AUTOMATION_STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { ActionCard } from './action-card';
import { AutoDjSection } from './auto-dj-section';
import { ActionFormDialog } from './action-form-dialog';
import { useActions } from './api';
import { PrepareClocksSection } from './prepare-clocks-section';
import { ScheduledPublishes } from './scheduled-publishes';
import { AUTOMATION_WEB as T } from './strings';
import { useAutomationSync } from './use-automation-sync';

/** /automation: the station's scheduled actions, live; one column on a phone. */
export default function AutomationPage() {
  useAutomationSync();
  const query = useActions();
  const list = query.data;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{AUTOMATION_STRINGS.title}</h1>
          <p className="max-w-2xl text-sm text-muted-foreground">{T.intro}</p>
        </div>
        <ActionFormDialog
          trigger={
            <Button>
              <Plus aria-hidden />
              {T.newAction}
            </Button>
          }
        />
      </header>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {T.loading}
        </p>
      ) : !list ? (
        <div role="alert" className="grid justify-items-start gap-2 rounded-xl border border-red-500/40 bg-red-500/10 p-4 text-sm">
          <p>{errorMessage(query.error, T.loadFailed)}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {T.retryLoad}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">{T.empty}</p>
      ) : (
        <ul aria-label={T.listLabel} className="grid gap-4">
          {list.map((action) => (
            <li key={action.id}>
              <ActionCard action={action} />
            </li>
          ))}
        </ul>
      )}
      <PrepareClocksSection />
      <ScheduledPublishes />
      <AutoDjSection />
    </div>
  );
}
