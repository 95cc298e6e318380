import { useId } from 'react';
import { TO_STUDIO_STRINGS as T } from './strings';

/**
 * The field only a bot fills in: a text box named `website`, off-screen (not type=hidden, which
 * bots skip), out of the tab order, hidden from screen readers and from autofill. Its value is
 * sent as `website`; the server answers a filled one as if taken and stores nothing.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] top-0 size-px overflow-hidden">
      <label htmlFor={id}>{T.honeypot}</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </div>
  );
}
