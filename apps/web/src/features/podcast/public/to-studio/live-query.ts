import { useEffect, useState } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ListenerLive, PublicPoll } from '@studioportal/shared';
import { api } from '@/lib/api';
import { formTokens } from './form-token';

/** The public listener side's queries (no account; the server sets a device cookie). */
export const listenerKeys = {
  all: ['listener'] as const,
  live: ['listener', 'live'] as const,
  comments: (episodeId: string) => ['listener', 'comments', episodeId] as const,
};

/** Every live answer's form token goes into the page's book first (form-token.ts). */
async function fetchLive(signal?: AbortSignal): Promise<ListenerLive> {
  const live = await api.get<ListenerLive>('/api/listener/live', signal ? { signal } : undefined);
  formTokens.remember(live.form_token, Date.now());
  return live;
}

/**
 * On air or not, the open poll, whether requests are taken, and a fresh form token. Asked every
 * 15 s while the page is visible and again on focus: the page holds no socket (that belongs to the
 * staff app), and the token must stay under two hours old.
 */
export const listenerLiveQuery = {
  queryKey: listenerKeys.live,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchLive(signal),
  staleTime: 10_000,
  gcTime: 5 * 60_000,
  refetchInterval: 15_000,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
  retry: 1,
};

export function useListenerLive() {
  const query = useQuery(listenerLiveQuery);
  // The query cache is saved for offline use, so a restored answer can be yesterday's ("on air",
  // with a dead token). Only an answer this page fetched itself is shown; until then, the placeholder.
  const live = query.data && formTokens.has(query.data.form_token) ? query.data : undefined;
  return { live, failed: !live && query.isError, retry: () => void query.refetch() };
}

/** Fetch the live answer now (a form without a usable token, a stale poll), whatever its age. */
export function refreshLive(queryClient: QueryClient): Promise<ListenerLive> {
  return queryClient.fetchQuery({ ...listenerLiveQuery, staleTime: 0 });
}

/** The poll in the live answer, replaced by a vote's answer (it carries this device's results). */
export function setLivePoll(queryClient: QueryClient, poll: PublicPoll) {
  queryClient.setQueryData<ListenerLive>(listenerKeys.live, (live) => (live && live.poll?.id === poll.id ? { ...live, poll } : live));
}

/** How long the page's start-up waits for the live answer before showing itself without it. */
const LIVE_WAIT_MS = 800;

/**
 * True once the live answer (or its failure) is here, or after a short wait. The server's /podcast
 * page is swapped for the app on this, so "Til studio" appears in its final state, not as a
 * placeholder that then grows under the reader's eyes.
 */
export function useLiveReady(): boolean {
  const { live, failed } = useListenerLive();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(true), LIVE_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return waited || live !== undefined || failed;
}
