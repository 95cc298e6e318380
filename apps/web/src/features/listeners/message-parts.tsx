import { MessageCircle, MonitorUp, Music, Radio, Star } from 'lucide-react';
import { LISTENER_SOURCE_LABELS, LISTENER_STATUS_LABELS, type ListenerMessage } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { messageTime, shortName, STATUS_BADGE } from './format';

/** Small pieces every view of a listener message shares: source, status, the song, the on-air trail. */

export function SourceBadge({ message, className }: { message: ListenerMessage; className?: string }) {
  return (
    <Badge variant="outline" className={cn('font-semibold uppercase tracking-wide text-[0.6875rem]', className)}>
      {LISTENER_SOURCE_LABELS[message.source]}
    </Badge>
  );
}

export function StatusBadge({ message, className }: { message: ListenerMessage; className?: string }) {
  return (
    <Badge variant={STATUS_BADGE[message.status]} className={className}>
      {message.status === 'stjernemerket' && <Star aria-hidden className="fill-current" />}
      {LISTENER_STATUS_LABELS[message.status]}
    </Badge>
  );
}

/** A music request's song and greeting, or a comment's episode. */
export function RequestLine({ message, className }: { message: ListenerMessage; className?: string }) {
  if (message.request) {
    const { artist, title, greeting } = message.request;
    return (
      <div className={cn('grid gap-0.5', className)}>
        <p className="flex items-start gap-1.5 font-medium">
          <Music aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 break-words">
            <span className="sr-only">Ønsker: </span>
            {artist} – {title}
          </span>
        </p>
        {greeting && <p className="whitespace-pre-wrap break-words pl-5.5 text-muted-foreground">«{greeting}»</p>}
      </div>
    );
  }
  if (message.episode_title) {
    return (
      <p className={cn('flex items-start gap-1.5 text-muted-foreground', className)}>
        <MessageCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0 break-words">Kommentar til «{message.episode_title}»</span>
      </p>
    );
  }
  return null;
}

/** 'Sendt til studio 07:42', 'Lest på lufta av Kari 07:44'. */
export function OnAirTrail({ message, timeZone, className }: { message: ListenerMessage; timeZone: string; className?: string }) {
  if (!message.pushed_at && !message.read_on_air_at) return null;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium', className)}>
      {message.pushed_at && (
        <span className="inline-flex items-center gap-1 text-blue-700 dark:text-blue-300">
          <MonitorUp aria-hidden className="size-3.5" />
          Sendt til studio {messageTime(message.pushed_at, timeZone)}
        </span>
      )}
      {message.read_on_air_at && (
        <span className="inline-flex items-center gap-1 text-green-700 dark:text-green-300">
          <Radio aria-hidden className="size-3.5" />
          Lest på lufta{message.read_on_air_by ? ` av ${shortName(message.read_on_air_by)}` : ''} {messageTime(message.read_on_air_at, timeZone)}
        </span>
      )}
    </p>
  );
}
