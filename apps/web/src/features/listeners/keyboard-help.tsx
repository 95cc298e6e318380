const KEYS: [string, string][] = [
  ['J / K', 'flytt'],
  ['S', 'stjernemerk'],
  ['R / Enter', 'lest'],
  ['B', 'brukt på lufta'],
  ['A', 'arkiver'],
  ['P', 'send til studio'],
];

/** The triage keys in one line (hidden on phones, still the list's description for screen readers). */
export function KeyboardHelp({ id }: { id: string }) {
  return (
    <p id={id} className="hidden flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground md:flex">
      <span className="font-medium text-foreground/80">Tastatur i lista:</span>
      {KEYS.map(([keys, what]) => (
        <span key={keys} className="inline-flex items-center gap-1">
          <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-[0.6875rem] text-foreground">{keys}</kbd> {what}
        </span>
      ))}
    </p>
  );
}
