import { useEffect, useState, type FormEvent } from 'react';
import { AVAILABILITY_STRINGS as S, ISO_WEEKDAYS, minutesOfTime, weekdayName, type WeeklySlot } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { TimeField } from '@/components/ui/time-field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { announce } from '@/lib/a11y';
import { useSaveWeek } from '../api';

interface DayRow {
  on: boolean;
  start: string;
  end: string;
}

const DEFAULT_DAY: DayRow = { on: false, start: '08:00', end: '16:00' };

/** ISO weekday (1 = Monday) by its Norwegian name: weekdayName counts from Sunday = 0. */
const dayName = (iso: number) => weekdayName(iso % 7, true);

function rowsOf(week: readonly WeeklySlot[]): DayRow[] {
  return ISO_WEEKDAYS.map((weekday) => {
    const slot = week.find((s) => s.weekday === weekday);
    // The end of the day is written 00:00 in the field (24:00 is no time of day to type).
    return slot ? { on: true, start: slot.start, end: slot.end === '24:00' ? '00:00' : slot.end } : { ...DEFAULT_DAY };
  });
}

function problemOf(row: DayRow): string | null {
  if (!row.on) return null;
  if (!row.start || !row.end) return S.invalidTime;
  const end = row.end === '00:00' ? 1440 : minutesOfTime(row.end);
  return end > minutesOfTime(row.start) ? null : S.endAfterStart;
}

/** 'Vanlig uke': a checkbox per weekday and its from–to time; one save for the whole week. */
export function WeekEditor({ week }: { week: readonly WeeklySlot[] }) {
  const [rows, setRows] = useState(() => rowsOf(week));
  const [showProblems, setShowProblems] = useState(false);
  const save = useSaveWeek();
  // Saved from another device or tab: take it over.
  useEffect(() => setRows(rowsOf(week)), [week]);

  const update = (index: number, patch: Partial<DayRow>) => setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const problems = rows.map(problemOf);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.some(Boolean)) {
      setShowProblems(true);
      return;
    }
    setShowProblems(false);
    const slots: WeeklySlot[] = rows.flatMap((row, i) => (row.on ? [{ weekday: ISO_WEEKDAYS[i]!, start: row.start, end: row.end === '00:00' ? '24:00' : row.end }] : []));
    save.mutate(slots, {
      onSuccess: () => {
        toast({ title: S.weekSaved, duration: 2500 });
        announce(S.weekSaved);
      },
      onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">{S.weekTitle}</legend>
        <p className="mb-2 text-sm text-muted-foreground">{S.weekHelp}</p>
        <ul className="grid gap-1">
          {rows.map((row, index) => {
            const name = dayName(ISO_WEEKDAYS[index]!);
            const problem = showProblems ? problems[index] : null;
            const problemId = `week-problem-${index}`;
            return (
              <li key={name} className="grid grid-cols-[minmax(6.5rem,1fr)_auto_auto] items-center gap-2 rounded-md py-1">
                <label className="flex min-h-11 items-center gap-2 text-sm md:min-h-9">
                  <input type="checkbox" checked={row.on} onChange={(e) => update(index, { on: e.target.checked })} className="size-4 accent-[var(--primary)]" />
                  {name}
                </label>
                <TimeField
                  aria-label={`${name} ${S.from.toLowerCase()}`}
                  value={row.start}
                  disabled={!row.on}
                  onChange={(start) => update(index, { start })}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? problemId : undefined}
                  className="w-[5.5rem]"
                />
                <TimeField
                  aria-label={`${name} ${S.to.toLowerCase()}`}
                  value={row.end}
                  disabled={!row.on}
                  onChange={(end) => update(index, { end })}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? problemId : undefined}
                  className="w-[5.5rem]"
                />
                {problem && (
                  <p id={problemId} className="col-span-3 text-xs font-medium text-red-600 dark:text-red-400">
                    {name}: {problem}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {S.saveWeek}
        </Button>
      </div>
    </form>
  );
}
