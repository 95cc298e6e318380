import { useEffect, useState } from 'react';
import { useConversations } from './api';

/**
 * Until when the signed-in person is muted in the chat (from GET /api/chat/conversations, kept
 * current by 'chat.mute.changed'), or null. Turns null by itself the moment the mute runs out.
 */
export function useOwnMute(): string | null {
  const { data } = useConversations();
  // Data restored from an older offline copy has no such field.
  const until = data?.muted_until ?? null;
  const end = until ? Date.parse(until) : NaN;
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!Number.isFinite(end)) return;
    const left = end - Date.now();
    if (left <= 0) return;
    // Timers cannot wait longer than ~24.8 days; a mute is at most a day.
    const timer = window.setTimeout(() => setTick((n) => n + 1), Math.min(left + 50, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [end]);
  return Number.isFinite(end) && end > Date.now() ? until : null;
}
