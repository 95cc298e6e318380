import { Trash2 } from 'lucide-react';
import { BROADCAST_STRINGS, type BroadcastMessage, displayChatColor } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDate, formatTime } from '@/lib/datetime';
import { displayName } from '@/lib/people';
import { useAuth } from '@/features/auth';
import { useIsNewMessage } from '../new-message-highlights';
import { PRIORITY_STYLES } from '../priority-style';
import { Acknowledgers } from './acknowledgers';

interface Props {
  message: BroadcastMessage;
  timeZone: string;
  onDismiss: (message: BroadcastMessage) => void;
  dismissing: boolean;
}

const DAY_MS = 86_400_000;

/** 'kl. 08:14', 'i går kl. 08:14', 'i morgen kl. 08:14' or '21.11.2025 kl. 08:14', on the station's clock. */
function when(iso: string, timeZone: string): string {
  const time = `kl. ${formatTime(iso, timeZone) ?? ''}`;
  const date = formatDate(iso, timeZone);
  const now = Date.now();
  const dayOf = (offsetMs: number) => formatDate(new Date(now + offsetMs).toISOString(), timeZone);
  if (date === dayOf(0)) return time;
  if (date === dayOf(-DAY_MS)) return `i går ${time}`;
  if (date === dayOf(DAY_MS)) return `i morgen ${time}`;
  return `${date} ${time}`;
}

/** One message in the list: priority, text, sender in their colour, time, who has acknowledged. */
export function BroadcastMessageItem({ message, timeZone, onDismiss, dismissing }: Props) {
  const { user, can: viewerCan } = useAuth();
  const isNew = useIsNewMessage(message.id);
  const style = PRIORITY_STYLES[message.priority];
  const Icon = style.icon;
  // Mirrors the server's rule; the server checks again in the same transaction as the update.
  const mayDismiss = message.sender_id === user?.id || viewerCan('dismissAnyBroadcast');
  const sender = displayName(message.sender?.full_name);

  return (
    <li
      aria-label={`${BROADCAST_STRINGS.priorityLabels[message.priority]}: ${message.message}`}
      data-new={isNew || undefined}
      className={cn(
        'relative flex gap-3 overflow-hidden rounded-lg border bg-card py-3 pl-4 pr-3 transition-colors duration-700',
        isNew && 'border-primary/60 bg-primary/10',
      )}
    >
      <span aria-hidden className={cn('absolute inset-y-0 left-0 w-1', style.accent)} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <Badge className={cn('gap-1', style.badge)}>
            <Icon aria-hidden />
            {BROADCAST_STRINGS.priorityLabels[message.priority]}
          </Badge>
          {isNew && <Badge variant="default">Ny</Badge>}
          <span className="inline-flex items-center gap-1.5 font-medium text-foreground/90">
            <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: displayChatColor(message.sender ?? {}) }} />
            {sender}
          </span>
          <time dateTime={message.created_at}>{when(message.created_at, timeZone)}</time>
        </div>
        <p className="mt-1.5 whitespace-pre-wrap break-words text-sm leading-relaxed">{message.message}</p>
        <div className="mt-2 flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <Acknowledgers people={message.acknowledgers} />
          <p className="text-xs text-muted-foreground">
            {message.expires_at ? `Utløper ${when(message.expires_at, timeZone)}` : 'Utløper aldri'}
          </p>
        </div>
      </div>
      {mayDismiss && (
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0 self-start px-2.5 text-muted-foreground hover:text-foreground"
          onClick={() => onDismiss(message)}
          disabled={dismissing}
          aria-label={`Fjern meldingen fra ${sender}`}
          title="Fjern meldingen for alle"
        >
          {dismissing ? <Spinner className="size-4 text-current" /> : <Trash2 aria-hidden />}
          <span className="hidden sm:inline">Fjern</span>
        </Button>
      )}
    </li>
  );
}
