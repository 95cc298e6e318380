import type { ChatPerson } from '@studioportal/shared';

/** The '@…' being typed right before the caret, if any: up to two words, as in '@Kari No'. */
const ACTIVE_MENTION = /(?:^|[\s(])@([\p{L}\p{N}._-]*(?: [\p{L}\p{N}._-]*)?)$/u;

export interface ActiveMention {
  /** Index of the '@'. */
  start: number;
  query: string;
}

export function activeMention(text: string, caret: number): ActiveMention | null {
  const match = ACTIVE_MENTION.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, query };
}

/** Colleagues whose name (or one of its words) starts with what was typed; at most `limit`. */
export function mentionSuggestions(people: readonly ChatPerson[], query: string, limit = 6): ChatPerson[] {
  const q = query.trim().toLocaleLowerCase('nb');
  return people
    .filter((p) => {
      const name = (p.full_name ?? '').toLocaleLowerCase('nb');
      if (!name) return false;
      return q === '' || name.startsWith(q) || name.split(/\s+/).some((word) => word.startsWith(q));
    })
    .slice(0, limit);
}

/** Replaces the '@query' at `mention` with '@Full Name ' and returns the new text and caret. */
export function insertMention(text: string, mention: ActiveMention, caret: number, name: string): { text: string; caret: number } {
  const inserted = `@${name} `;
  const next = text.slice(0, mention.start) + inserted + text.slice(caret).replace(/^ /, '');
  return { text: next, caret: mention.start + inserted.length };
}

/** True when what follows the '@' is exactly someone's full name. */
export function isCompleteName(people: readonly ChatPerson[], query: string): boolean {
  const q = query.trim().toLocaleLowerCase('nb');
  return q.includes(' ') && people.some((p) => (p.full_name ?? '').trim().toLocaleLowerCase('nb') === q);
}
