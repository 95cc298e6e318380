import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@studioportal/shared';

/** Spec section 9: a new message stays highlighted for 5 s. */
export const NEW_MESSAGE_HIGHLIGHT_MS = 5000;

/**
 * Ids of messages from others that arrived while the conversation was open, for 5 s each.
 * What was there on opening, and older pages loaded later, are not new.
 */
export function useFreshMessages(messages: readonly ChatMessage[], loaded: boolean, me: string): ReadonlySet<string> {
  const newest = useRef<number | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (!loaded) return;
    const latest = messages.at(-1)?.position ?? 0;
    if (newest.current === null) {
      newest.current = latest;
      return;
    }
    const since = newest.current;
    const arrived = messages.filter((m) => m.position > since && m.sender_id !== me).map((m) => m.id);
    newest.current = Math.max(since, latest);
    if (arrived.length === 0) return;
    setFresh((prev) => new Set([...prev, ...arrived]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((prev) => new Set([...prev].filter((id) => !arrived.includes(id))));
    }, NEW_MESSAGE_HIGHLIGHT_MS);
    timers.current.add(timer);
  }, [messages, loaded, me]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  return fresh;
}
