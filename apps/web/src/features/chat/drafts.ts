/** Unsent text per conversation, so switching conversations does not lose what was being written. */
const drafts = new Map<string, string>();

export function loadDraft(conversation: string): string {
  return drafts.get(conversation) ?? '';
}

export function saveDraft(conversation: string, text: string): void {
  if (text) drafts.set(conversation, text);
  else drafts.delete(conversation);
}
