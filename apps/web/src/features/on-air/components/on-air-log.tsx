import { ON_AIR_STRINGS, type OnAirLogEntry } from '@studioportal/shared';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { formatDate, formatTime } from '@/lib/datetime';
import { displayName, personColor } from '@/lib/people';

/** Every switch, newest first: on or off, who, when, and the show running then. */
export function OnAirLog({ entries }: { entries: OnAirLogEntry[] }) {
  const { timeZone } = useAppConfig();
  if (entries.length === 0) return <p className="py-4 text-sm text-muted-foreground">{ON_AIR_STRINGS.logEmpty}</p>;
  return (
    <ol aria-label={ON_AIR_STRINGS.log} className="divide-y">
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-center gap-3 py-2.5 text-sm">
          <span
            className={cn(
              'inline-flex w-20 shrink-0 justify-center rounded-md px-2 py-0.5 text-xs font-bold uppercase tracking-wider',
              entry.is_live ? 'bg-red-600 text-white' : 'bg-muted text-muted-foreground',
            )}
          >
            {entry.is_live ? 'På' : 'Av'}
          </span>
          <span className="min-w-0 flex-1">
            <span className="flex items-center gap-1.5 font-medium">
              <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: personColor(entry.changed_by) }} />
              <span className="truncate">
                {entry.is_live ? ON_AIR_STRINGS.switchedOn : ON_AIR_STRINGS.switchedOff} av {displayName(entry.changed_by?.full_name)}
              </span>
            </span>
            {entry.show_title && <span className="block truncate text-muted-foreground">{entry.show_title}</span>}
          </span>
          <time dateTime={entry.changed_at} className="tabular shrink-0 text-right text-muted-foreground">
            {formatTime(entry.changed_at, timeZone)}
            <span className="block text-xs">{formatDate(entry.changed_at, timeZone)}</span>
          </time>
        </li>
      ))}
    </ol>
  );
}
