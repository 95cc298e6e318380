import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Pin } from 'lucide-react';
import { formatTimeOfDay, weekdayName, weekdayOfDateKey, zonedParts, type AutoDjDay, type AutoDjHour } from '@studioportal/shared';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useSetHourOverride } from './auto-dj-api';
import { AUTO_DJ_WEB as T } from './auto-dj-strings';

/** 'tor. 26.11' — short enough for a column head on a phone. */
export function dayLabel(date: string): string {
  const [, month, day] = date.split('-');
  return `${weekdayName(weekdayOfDateKey(date), true).slice(0, 3)}. ${day}.${month}`;
}

export const hourLabel = (hour: number) => formatTimeOfDay(hour * 60);

/** The hours a day has at a wall-clock hour: none (spring DST), one, or two (autumn DST). */
function slotsAt(day: AutoDjDay, hour: number): AutoDjHour[] {
  return day.hours.filter((h) => h.hour === hour);
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * Seven days × 24 hours as a table: rows are hours, columns days. Each hour is one tab stop at a
 * time (arrow keys move, Home/End go to the ends of a row); choosing an hour overrides it to the
 * opposite of what it is, choosing an overridden hour puts it back to the show plan. State is
 * written out (Bemannet / Auto-DJ, the reason, "overstyrt"), colour only repeats it.
 */
export function AutoDjGrid({ days }: { days: AutoDjDay[] }) {
  const table = useRef<HTMLTableElement>(null);
  const [focus, setFocus] = useState(() => ({ row: zonedParts(new Date()).hour, col: 0 }));
  const override = useSetHourOverride();
  const cols = days.length;

  const move = (event: KeyboardEvent, row: number, col: number) => {
    const next = (() => {
      switch (event.key) {
        case 'ArrowUp':
          return { row: Math.max(0, row - 1), col };
        case 'ArrowDown':
          return { row: Math.min(23, row + 1), col };
        case 'ArrowLeft':
          return { row, col: Math.max(0, col - 1) };
        case 'ArrowRight':
          return { row, col: Math.min(cols - 1, col + 1) };
        case 'Home':
          return { row, col: 0 };
        case 'End':
          return { row, col: cols - 1 };
        default:
          return null;
      }
    })();
    if (!next) return;
    event.preventDefault();
    setFocus(next);
    table.current?.querySelector<HTMLElement>(`[data-cell="${next.row}-${next.col}"]`)?.focus();
  };

  const toggle = (slot: AutoDjHour) =>
    override.mutate({ date: slot.date, hour: slot.hour, attended: slot.override !== null ? null : !slot.attended });

  return (
    <div className="grid gap-2">
      <p id="auto-dj-grid-hint" className="text-xs text-muted-foreground">
        {T.gridHint}
      </p>
      <Legend />
      {override.isError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(override.error, T.overrideFailed)}
        </p>
      )}
      <div className="max-h-[34rem] overflow-auto rounded-lg border">
        <table ref={table} aria-describedby="auto-dj-grid-hint" className="w-full min-w-[40rem] border-separate border-spacing-0 text-xs">
          <caption className="sr-only">{T.gridCaption}</caption>
          <thead className="sticky top-0 z-20 bg-background">
            <tr>
              <th scope="col" className="sticky left-0 z-30 border-b bg-background px-2 py-2 text-left font-medium">
                {T.hourHeader}
              </th>
              {days.map((day) => (
                <th key={day.date} scope="col" className="border-b px-1 py-2 text-left font-medium whitespace-nowrap">
                  {dayLabel(day.date)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {HOURS.map((hour) => (
              <tr key={hour}>
                <th scope="row" className="sticky left-0 z-10 border-b bg-background px-2 py-1 text-left font-mono font-medium tabular-nums">
                  {hourLabel(hour)}
                </th>
                {days.map((day, col) => {
                  const slots = slotsAt(day, hour);
                  const focused = focus.row === hour && focus.col === col;
                  return (
                    <td key={day.date} className="border-b p-0.5">
                      <HourCell
                        slots={slots}
                        when={`${dayLabel(day.date)} kl. ${hourLabel(hour)}`}
                        cellId={`${hour}-${col}`}
                        tabbable={focused}
                        busy={override.isPending}
                        onChoose={toggle}
                        onKeyDown={(e) => move(e, hour, col)}
                        onFocus={() => !focused && setFocus({ row: hour, col })}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface HourCellProps {
  slots: AutoDjHour[];
  when: string;
  cellId: string;
  tabbable: boolean;
  busy: boolean;
  onChoose: (slot: AutoDjHour) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocus: () => void;
}

function HourCell({ slots, when, cellId, tabbable, busy, onChoose, onKeyDown, onFocus }: HourCellProps) {
  const slot = slots[0];
  if (!slot) {
    return (
      <span data-cell={cellId} tabIndex={tabbable ? 0 : -1} onKeyDown={onKeyDown} onFocus={onFocus} className="block rounded px-1 py-1.5 text-muted-foreground italic focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        {T.missingHour}
      </span>
    );
  }
  const state = slot.attended ? T.attendedShort : T.unattendedShort;
  const overridden = slot.override !== null;
  const action = overridden ? T.actionReset : T.actionOverride(slot.attended ? T.unattendedShort : T.attendedShort);
  const reason = slots.length > 1 ? `${slot.reason_text} (${T.twice})` : slot.reason_text;
  return (
    <button
      type="button"
      data-cell={cellId}
      tabIndex={tabbable ? 0 : -1}
      aria-label={T.cellLabel(when, state, reason, action)}
      aria-disabled={busy || undefined}
      onClick={() => !busy && onChoose(slot)}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      title={reason}
      className={cn(
        'flex min-h-10 w-full flex-col items-start rounded px-1.5 py-1 text-left transition-colors motion-reduce:transition-none',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background focus-visible:outline-none',
        slot.attended
          ? 'bg-emerald-500/15 text-emerald-900 hover:bg-emerald-500/25 dark:text-emerald-200'
          : 'bg-muted/60 text-foreground hover:bg-accent',
        overridden && 'outline-2 outline-amber-500 outline-dashed -outline-offset-2',
      )}
    >
      <span className="flex items-center gap-1 font-semibold">
        {overridden && <Pin aria-hidden className="size-3" />}
        {state}
      </span>
      {slot.show_title && <span className="line-clamp-1 max-w-[7rem] break-all text-[11px] opacity-80">{slot.show_title}</span>}
    </button>
  );
}

function Legend() {
  return (
    <ul aria-label="Forklaring" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block size-3 rounded bg-emerald-500/40" />
        {T.legendAttended}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block size-3 rounded bg-muted" />
        {T.legendUnattended}
      </li>
      <li className="flex items-center gap-1.5">
        <Pin aria-hidden className="size-3 text-amber-600" />
        {T.legendOverridden}
      </li>
    </ul>
  );
}

/** Every overridden date + hour, each with "Tilbakestill". */
export function useOverriddenHours(days: AutoDjDay[]): AutoDjHour[] {
  return useMemo(() => {
    const seen = new Set<string>();
    return days.flatMap((d) => d.hours).filter((h) => h.override !== null && !seen.has(`${h.date}/${h.hour}`) && seen.add(`${h.date}/${h.hour}`));
  }, [days]);
}
