import { useEffect, useState } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@studioportal/shared';
import { DateField } from '@/components/ui/date-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { AuditFilters } from '../api';

/** What happened, to whom or what (name or id), and between which station dates. */
export function AuditFiltersBar({ filters, onChange }: { filters: AuditFilters; onChange: (next: AuditFilters) => void }) {
  const [target, setTarget] = useState(filters.target ?? '');
  // Typing narrows the list after a pause, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filters.target ?? '') !== target.trim()) onChange({ ...filters, target: target.trim() || undefined });
    }, 300);
    return () => clearTimeout(timer);
  }, [target, filters, onChange]);

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FormField label="Handling">
        <NativeSelect value={filters.action ?? ''} onChange={(e) => onChange({ ...filters, action: (e.target.value || undefined) as AuditAction | undefined })}>
          <option value="">Alle handlinger</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Gjelder">
        <Input type="search" value={target} onChange={(e) => setTarget(e.target.value)} placeholder="Navn eller id" autoComplete="off" />
      </FormField>
      <FormField label="Fra dato">
        <DateField value={filters.from ?? ''} onChange={(from) => onChange({ ...filters, from: from || undefined })} clearable />
      </FormField>
      <FormField label="Til dato">
        <DateField value={filters.to ?? ''} onChange={(to) => onChange({ ...filters, to: to || undefined })} clearable />
      </FormField>
    </div>
  );
}
