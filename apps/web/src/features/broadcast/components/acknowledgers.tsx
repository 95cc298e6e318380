import { displayChatColor } from '@studioportal/shared';
import type { PersonRef } from '@studioportal/shared';
import { displayName } from '@/lib/people';

const INLINE_NAMES = 3;

/** "Forstått av n" with the names; more than a few fold out on demand. */
export function Acknowledgers({ people }: { people: PersonRef[] }) {
  if (people.length === 0) return <p className="text-xs text-muted-foreground">Ingen har bekreftet ennå</p>;
  const names = people.map((p) => displayName(p.full_name));
  const inline = names.length <= INLINE_NAMES ? names.join(', ') : `${names.slice(0, INLINE_NAMES).join(', ')} og ${names.length - INLINE_NAMES} til`;
  if (people.length <= INLINE_NAMES) {
    return (
      <p className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground/80">Forstått av {people.length}:</span> {inline}
      </p>
    );
  }
  return (
    <details className="group text-xs text-muted-foreground">
      <summary className="cursor-pointer rounded-sm marker:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <span className="font-medium text-foreground/80">Forstått av {people.length}:</span> {inline}
      </summary>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`Forstått av ${people.length}`}>
        {people.map((p) => (
          <li key={p.id} className="inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-foreground/85">
            <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: displayChatColor(p) }} />
            {displayName(p.full_name)}
          </li>
        ))}
      </ul>
    </details>
  );
}
