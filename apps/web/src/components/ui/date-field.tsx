import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { addDaysToDateKey, zonedDateKey } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { inputClassName } from './input';
import { formatDateKey, maskDateText, MONTH_NAMES, monthGrid, parseDateText, spokenDate, WEEKDAY_LONG, WEEKDAY_SHORT, withinRange } from './date-time-text';

export const DATE_PLACEHOLDER = 'dd.mm.åååå';

export interface DateFieldProps {
  /** 'YYYY-MM-DD', or '' for no date. */
  value: string;
  /** Called with a whole, valid date key, or '' when the field is emptied. */
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  /** Offer "Tøm" in the calendar (filters). */
  clearable?: boolean;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  /** The wrapper (width). */
  className?: string;
  /** The text input (height). */
  inputClassName?: string;
  /** Today on the station's calendar (tests pass one). */
  today?: string;
}

/**
 * A date as Norwegians write it, dd.mm.åååå, whatever the browser's language (issue 19): a text
 * field that puts the dots in while typing and understands 6.1.2025 or 06012025, and a calendar
 * (Monday first, Norwegian names) in a popover, used by keyboard as the WAI-ARIA date picker
 * pattern describes. FormField's id, aria-invalid and aria-describedby land on the text field.
 */
export function DateField({
  value,
  onChange,
  min,
  max,
  clearable = false,
  disabled,
  id,
  className,
  inputClassName: inputClass,
  today = zonedDateKey(new Date()),
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
}: DateFieldProps) {
  // Only the named props go on to the input: React 19 hands a parent's `ref` (FormField's Slot)
  // to a function component as a prop, and spreading it would replace the field's own ref.
  const [text, setText] = useState(() => formatDateKey(value));
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const shown = useRef(value);
  // A new value from outside (a reset, a picked day) replaces what is in the field.
  useEffect(() => {
    if (value === shown.current) return;
    shown.current = value;
    setText(formatDateKey(value));
  }, [value]);

  const parsed = parseDateText(text);
  const invalid = text !== '' && (parsed === null || !withinRange(parsed, min, max)) && text.length >= 8;

  const commit = (next: string) => {
    shown.current = next;
    if (next !== value) onChange(next);
  };

  // Back to the text field once the calendar has gone (also inside a dialog, whose focus trap would
  // otherwise leave focus on the page when the focused day disappears).
  const refocus = () => window.setTimeout(() => input.current?.focus(), 0);

  const pick = (dateKey: string) => {
    setText(formatDateKey(dateKey));
    commit(dateKey);
    setOpen(false);
    refocus();
  };

  return (
    <div className={cn('relative flex min-w-0 items-center', className)}>
      <input
        ref={input}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={DATE_PLACEHOLDER}
        maxLength={10}
        value={text}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-describedby={ariaDescribedBy}
        aria-invalid={ariaInvalid === true || ariaInvalid === 'true' || invalid ? true : undefined}
        className={cn(inputClassName, 'tabular pr-11', inputClass)}
        onChange={(event) => {
          const next = maskDateText(event.target.value, text);
          setText(next);
          if (next === '') return commit('');
          const key = parseDateText(next);
          if (key && withinRange(key, min, max)) {
            // A pasted ISO date is shown the Norwegian way at once.
            if (/^\d{4}/.test(next)) setText(formatDateKey(key));
            commit(key);
          }
        }}
        onBlur={() => {
          // What is left in the field is what counts: an unfinished or impossible date goes back.
          if (text === '') return;
          if (!parsed || !withinRange(parsed, min, max)) setText(formatDateKey(value));
          else setText(formatDateKey(parsed));
        }}
        onKeyDown={(event) => {
          if (event.altKey && event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      />
      <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
        <PopoverPrimitive.Trigger asChild>
          <Button
            variant="ghost"
            size="icon-sm"
            disabled={disabled}
            className="absolute right-0.5 top-1/2 size-8 -translate-y-1/2 text-muted-foreground max-md:size-10"
            aria-label={value ? `Åpne kalenderen (valgt ${spokenDate(value)})` : 'Åpne kalenderen'}
          >
            <CalendarDays aria-hidden />
          </Button>
        </PopoverPrimitive.Trigger>
        <PopoverPrimitive.Portal>
          <PopoverPrimitive.Content
            aria-label="Velg dato"
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 rounded-xl border bg-popover p-3 text-popover-foreground shadow-xl data-[state=open]:animate-fade-in"
            ref={popover}
            onOpenAutoFocus={(event) => {
              // Focus goes to the chosen day (or today), not the month buttons. Done here rather than
              // by the calendar itself, so a dialog around the field lets it go (its focus trap pauses
              // only once this popover's own focus scope is in place).
              event.preventDefault();
              popover.current?.querySelector<HTMLButtonElement>('button[data-date][tabindex="0"]')?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              refocus();
            }}
            onEscapeKeyDown={refocus}
          >
            <Calendar
              selected={value || null}
              today={today}
              min={min}
              max={max}
              onPick={pick}
              onClear={clearable && value ? () => pick('') : undefined}
            />
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
      </PopoverPrimitive.Root>
    </div>
  );
}

interface CalendarProps {
  selected: string | null;
  today: string;
  min?: string;
  max?: string;
  onPick: (dateKey: string) => void;
  onClear?: () => void;
}

const monthOf = (dateKey: string) => ({ year: Number(dateKey.slice(0, 4)), month: Number(dateKey.slice(5, 7)) });

function addMonths(dateKey: string, months: number): string {
  const { year, month } = monthOf(dateKey);
  const day = Number(dateKey.slice(8, 10));
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const d = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(day, lastDay)));
  return d.toISOString().slice(0, 10);
}

/** The month grid: arrows move a day or a week, Home/End to the week's ends, PageUp/PageDown a month (with Shift a year). */
export function Calendar({ selected, today, min, max, onPick, onClear }: CalendarProps) {
  const headingId = useId();
  const [active, setActive] = useState(selected ?? today);
  const { year, month } = monthOf(active);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  // Focus follows the active day after every key or month change (on opening, DateField focuses it).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${active}"]`)?.focus();
  }, [active]);

  const move = (next: string) => {
    moved.current = true;
    setActive(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const weekday = (new Date(`${active}T00:00:00Z`).getUTCDay() + 6) % 7;
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDaysToDateKey(active, -1),
      ArrowRight: () => addDaysToDateKey(active, 1),
      ArrowUp: () => addDaysToDateKey(active, -7),
      ArrowDown: () => addDaysToDateKey(active, 7),
      Home: () => addDaysToDateKey(active, -weekday),
      End: () => addDaysToDateKey(active, 6 - weekday),
      PageUp: () => addMonths(active, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(active, event.shiftKey ? 12 : 1),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    move(step());
  };

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="icon-sm" className="max-md:size-10" aria-label="Forrige måned" onClick={() => move(addMonths(active, -1))}>
          <ChevronLeft aria-hidden />
        </Button>
        <h2 id={headingId} aria-live="polite" className="text-sm font-semibold capitalize">
          {MONTH_NAMES[month - 1]} {year}
        </h2>
        <Button variant="ghost" size="icon-sm" className="max-md:size-10" aria-label="Neste måned" onClick={() => move(addMonths(active, 1))}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={headingId} className="border-collapse" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAY_SHORT.map((short, i) => (
              <th key={short} scope="col" abbr={WEEKDAY_LONG[i]} className="pb-1 text-center text-xs font-medium text-muted-foreground">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(year, month).map((week) => (
            <tr key={week[0]!.dateKey}>
              {week.map((day) => {
                const isSelected = day.dateKey === selected;
                const allowed = withinRange(day.dateKey, min, max);
                return (
                  <td key={day.dateKey} aria-selected={isSelected} className="p-0.5 text-center">
                    <button
                      type="button"
                      data-date={day.dateKey}
                      tabIndex={day.dateKey === active ? 0 : -1}
                      aria-label={spokenDate(day.dateKey)}
                      aria-current={day.dateKey === today ? 'date' : undefined}
                      aria-disabled={!allowed || undefined}
                      onClick={() => allowed && onPick(day.dateKey)}
                      onFocus={() => day.dateKey !== active && setActive(day.dateKey)}
                      className={cn(
                        'tabular size-9 rounded-md text-sm transition-colors max-md:size-11',
                        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        day.inMonth ? 'text-foreground' : 'text-muted-foreground',
                        isSelected ? 'bg-primary font-semibold text-primary-foreground hover:bg-primary-hover' : 'hover:bg-accent',
                        day.dateKey === today && !isSelected && 'font-semibold text-blue-700 ring-1 ring-inset ring-primary/50 dark:text-blue-300',
                        !allowed && 'cursor-not-allowed opacity-40 hover:bg-transparent',
                      )}
                    >
                      {day.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex items-center justify-between gap-2 border-t pt-2">
        <Button variant="ghost" size="sm" disabled={!withinRange(today, min, max)} onClick={() => onPick(today)}>
          I dag
        </Button>
        {onClear && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Tøm
          </Button>
        )}
      </div>
    </div>
  );
}
