import { formatMmSs, ON_AIR_STRINGS, RUNDOWN_STATUS_LABELS, rundownTotal, type RundownStatus, type ScheduledShow } from '@studioportal/shared';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { displayName, personColor } from '@/lib/people';
import { useRundown } from '../api';

const STATUS_STYLES: Record<RundownStatus, string> = {
  idea: 'bg-muted text-muted-foreground',
  in_progress: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  ready: 'bg-blue-500/15 text-blue-800 dark:text-blue-300',
  sent: 'bg-green-600/15 text-green-800 dark:text-green-300',
};

/** The current show's rundown, read-only, in order, with status and planned length. */
export function RundownList({ show, touch = false }: { show: ScheduledShow | null; touch?: boolean }) {
  const { data, isPending, isError } = useRundown(show?.id ?? null);
  if (!show) return <p className="text-sm text-muted-foreground">{ON_AIR_STRINGS.rundownNoShow}</p>;
  if (isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" /> Henter kjøreplanen...
      </p>
    );
  if (isError || !data) return <p className="text-sm text-muted-foreground">{ON_AIR_STRINGS.rundownFailed}</p>;
  if (data.length === 0) return <p className="text-sm text-muted-foreground">{ON_AIR_STRINGS.rundownEmpty}</p>;
  const total = rundownTotal(data);
  const length = Math.round((Date.parse(show.scheduled_end) - Date.parse(show.scheduled_start)) / 1000);
  return (
    <div className="grid gap-2">
      <ol aria-label={`${ON_AIR_STRINGS.rundown}: ${show.title}`} className="grid gap-1.5">
        {data.map((item, index) => (
          <li
            key={item.id}
            data-rundown-item={item.topic}
            className={cn('flex items-start gap-3 rounded-lg border px-3 py-2', touch && 'min-h-12 py-3', item.status === 'sent' && 'opacity-70')}
          >
            <span className="tabular mt-0.5 w-5 shrink-0 text-right text-sm text-muted-foreground">{index + 1}.</span>
            <span className="min-w-0 flex-1">
              <span className={cn('block truncate font-medium', item.status === 'sent' && 'line-through decoration-1')}>{item.topic}</span>
              {(item.guest || item.responsible) && (
                <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                  {item.guest && <span>Gjest: {item.guest}</span>}
                  {item.responsible && (
                    <span className="inline-flex items-center gap-1">
                      <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: personColor(item.responsible) }} />
                      {displayName(item.responsible.full_name)}
                    </span>
                  )}
                </span>
              )}
            </span>
            {item.planned_length_s !== null && <span className="tabular shrink-0 text-sm text-muted-foreground">{formatMmSs(item.planned_length_s)}</span>}
            <span className={cn('shrink-0 rounded-md px-2 py-0.5 text-xs font-semibold', STATUS_STYLES[item.status])}>{RUNDOWN_STATUS_LABELS[item.status]}</span>
          </li>
        ))}
      </ol>
      <p className="tabular text-right text-xs text-muted-foreground">
        Planlagt {formatMmSs(total)} av {formatMmSs(length)}
      </p>
    </div>
  );
}
