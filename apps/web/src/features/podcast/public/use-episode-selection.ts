import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parsePodcastTimestamp, podcastEmbedQuerySchema, type PublicPodcastEpisode } from '@studioportal/shared';

/**
 * Which episode the page shows, from the address (?episode=<id>&t=<time>), so a shared link
 * opens the right episode at the right moment and the back button works. Without a valid,
 * published id the newest episode is shown.
 */
export function useEpisodeSelection(episodes: readonly PublicPodcastEpisode[]) {
  const [params, setParams] = useSearchParams();
  const query = podcastEmbedQuerySchema.parse(Object.fromEntries(params));
  const requested = query.episode ? episodes.find((e) => e.id === query.episode) : undefined;
  const selected = requested ?? episodes[0] ?? null;
  const startAt = requested ? parsePodcastTimestamp(query.t) : null;

  const select = useCallback(
    (episodeId: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('episode', episodeId);
          next.delete('t');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { selected, startAt, isLatest: selected !== null && selected.id === episodes[0]?.id, select, query };
}
