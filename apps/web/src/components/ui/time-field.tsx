import { forwardRef, useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { inputClassName } from './input';
import { maskTimeText, parseTimeText } from './date-time-text';

export interface TimeFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** 'HH:MM' ('HH:MM:SS' with seconds), or ''. */
  value: string;
  /** Called with a whole, valid 24-hour time, or '' when the field is emptied. */
  onChange: (value: string) => void;
  withSeconds?: boolean;
}

/**
 * A 24-hour time, tt:mm (or tt:mm:ss), whatever the browser's language (issue 19: no AM/PM): a
 * text field that puts the colon in while typing and understands 7:30, 07.30, 730 and 0730.
 */
export const TimeField = forwardRef<HTMLInputElement, TimeFieldProps>(function TimeField(
  { value, onChange, withSeconds = false, className, onBlur, placeholder, ...props },
  ref,
) {
  const [text, setText] = useState(value);
  const shown = useRef(value);
  useEffect(() => {
    if (value === shown.current) return;
    shown.current = value;
    setText(value);
  }, [value]);

  const parsed = parseTimeText(text, withSeconds);
  const invalid = text !== '' && parsed === null && text.length >= (withSeconds ? 8 : 5);
  const commit = (next: string) => {
    shown.current = next;
    if (next !== value) onChange(next);
  };

  return (
    <input
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder ?? (withSeconds ? 'tt:mm:ss' : 'tt:mm')}
      maxLength={withSeconds ? 8 : 5}
      value={text}
      {...props}
      aria-invalid={props['aria-invalid'] === true || props['aria-invalid'] === 'true' || invalid ? true : undefined}
      className={cn(inputClassName, 'tabular', className)}
      onChange={(event) => {
        const next = maskTimeText(event.target.value, text, withSeconds);
        setText(next);
        if (next === '') return commit('');
        const time = parseTimeText(next, withSeconds);
        // Committed once the minutes are whole ('7:30'); a lone hour waits for the blur.
        if (time && /^\d{1,2}:\d{2}(:\d{2})?$/.test(next)) commit(time);
      }}
      onBlur={(event) => {
        if (text !== '') {
          if (parsed) {
            setText(parsed);
            commit(parsed);
          } else setText(value);
        }
        onBlur?.(event);
      }}
    />
  );
});
