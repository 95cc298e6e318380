import { CLOCK_COLOR_SUGGESTIONS } from '@studioportal/shared';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

interface ColorFieldProps {
  id: string;
  value: string | null;
  onChange: (color: string | null) => void;
}

/** A show's colour: a few suggestions, a free choice, or none (the app's accent colour). */
export function ColorField({ id, value, onChange }: ColorFieldProps) {
  return (
    <div className="grid gap-2">
      <Label id={`${id}-label`}>Farge</Label>
      <div role="radiogroup" aria-labelledby={`${id}-label`} className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          role="radio"
          aria-checked={value === null}
          aria-label="Ingen farge"
          onClick={() => onChange(null)}
          className={cn(
            'size-8 rounded-full border-2 border-dashed border-muted-foreground/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            value === null && 'border-solid border-foreground',
          )}
        />
        {CLOCK_COLOR_SUGGESTIONS.map((color) => (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={value === color}
            aria-label={`Farge ${color}`}
            onClick={() => onChange(color)}
            className={cn(
              'size-8 rounded-full border-2 border-transparent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              value === color && 'border-foreground',
            )}
            style={{ backgroundColor: color }}
          />
        ))}
        <label className="ml-1 inline-flex items-center gap-2 text-xs text-muted-foreground">
          <input
            type="color"
            value={value ?? '#3b82f6'}
            onChange={(e) => onChange(e.target.value.toLowerCase())}
            aria-label="Egen farge"
            className="h-8 w-10 cursor-pointer rounded border bg-transparent"
          />
          Egen
        </label>
      </div>
    </div>
  );
}
