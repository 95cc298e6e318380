import { displayChatColor, ON_AIR_STRINGS, type ScheduledShow } from '@studioportal/shared';
import { formatTime } from '@/lib/datetime';
import { displayName } from '@/lib/people';

/** 'Morgenshowet 06:00–10:00  ● Ada  ● Per' — the show on air now and its hosts in their colours. */
export function ShowLine({ show, timeZone }: { show: ScheduledShow | null; timeZone: string }) {
  if (!show) return <p className="text-sm text-muted-foreground">{ON_AIR_STRINGS.noShow}</p>;
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
      <span className="truncate font-semibold">{show.title}</span>
      <span className="tabular text-muted-foreground">
        {formatTime(show.scheduled_start, timeZone)}–{formatTime(show.scheduled_end, timeZone)}
      </span>
      {show.hosts.length > 0 && (
        <span className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
          <span className="sr-only">{ON_AIR_STRINGS.hosts}:</span>
          {show.hosts.map((h) => (
            <span key={h.id} className="inline-flex items-center gap-1">
              <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: displayChatColor(h) }} />
              {displayName(h.full_name)}
            </span>
          ))}
        </span>
      )}
    </p>
  );
}
