import { useId } from 'react';
import { X } from 'lucide-react';
import { HUB_STRINGS, HUB_TYPE_LABELS, HUB_TYPES, type PersonRef, type HubType } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { NativeSelect } from '@/components/ui/native-select';
import { displayName } from '@/lib/people';

export interface HubFilterValues {
  type: HubType;
  tag: string;
  owner: string;
  from: string;
  to: string;
}
export const EMPTY_FILTERS: HubFilterValues = { type: 'all', tag: '', owner: '', from: '', to: '' };

interface HubFiltersProps {
  value: HubFilterValues;
  onChange: (value: HubFilterValues) => void;
  tags: { tag: string; count: number }[];
  owners: PersonRef[];
}

/** Type, tag, owner and a date range (the day something last changed, station time). */
export function HubFilters({ value, onChange, tags, owners }: HubFiltersProps) {
  const id = useId();
  const set = (change: Partial<HubFilterValues>) => onChange({ ...value, ...change });
  const active = JSON.stringify(value) !== JSON.stringify(EMPTY_FILTERS);
  return (
    <div className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap" role="group" aria-label="Filtre">
      <NativeSelect aria-label="Type" value={value.type} onChange={(e) => set({ type: e.target.value as HubType })} className="h-9 w-full sm:w-36">
        {HUB_TYPES.map((t) => (
          <option key={t} value={t}>
            {HUB_TYPE_LABELS[t]}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect aria-label="Etikett" value={value.tag} onChange={(e) => set({ tag: e.target.value })} className="h-9 w-full sm:w-40">
        <option value="">Alle etiketter</option>
        {tags.map((t) => (
          <option key={t.tag} value={t.tag}>
            #{t.tag} ({t.count})
          </option>
        ))}
      </NativeSelect>
      <NativeSelect aria-label="Eier" value={value.owner} onChange={(e) => set({ owner: e.target.value })} className="h-9 w-full sm:w-44">
        <option value="">Alle eiere</option>
        {owners.map((o) => (
          <option key={o.id} value={o.id}>
            {displayName(o.full_name)}
          </option>
        ))}
      </NativeSelect>
      <div className="grid min-w-0 gap-0.5 text-xs text-muted-foreground">
        <label htmlFor={`${id}-from`}>Fra dato</label>
        <DateField id={`${id}-from`} value={value.from} max={value.to || undefined} clearable onChange={(from) => set({ from })} className="w-full sm:w-40" inputClassName="h-9" />
      </div>
      <div className="grid min-w-0 gap-0.5 text-xs text-muted-foreground">
        <label htmlFor={`${id}-to`}>Til dato</label>
        <DateField id={`${id}-to`} value={value.to} min={value.from || undefined} clearable onChange={(to) => set({ to })} className="w-full sm:w-40" inputClassName="h-9" />
      </div>
      {active && (
        <Button variant="ghost" size="sm" onClick={() => onChange(EMPTY_FILTERS)}>
          <X aria-hidden />
          {HUB_STRINGS.clearFilters}
        </Button>
      )}
    </div>
  );
}
