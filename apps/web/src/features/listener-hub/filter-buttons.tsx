import { Button } from '@/components/ui/button';

/**
 * A row of toggle buttons choosing one list (venter/godkjent/skjult, ønsket/spilt/avvist): a group
 * named for screen readers, the chosen one pressed.
 */
export function FilterButtons<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly { value: T; label: string }[]; onChange: (value: T) => void }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1.5">
      {options.map((option) => (
        <Button key={option.value} size="sm" variant={option.value === value ? 'default' : 'outline'} aria-pressed={option.value === value} onClick={() => onChange(option.value)}>
          {option.label}
        </Button>
      ))}
    </div>
  );
}
