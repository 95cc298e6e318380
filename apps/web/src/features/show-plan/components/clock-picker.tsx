import { weekdayName, WEEKDAYS_MONDAY_FIRST, type ClockTemplate } from '@studioportal/shared';

interface ClockPickerProps {
  clocks: ClockTemplate[];
  /** Offer the active clocks of these weekdays (plus whatever is already chosen). */
  weekdays: number[];
  value: string[];
  onChange: (ids: string[]) => void;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The clock templates (Sendeklokker) a show uses. */
export function ClockPicker({ clocks, weekdays, value, onChange }: ClockPickerProps) {
  const order = (c: ClockTemplate) => WEEKDAYS_MONDAY_FIRST.indexOf(c.weekday as (typeof WEEKDAYS_MONDAY_FIRST)[number]) * 24 + c.start_hour;
  const offered = clocks
    .filter((c) => value.includes(c.id) || (c.is_active && weekdays.includes(c.weekday)))
    .sort((a, b) => order(a) - order(b));
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1.5 text-sm font-medium">Sendeklokker</legend>
      {offered.length === 0 ? (
        <p className="text-xs text-muted-foreground">Ingen aktive sendeklokker på {weekdays.length === 1 ? weekdayName(weekdays[0]!) : 'de valgte dagene'}.</p>
      ) : (
        <div className="grid max-h-40 gap-0.5 overflow-y-auto rounded-md border p-1 sm:grid-cols-2">
          {offered.map((clock) => (
            <label key={clock.id} className="flex min-w-0 items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-accent/60">
              <input
                type="checkbox"
                checked={value.includes(clock.id)}
                onChange={(e) => onChange(e.target.checked ? [...value, clock.id] : value.filter((id) => id !== clock.id))}
                className="size-4 shrink-0 accent-[var(--primary)]"
              />
              <span aria-hidden className="size-2.5 shrink-0 rounded-sm" style={{ backgroundColor: clock.color }} />
              <span className="truncate">
                {clock.name} <span className="text-muted-foreground">· {weekdayName(clock.weekday).slice(0, 3)} kl. {pad(clock.start_hour)}</span>
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
