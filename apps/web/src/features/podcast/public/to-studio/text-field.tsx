import { useId, type InputHTMLAttributes } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { TO_STUDIO_STRINGS as T } from './strings';
import { countedLength } from './validate';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  /** Shows "12 av 500 tegn" under the field (red past the limit). */
  counterMax?: number;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'tel';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  disabled?: boolean;
}

/**
 * A visible label, the control, the counter and the error, the last two linked to the control
 * with aria-describedby. The form has noValidate: the messages are ours, in Norwegian.
 */
export function TextField({ label, name, value, onChange, error, required, counterMax, multiline, rows = 4, type = 'text', autoComplete, inputMode, disabled }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const length = countedLength(value);
  const over = counterMax !== undefined && length > counterMax;
  const describedBy = [error ? errorId : null, counterMax !== undefined ? counterId : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    value,
    disabled,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
  } as const;

  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea {...shared} rows={rows} onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <Input {...shared} type={type} inputMode={inputMode} onChange={(e) => onChange(e.currentTarget.value)} />
      )}
      {(error || counterMax !== undefined) && (
        <div className="flex items-start justify-between gap-3">
          {error ? (
            <p id={errorId} className="text-xs font-medium text-red-600 dark:text-red-400">
              {error}
            </p>
          ) : (
            <span />
          )}
          {counterMax !== undefined && (
            <p id={counterId} className={cn('tabular shrink-0 text-xs', over ? 'font-medium text-red-600 dark:text-red-400' : 'text-muted-foreground')}>
              {T.counter(length, counterMax)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
