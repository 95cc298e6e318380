import type { PersonRef } from '@studioportal/shared';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { displayName } from '@/lib/people';

/** 'Produsent': one colleague or nobody (''), for shows and show templates alike. */
export function ProducerSelect({
  staff,
  value,
  onChange,
  warnings,
}: {
  staff: readonly PersonRef[];
  value: string;
  onChange: (id: string) => void;
  /** Colleagues who are away or off on the show's date, with why (availability). */
  warnings?: ReadonlyMap<string, string>;
}) {
  const chosenWarning = value ? warnings?.get(value) : undefined;
  return (
    <FormField label="Produsent" hint={chosenWarning && <span className="font-medium text-amber-700 dark:text-amber-400">{chosenWarning}</span>}>
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Ingen</option>
        {staff.map((p) => {
          const warning = warnings?.get(p.id);
          return (
            <option key={p.id} value={p.id}>
              {warning ? `${displayName(p.full_name)} – ${warning}` : displayName(p.full_name)}
            </option>
          );
        })}
      </NativeSelect>
    </FormField>
  );
}
