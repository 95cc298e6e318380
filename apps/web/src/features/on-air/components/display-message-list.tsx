import { X } from 'lucide-react';
import { ON_AIR_STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/datetime';
import { displayName, personColor } from '@/lib/people';
import { useAuth } from '@/features/auth';
import { useClearDisplayMessage, useDisplayMessages } from '../api';
import { useDisplayMessagesSync } from '../use-on-air-sync';

/** The messages showing on the studio displays now, each with 'Fjern fra skjermen'. */
export function DisplayMessageList({ touch = false, emptyText = 'Ingen meldinger på studioskjermen nå.' }: { touch?: boolean; emptyText?: string }) {
  const { data } = useDisplayMessages();
  useDisplayMessagesSync();
  const { can } = useAuth();
  const clear = useClearDisplayMessage();
  const { timeZone } = useAppConfig();
  if (!data) return null;
  if (data.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul aria-label={ON_AIR_STRINGS.displayMessages} className="grid gap-2">
      {data.map((m) => (
        <li key={m.id} className="flex items-start gap-3 rounded-lg border bg-amber-500/[0.07] p-3">
          <span aria-hidden className="mt-1.5 size-2.5 shrink-0 rounded-full" style={{ backgroundColor: personColor(m.sender) }} />
          <span className="min-w-0 flex-1">
            <span className="block whitespace-pre-wrap break-words text-sm font-medium">{m.text}</span>
            <span className="text-xs text-muted-foreground">
              {displayName(m.sender?.full_name)} · kl. {formatTime(m.created_at, timeZone)}
            </span>
          </span>
          {can('pushDisplayMessage') && (
            <Button
              variant="ghost"
              size={touch ? 'icon' : 'icon-sm'}
              className={cn(touch && 'size-12')}
              aria-label={`${ON_AIR_STRINGS.clearMessage}: «${m.text.slice(0, 40)}»`}
              disabled={clear.isPending && clear.variables === m.id}
              onClick={() =>
                clear.mutate(m.id, {
                  onError: (error) => toast({ title: ON_AIR_STRINGS.clearFailed, description: errorMessage(error), variant: 'destructive' }),
                })
              }
            >
              <X aria-hidden />
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
