import { EDITORIAL_STATUS_LABELS, EDITORIAL_STATUSES, EDITORIAL_STRINGS, type EditorialStatus } from '@studioportal/shared';
import { NativeSelect } from '@/components/ui/native-select';
import { displayName } from '@/lib/people';
import { useContentPeople, useEditorialTargets } from '../api';

/** The workflow status: idé → under arbeid → klar → sendt. */
export function StatusSelect({ value, onChange, label, className }: { value: EditorialStatus; onChange: (s: EditorialStatus) => void; label?: string; className?: string }) {
  return (
    <NativeSelect aria-label={label} value={value} onChange={(e) => onChange(e.target.value as EditorialStatus)} className={className}>
      {EDITORIAL_STATUSES.map((s) => (
        <option key={s} value={s}>
          {EDITORIAL_STATUS_LABELS[s]}
        </option>
      ))}
    </NativeSelect>
  );
}

export function ResponsibleSelect({ value, onChange, label, id, className }: { value: string | null; onChange: (id: string | null) => void; label?: string; id?: string; className?: string }) {
  const people = useContentPeople();
  return (
    <NativeSelect id={id} aria-label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)} className={className}>
      <option value="">{EDITORIAL_STRINGS.nobody}</option>
      {(people.data?.people ?? []).map((p) => (
        <option key={p.id} value={p.id}>
          {displayName(p.full_name)}
        </option>
      ))}
    </NativeSelect>
  );
}

export function ShowSelect({ value, onChange, id, className }: { value: string | null; onChange: (id: string | null) => void; id?: string; className?: string }) {
  const targets = useEditorialTargets();
  return (
    <NativeSelect id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)} className={className}>
      <option value="">{EDITORIAL_STRINGS.noShow}</option>
      {(targets.data?.shows ?? []).map((s) => (
        <option key={s.id} value={s.id}>
          {s.label}
        </option>
      ))}
    </NativeSelect>
  );
}
