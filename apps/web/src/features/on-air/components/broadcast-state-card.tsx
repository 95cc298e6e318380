import { RefreshCw } from 'lucide-react';
import { ON_AIR_STRINGS, type BroadcastState } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useAppConfig } from '@/lib/app-config';
import { formatTime } from '@/lib/datetime';
import { displayName } from '@/lib/people';
import { useAuth } from '@/features/auth';
import { useSetBroadcastState } from '../api';

/** What is on air (broadcast_state): the show and the clock element, and who set it when. */
export function BroadcastStateCard({ state }: { state: BroadcastState }) {
  const { timeZone } = useAppConfig();
  const { can } = useAuth();
  const sync = useSetBroadcastState();
  const show = state.show;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1 rounded-xl border p-4">
          <dt className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{ON_AIR_STRINGS.currentShow}</dt>
          <dd className="text-lg font-semibold leading-tight">{show ? show.title : <span className="text-muted-foreground">{ON_AIR_STRINGS.noShow}</span>}</dd>
          {show && (
            <dd className="tabular text-sm text-muted-foreground">
              {formatTime(show.scheduled_start, timeZone)}–{formatTime(show.scheduled_end, timeZone)}
            </dd>
          )}
        </div>
        <div className="grid gap-1 rounded-xl border p-4">
          <dt className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{ON_AIR_STRINGS.currentElement}</dt>
          <dd className="text-lg font-semibold leading-tight">
            {state.element_title ?? <span className="text-muted-foreground">{ON_AIR_STRINGS.noElement}</span>}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
        <span>
          {state.updated_at
            ? `Oppdatert kl. ${formatTime(state.updated_at, timeZone)} av ${displayName(state.updated_by?.full_name)}.`
            : 'Ikke satt ennå.'}
        </span>
        {can('switchOnAir') && (
          <Button
            variant="outline"
            size="sm"
            disabled={sync.isPending}
            onClick={() =>
              sync.mutate(
                {},
                {
                  onSuccess: () => toast({ title: ON_AIR_STRINGS.stateSynced }),
                  onError: (error) => toast({ title: ON_AIR_STRINGS.switchFailed, description: errorMessage(error), variant: 'destructive' }),
                },
              )
            }
          >
            <RefreshCw aria-hidden />
            {ON_AIR_STRINGS.syncState}
          </Button>
        )}
      </div>
    </div>
  );
}
