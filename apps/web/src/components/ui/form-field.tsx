import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/cn';
import { Label } from './label';

interface FormFieldProps {
  label: string;
  /** Always-visible help (e.g. the password rule). */
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  /** The single control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
}

/** Label + control + hint + error, wired for screen readers (the error is read with the field). */
export function FormField({ label, hint, error, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
