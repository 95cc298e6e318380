import type { PersonRef } from '@studioportal/shared';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { displayName } from '@/lib/people';

/** 'Produsent': one colleague or nobody (''), for shows and show templates alike. */
export function ProducerSelect({ staff, value, onChange }: { staff: readonly PersonRef[]; value: string; onChange: (id: string) => void }) {
  return (
    <FormField label="Produsent">
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Ingen</option>
        {staff.map((p) => (
          <option key={p.id} value={p.id}>
            {displayName(p.full_name)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
