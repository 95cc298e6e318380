import { EDITORIAL_STRINGS, formatReadTime, type AttachTarget, type EditorialTargetsResponse } from '@studioportal/shared';
import { NativeSelect } from '@/components/ui/native-select';

interface TargetSelectProps {
  targets: EditorialTargetsResponse | undefined;
  value: AttachTarget | null;
  onChange: (target: AttachTarget | null) => void;
  id?: string;
  disabled?: boolean;
}

/** Pick a clock element (grouped by clock) or a rundown item (grouped by show) for a script to follow. */
export function TargetSelect({ targets, value, onChange, id, disabled }: TargetSelectProps) {
  const groups = (items: { id: string; label: string; group: string; length: number | null }[]) => {
    const byGroup = new Map<string, typeof items>();
    for (const item of items) byGroup.set(item.group, [...(byGroup.get(item.group) ?? []), item]);
    return [...byGroup];
  };
  const elements = groups((targets?.clock_elements ?? []).map((e) => ({ ...e, length: e.duration_s })));
  const rundown = groups((targets?.rundown_items ?? []).map((r) => ({ ...r, length: r.planned_length_s })));
  return (
    <NativeSelect
      id={id}
      disabled={disabled}
      value={value ? `${value.kind}:${value.id}` : ''}
      onChange={(e) => {
        const [kind, targetId] = e.target.value.split(':');
        onChange(kind && targetId ? { kind: kind as AttachTarget['kind'], id: targetId } : null);
      }}
    >
      <option value="">{EDITORIAL_STRINGS.noTarget}</option>
      {elements.map(([group, items]) => (
        <optgroup key={`c-${group}`} label={`${EDITORIAL_STRINGS.clockElement}: ${group}`}>
          {items.map((e) => (
            <option key={e.id} value={`clock_element:${e.id}`}>
              {e.label} ({formatReadTime(e.length ?? 0)})
            </option>
          ))}
        </optgroup>
      ))}
      {rundown.map(([group, items]) => (
        <optgroup key={`r-${group}`} label={`${EDITORIAL_STRINGS.rundownItem}: ${group}`}>
          {items.map((r) => (
            <option key={r.id} value={`rundown_item:${r.id}`}>
              {r.label}
              {r.length !== null ? ` (${formatReadTime(r.length)})` : ''}
            </option>
          ))}
        </optgroup>
      ))}
    </NativeSelect>
  );
}
