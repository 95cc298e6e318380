import { Ban, Check, Undo2 } from 'lucide-react';
import { MUSIC_REQUEST_STATUS_LABELS, type MusicRequest, type MusicRequestStatus } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { displayName } from '@/lib/people';
import { whenText } from '../lib/format';
import { HUB } from '../strings';
import { useSetRequestStatus } from './api';

const BADGE = { ny: 'default', spilt: 'success', avvist: 'secondary' } as const;

/** One wish: "Artist – Tittel", who, the greeting, when; "Spilt" and "Avvis" while it is wanted. */
export function RequestItem({ request, timeZone }: { request: MusicRequest; timeZone: string }) {
  const update = useSetRequestStatus();
  const song = `${request.artist} – ${request.title}`;
  const set = (status: MusicRequestStatus) =>
    update.mutate({ id: request.id, status }, { onError: (error) => toast({ title: HUB.actionFailed, description: errorMessage(error), variant: 'destructive' }) });
  const busy = update.isPending;

  return (
    <li className={cn('grid gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm', request.status !== 'ny' && 'bg-muted/40')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-words text-base font-semibold leading-snug">{song}</p>
        <Badge variant={BADGE[request.status]}>{MUSIC_REQUEST_STATUS_LABELS[request.status]}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        Ønsket av <span className="font-medium text-foreground">{request.name}</span> · {whenText(request.created_at, timeZone)}
        {request.source === 'sms' && ' · SMS'}
        {request.status !== 'ny' && request.status_changed_by && ` · ${MUSIC_REQUEST_STATUS_LABELS[request.status]} av ${displayName(request.status_changed_by.full_name)}`}
      </p>
      {request.greeting && <p className="whitespace-pre-wrap break-words text-sm italic">«{request.greeting}»</p>}
      <RequiresNetwork>
        {({ offline, controlProps }) =>
          request.status === 'ny' ? (
            <>
              <Button size="sm" onClick={() => set('spilt')} disabled={busy || offline} {...controlProps} aria-label={HUB.markPlayedFor(song)}>
                <Check aria-hidden />
                {HUB.markPlayed}
              </Button>
              <Button size="sm" variant="outline" onClick={() => set('avvist')} disabled={busy || offline} {...controlProps} aria-label={HUB.rejectFor(song)}>
                <Ban aria-hidden />
                {HUB.reject}
              </Button>
            </>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => set('ny')} disabled={busy || offline} {...controlProps} aria-label={HUB.undoFor(song)}>
              <Undo2 aria-hidden />
              {HUB.undo}
            </Button>
          )
        }
      </RequiresNetwork>
    </li>
  );
}
