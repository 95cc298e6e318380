import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * An on/off switch (role="switch") for settings that take effect at once. Name it with a <label
 * htmlFor> or aria-labelledby. The hit area is 48 px high on phones (touch target, spec section 9)
 * while the drawn track stays small.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch({ checked, onCheckedChange, className, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'group inline-flex shrink-0 items-center justify-center rounded-full max-md:min-h-12 max-md:min-w-12',
        'focus-visible:outline-none focus-visible:[&>span]:ring-2 focus-visible:[&>span]:ring-ring focus-visible:[&>span]:ring-offset-2 focus-visible:[&>span]:ring-offset-background',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn(
          'relative inline-flex h-6 w-11 items-center rounded-full border-2 border-transparent transition-colors',
          checked ? 'bg-primary' : 'bg-input',
        )}
      >
        <span className={cn('block size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0')} />
      </span>
    </button>
  );
});
