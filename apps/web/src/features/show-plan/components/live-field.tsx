import { useId, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useLiveDraft } from '../hooks/use-live-draft';

interface LiveFieldProps {
  label: string;
  value: string;
  save: (value: string) => Promise<void>;
  multiline?: boolean;
  placeholder?: string;
  maxLength?: number;
  className?: string;
  inputClassName?: string;
}

/** An input of a rundown item that saves on blur or Enter and never loses what you are typing. */
export function LiveField({ label, value, save, multiline, placeholder, maxLength, className, inputClassName }: LiveFieldProps) {
  const id = useId();
  const field = useLiveDraft(value, save);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && field.dirty) {
      event.preventDefault();
      event.stopPropagation();
      field.revert();
    } else if (event.key === 'Enter' && (!multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void field.commit();
    }
  };
  const common = {
    'aria-label': label,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': field.error ? `${id}-error` : undefined,
    value: field.value,
    placeholder,
    maxLength,
    onChange: (e: { target: { value: string } }) => field.change(e.target.value),
    onBlur: () => void field.commit(),
    onKeyDown,
    className: cn(field.dirty && 'border-amber-500/70', inputClassName),
  };
  return (
    <div className={cn('grid min-w-0 gap-1', className)}>
      {multiline ? <Textarea rows={4} {...common} /> : <Input {...common} />}
      {field.error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {field.error}
        </p>
      )}
    </div>
  );
}
