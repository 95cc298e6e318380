import { useSyncExternalStore } from 'react';
import { CHAT_TYPING_TTL_MS } from '@studioportal/shared';

/**
 * Who is typing where, from the ephemeral 'chat.typing' events. An entry disappears by itself
 * CHAT_TYPING_TTL_MS after the last signal, or at once when that person's message arrives.
 */
interface Typist {
  userId: string;
  name: string;
  until: number;
}

const typing = new Map<string, Typist[]>();
const listeners = new Set<() => void>();
const EMPTY: readonly Typist[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function emit() {
  for (const listener of listeners) listener();
}

function schedulePrune() {
  clearTimeout(timer);
  const next = Math.min(...[...typing.values()].flat().map((t) => t.until));
  if (!Number.isFinite(next)) return;
  timer = setTimeout(prune, Math.max(50, next - Date.now()));
}

function prune() {
  const now = Date.now();
  let changed = false;
  for (const [key, list] of typing) {
    const alive = list.filter((t) => t.until > now);
    if (alive.length !== list.length) {
      changed = true;
      if (alive.length) typing.set(key, alive);
      else typing.delete(key);
    }
  }
  if (changed) emit();
  schedulePrune();
}

export function markTyping(conversation: string, userId: string, name: string) {
  const others = (typing.get(conversation) ?? []).filter((t) => t.userId !== userId);
  typing.set(conversation, [...others, { userId, name, until: Date.now() + CHAT_TYPING_TTL_MS }]);
  emit();
  schedulePrune();
}

export function clearTyping(conversation: string, userId: string) {
  const list = typing.get(conversation);
  if (!list?.some((t) => t.userId === userId)) return;
  const rest = list.filter((t) => t.userId !== userId);
  if (rest.length) typing.set(conversation, rest);
  else typing.delete(conversation);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names of the people typing in a conversation right now. */
export function useTypists(conversation: string): readonly Typist[] {
  return useSyncExternalStore(subscribe, () => typing.get(conversation) ?? EMPTY);
}
