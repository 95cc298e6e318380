import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { DateField } from './date-field';
import { TimeField } from './time-field';

interface DateTimeFieldProps {
  /** 'YYYY-MM-DDTHH:mm' (the station's wall clock, as toStationInputValue gives), or ''. */
  value: string;
  onChange: (value: string) => void;
  /** Names the pair for screen readers: "<label>, dato" and "<label>, klokkeslett". */
  label: string;
  /** The date field's id, for an outside <label htmlFor>. */
  id?: string;
  min?: string;
  className?: string;
}

/**
 * A moment as dd.mm.åååå and tt:mm (issue 19: the podcast's "Publiseres" showed mm/dd/yyyy and
 * AM/PM in an English browser). The value is the same 'YYYY-MM-DDTHH:mm' text the browser's
 * datetime-local gave, so toStationInputValue / fromStationInputValue keep working unchanged.
 */
export function DateTimeField({ value, onChange, label, id, min, className }: DateTimeFieldProps) {
  const [date, setDate] = useState(value.slice(0, 10));
  const [time, setTime] = useState(value.slice(11, 16));
  const shown = useRef(value);
  useEffect(() => {
    if (value === shown.current) return;
    shown.current = value;
    setDate(value.slice(0, 10));
    setTime(value.slice(11, 16));
  }, [value]);

  const emit = (nextDate: string, nextTime: string) => {
    const next = nextDate && nextTime ? `${nextDate}T${nextTime}` : '';
    shown.current = next;
    if (next !== value) onChange(next);
  };

  return (
    <div role="group" aria-label={label} className={cn('flex items-center gap-2', className)}>
      <DateField
        id={id}
        value={date}
        min={min}
        aria-label={`${label}, dato`}
        className="w-40"
        onChange={(next) => {
          setDate(next);
          emit(next, time);
        }}
      />
      <TimeField
        value={time}
        aria-label={`${label}, klokkeslett`}
        className="w-20"
        onChange={(next) => {
          setTime(next);
          emit(date, next);
        }}
      />
    </div>
  );
}
