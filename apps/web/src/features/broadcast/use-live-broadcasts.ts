import { useEffect, useMemo, useState } from 'react';
import type { BroadcastMessage } from '@studioportal/shared';
import { useAuth } from '@/features/auth';
import { useBroadcastList } from './api';
import { liveMessages, nextExpiry } from './broadcast-cache';

/** setTimeout cannot wait longer than ~24.8 days; waking early just re-plans. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The cached list as it should look right now: a message that passes its expires_at disappears at
 * that moment, without a reload and without waiting for the server (which also announces it).
 */
export function useLiveBroadcasts(): { messages: BroadcastMessage[] | undefined; isLoading: boolean; error: Error | null } {
  const { user, isApproved } = useAuth();
  const query = useBroadcastList(user !== null && isApproved);
  const [now, setNow] = useState(() => Date.now());
  const all = query.data?.messages;

  useEffect(() => {
    if (!all) return;
    const next = nextExpiry(all, Date.now());
    if (next === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(MAX_TIMER_MS, Math.max(0, next - Date.now()) + 20));
    return () => clearTimeout(timer);
  }, [all, now]);

  const messages = useMemo(() => (all ? liveMessages(all, Math.max(now, Date.now())) : undefined), [all, now]);
  return { messages, isLoading: query.isLoading, error: query.error };
}
