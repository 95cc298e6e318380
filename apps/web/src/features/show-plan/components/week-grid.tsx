import { useMemo } from 'react';
import { showConflicts, weekdayName, type ScheduledShow } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { shortDate, showsByDay, weekDays } from '../lib/week';
import { ShowBlock } from './show-block';

interface WeekGridProps {
  monday: string;
  today: string;
  shows: ScheduledShow[];
  timeZone: string;
  onOpen: (show: ScheduledShow) => void;
}

/**
 * The week, Monday first: seven columns on a wide screen, a list of days on a phone. Each show is
 * a block on the day it starts (a show from the Sunday before that runs into Monday is on Monday).
 */
export function WeekGrid({ monday, today, shows, timeZone, onOpen }: WeekGridProps) {
  const byDay = useMemo(() => showsByDay(shows, monday, timeZone), [shows, monday, timeZone]);
  const conflicts = useMemo(() => showConflicts(shows), [shows]);
  const titles = useMemo(() => new Map(shows.map((s) => [s.id, s.title])), [shows]);

  return (
    <ol className="grid gap-3 lg:grid-cols-7 lg:gap-2" aria-label="Uka">
      {weekDays(monday).map(({ date, weekday }) => {
        const list = byDay.get(date) ?? [];
        const isToday = date === today;
        const name = weekdayName(weekday, true);
        return (
          <li
            key={date}
            aria-label={`${name} ${shortDate(date)}`}
            className={cn('flex min-w-0 flex-col gap-2 rounded-xl border bg-muted/30 p-2 lg:min-h-72', isToday && 'border-primary/60 bg-primary/5')}
          >
            <h2 className="flex items-baseline justify-between gap-2 px-1 text-sm font-semibold">
              <span>
                <span className="lg:hidden">{name}</span>
                <span className="hidden lg:inline">{name.slice(0, 3)}</span> <span className="tabular font-normal text-muted-foreground">{shortDate(date)}</span>
              </span>
              {isToday && <span className="rounded-full bg-primary px-2 py-0.5 text-[11px] font-semibold text-primary-foreground">I dag</span>}
            </h2>
            {list.length === 0 ? (
              <p className="px-1 pb-1 text-xs text-muted-foreground">Ingen sendinger</p>
            ) : (
              <ul className="grid gap-2">
                {list.map((show) => (
                  <li key={show.id}>
                    <ShowBlock
                      show={show}
                      timeZone={timeZone}
                      overlaps={(conflicts.get(show.id) ?? []).map((id) => titles.get(id) ?? '')}
                      onOpen={() => onOpen(show)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
