import { forwardRef, type InputHTMLAttributes } from 'react';
import { normalizeTimeOfDay } from '@studioportal/shared';
import { Input } from '@/components/ui/input';

type TimeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A 24-hour time of day typed as TT:MM (a native time input shows AM/PM in some browsers).
 * '6', '0600' and '6.00' become '06:00' when the field is left.
 */
export const TimeInput = forwardRef<HTMLInputElement, TimeInputProps>(function TimeInput({ value, onChange, onBlur, ...props }, ref) {
  return (
    <Input
      ref={ref}
      inputMode="numeric"
      placeholder="TT:MM"
      autoComplete="off"
      maxLength={5}
      className="tabular"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={(e) => {
        const normal = normalizeTimeOfDay(value);
        if (normal && normal !== value) onChange(normal);
        onBlur?.(e);
      }}
      {...props}
    />
  );
});
