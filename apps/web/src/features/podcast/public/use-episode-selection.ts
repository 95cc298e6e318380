import { useCallback, useSyncExternalStore } from 'react';
import { parsePodcastTimestamp, UUID_PATTERN, type PublicPodcastEpisode } from '@studioportal/shared';

/** Said when this page changes its own address (history.replaceState tells nobody). */
const ADDRESS_CHANGED = 'studioportal:podcast-address';

function subscribeToAddress(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ADDRESS_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ADDRESS_CHANGED, onChange);
  };
}

const currentSearch = () => window.location.search;

/**
 * The page's query string, without a router: the listener page has none, and in the staff app
 * replacing the entry's query keeps React Router's own state (history.state) as it was.
 */
function useSearchParams() {
  const search = useSyncExternalStore(subscribeToAddress, currentSearch);
  const setParams = useCallback((update: (current: URLSearchParams) => URLSearchParams) => {
    const next = update(new URLSearchParams(window.location.search)).toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${next ? `?${next}` : ''}${window.location.hash}`);
    window.dispatchEvent(new Event(ADDRESS_CHANGED));
  }, []);
  return [new URLSearchParams(search), setParams] as const;
}

/** An episode id (a UUID) checked without a schema: the listener page carries no schema library. */
const EPISODE_ID = new RegExp(`^${UUID_PATTERN}$`, 'i');

/**
 * Which episode the page shows, from the address (?episode=<id>&t=<time>), so a shared link
 * opens the right episode at the right moment and the back button works. Without a valid,
 * published id the newest episode is shown.
 */
export function useEpisodeSelection(episodes: readonly PublicPodcastEpisode[]) {
  const [params, setParams] = useSearchParams();
  const episodeId = params.get('episode');
  const requested = episodeId && EPISODE_ID.test(episodeId) ? episodes.find((e) => e.id === episodeId) : undefined;
  const selected = requested ?? episodes[0] ?? null;
  const startAt = requested ? parsePodcastTimestamp(params.get('t')) : null;

  const select = useCallback(
    (episodeId: string) => {
      setParams((current) => {
        current.set('episode', episodeId);
        current.delete('t');
        return current;
      });
    },
    [setParams],
  );

  return { selected, startAt, isLatest: selected !== null && selected.id === episodes[0]?.id, select, params };
}
