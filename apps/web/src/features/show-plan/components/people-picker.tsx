import type { PublicProfile } from '@studioportal/shared';
import { displayName, personColor } from '@/lib/people';

interface PeoplePickerProps {
  legend: string;
  staff: PublicProfile[];
  value: string[];
  onChange: (ids: string[]) => void;
  /** Colleagues who are away or off on the show's date, with why (availability). */
  warnings?: ReadonlyMap<string, string>;
}

/** Checkboxes of approved colleagues, each with their own colour (hosts of a show). */
export function PeoplePicker({ legend, staff, value, onChange, warnings }: PeoplePickerProps) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      {staff.length === 0 ? (
        <p className="text-xs text-muted-foreground">Ingen godkjente kolleger ennå.</p>
      ) : (
        <div className="grid max-h-40 gap-0.5 overflow-y-auto rounded-md border p-1 sm:grid-cols-2">
          {staff.map((person) => {
            const warning = warnings?.get(person.id);
            const warningId = `unavailable-${person.id}`;
            return (
              <label key={person.id} className="flex min-w-0 items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-accent/60">
                <input
                  type="checkbox"
                  checked={value.includes(person.id)}
                  onChange={(e) => onChange(e.target.checked ? [...value, person.id] : value.filter((id) => id !== person.id))}
                  aria-describedby={warning ? warningId : undefined}
                  className="size-4 shrink-0 accent-[var(--primary)]"
                />
                <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: personColor(person) }} />
                <span className="min-w-0">
                  <span className="block truncate">{displayName(person.full_name)}</span>
                  {warning && (
                    <span id={warningId} className="block text-xs font-medium text-amber-700 dark:text-amber-400">
                      {warning}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
