import { CLOCK_COLOR_SUGGESTIONS, CLOCK_LIMITS, weekdayName, WEEKDAYS_MONDAY_FIRST } from '@studioportal/shared';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import type { Draft } from '../lib/draft';
import { Switch } from './switch';

interface TemplateSettingsProps {
  draft: Draft;
  readOnly: boolean;
  nameError?: string;
  onChange: (patch: Partial<Draft>) => void;
}

/** Name, weekday, hour, colour and active state of the template being edited. */
export function TemplateSettings({ draft, readOnly, nameError, onChange }: TemplateSettingsProps) {
  return (
    <fieldset disabled={readOnly} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <FormField label="Navn" error={nameError}>
        <Input value={draft.name} maxLength={CLOCK_LIMITS.nameMax} placeholder="For eksempel Morgenshowet 07" onChange={(e) => onChange({ name: e.target.value })} />
      </FormField>
      <FormField label="Ukedag">
        <NativeSelect value={draft.weekday} onChange={(e) => onChange({ weekday: Number(e.target.value) })}>
          {WEEKDAYS_MONDAY_FIRST.map((day) => (
            <option key={day} value={day}>
              {weekdayName(day, true)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Time">
        <NativeSelect value={draft.start_hour} onChange={(e) => onChange({ start_hour: Number(e.target.value) })}>
          {Array.from({ length: 24 }, (_, hour) => (
            <option key={hour} value={hour}>
              {`kl. ${String(hour).padStart(2, '0')}–${String((hour + 1) % 24).padStart(2, '0')}`}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-2 sm:col-span-2 lg:col-span-2">
        <Label id="clock-color-label">Farge</Label>
        <div role="radiogroup" aria-labelledby="clock-color-label" className="flex flex-wrap items-center gap-2">
          {CLOCK_COLOR_SUGGESTIONS.map((color) => (
            <button
              key={color}
              type="button"
              role="radio"
              aria-checked={draft.color === color}
              aria-label={`Farge ${color}`}
              onClick={() => onChange({ color })}
              className={cn(
                'size-8 rounded-full border-2 border-transparent ring-offset-2 ring-offset-card transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                draft.color === color && 'border-foreground',
              )}
              style={{ backgroundColor: color }}
            />
          ))}
          <label className="ml-1 inline-flex items-center gap-2 text-xs text-muted-foreground">
            <input
              type="color"
              value={draft.color}
              onChange={(e) => onChange({ color: e.target.value.toLowerCase() })}
              aria-label="Egen farge"
              className="h-8 w-10 cursor-pointer rounded border bg-transparent"
            />
            Egen
          </label>
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2 sm:col-span-2 lg:col-span-1">
        <div className="text-sm">
          <p className="font-medium">Aktiv</p>
          <p className="text-xs text-muted-foreground">Aktive klokker blir dagens klokker.</p>
        </div>
        <Switch checked={draft.is_active} onCheckedChange={(is_active) => onChange({ is_active })} label="Aktiv" disabled={readOnly} />
      </div>
    </fieldset>
  );
}
