/**
 * What the listener has typed, per form, kept in memory for as long as the tab lives: a form that
 * disappears (the show went off air between two polls, another episode was chosen) and comes back
 * still has the text. Nothing is written to storage: a name and a message are the listener's own.
 */
const drafts = new Map<string, Record<string, string>>();

export function readDraft<F extends string>(key: string, fields: readonly F[]): Record<F, string> {
  const saved = drafts.get(key) ?? {};
  return Object.fromEntries(fields.map((f) => [f, saved[f] ?? ''])) as Record<F, string>;
}

export function writeDraft(key: string, values: Record<string, string>) {
  drafts.set(key, values);
}

/** For tests. */
export function clearDrafts() {
  drafts.clear();
}
