import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api';
import { useCurrentSession } from './api';
import { ControlView } from './control-view';
import { HostView } from './host-view';
import { NoSession } from './no-session';
import { LIVE } from './strings';
import { useQuizLiveSync } from './use-quiz-live-sync';

/**
 * The quiz page's "Direkte" tab. With no session running: what it is for and the last results.
 * With one running, its producer gets the control view (and may look at the host's view), and
 * everyone else the host view, which has no controls and never the key.
 */
export function LiveTab() {
  const current = useCurrentSession();
  useQuizLiveSync();
  const [asHost, setAsHost] = useState(false);
  const toggleId = useId();

  if (current.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 p-6 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {LIVE.loading}
      </p>
    );
  }
  if (current.isError && current.data === undefined) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 rounded-xl border border-red-500/40 bg-red-500/10 p-4 text-sm">
        <p>{errorMessage(current.error, LIVE.loadFailed)}</p>
        <Button variant="outline" size="sm" onClick={() => void current.refetch()}>
          {LIVE.retry}
        </Button>
      </div>
    );
  }
  const detail = current.data;
  if (!detail) return <NoSession />;
  if (!detail.is_producer) return <HostView detail={detail} intro />;

  const viewToggle = (
    <div className="flex items-center gap-2">
      <Switch id={toggleId} checked={asHost} onCheckedChange={setAsHost} aria-describedby={`${toggleId}-hint`} />
      <label htmlFor={toggleId} className="text-sm font-medium">
        {LIVE.showHostView}
      </label>
      <span id={`${toggleId}-hint`} className="sr-only">
        {LIVE.hostViewHint}
      </span>
    </div>
  );
  return asHost ? <HostView detail={detail} viewToggle={viewToggle} /> : <ControlView detail={detail} viewToggle={viewToggle} />;
}
