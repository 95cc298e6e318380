import { useEffect, useLayoutEffect, useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { PODCAST_STRINGS, podcastShareUrl, readPodcastEmbedQuery } from '@studioportal/shared';
import { Spinner } from '@/components/ui/spinner';
import { holdTheme } from '@/lib/theme';
import { usePublicPodcast } from '../api';
import { accentStyle } from '../lib/accent';
import { PodcastPlayer } from '../player/podcast-player';
import { EpisodeList } from '../public/episode-list';
import { useEpisodeSelection } from '../public/use-episode-selection';

/** Frame heights where the embed shows more: chapters from 'standard', the episode list from 'large'. */
type Room = 'compact' | 'standard' | 'large';
function roomFor(height: number): Room {
  if (height < 300) return 'compact';
  return height < 520 ? 'standard' : 'large';
}

function useRoom(): Room {
  const [room, setRoom] = useState<Room>(() => roomFor(window.innerHeight));
  useEffect(() => {
    const onResize = () => setRoom(roomFor(window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return room;
}

/**
 * /podcast-embed: the player without the layout, for other sites' iframes. Options come from the
 * query string (episode, theme light/dark, color); it needs no cookies, and its theme is never
 * written to storage, so it cannot change the visitor's own choice on this site.
 */
export default function PodcastEmbedPage() {
  const { data, isPending, isError } = usePublicPodcast();
  const { selected, startAt, select, params } = useEpisodeSelection(data?.episodes ?? []);
  const query = readPodcastEmbedQuery(Object.fromEntries(params));
  const room = useRoom();
  const [autoPlayId, setAutoPlayId] = useState<string | null>(null);

  // Before the theme provider's own effect, which would otherwise put the visitor's theme back.
  useLayoutEffect(() => (query.theme ? holdTheme(query.theme) : undefined), [query.theme]);

  const body = (() => {
    if (isPending) {
      return (
        <div role="status" className="flex flex-1 items-center justify-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Laster...
        </div>
      );
    }
    if (isError || !data) return <p className="m-auto p-4 text-sm text-muted-foreground">{PODCAST_STRINGS.page.loadFailed}</p>;
    if (!selected) return <p className="m-auto p-4 text-sm text-muted-foreground">{PODCAST_STRINGS.player.noEpisode}</p>;
    return (
      <>
        <PodcastPlayer
          episode={selected}
          showTitle={data.show.title}
          variant={room === 'compact' ? 'compact' : 'full'}
          showChapters={room !== 'compact'}
          startAt={startAt}
          autoPlay={autoPlayId === selected.id}
          keyboard="global"
          titleAs="h1"
          eyebrow={room === 'compact' ? undefined : data.show.title}
        />
        {room === 'large' && data.episodes.length > 1 && (
          <section aria-label={PODCAST_STRINGS.page.allEpisodes} className="border-t pt-3">
            <EpisodeList
              episodes={data.episodes}
              selectedId={selected.id}
              onChoose={(id) => {
                select(id);
                setAutoPlayId(id);
              }}
              compact
            />
          </section>
        )}
        {room !== 'compact' && (
          <a
            href={podcastShareUrl(window.location.origin, selected.id)}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 self-start rounded text-xs text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {PODCAST_STRINGS.player.openOnSite}
            <ExternalLink aria-hidden className="size-3" />
          </a>
        )}
      </>
    );
  })();

  return (
    <main style={accentStyle(query.color)} className="flex h-dvh flex-col gap-3 overflow-y-auto bg-card p-3 text-card-foreground sm:p-4">
      {body}
    </main>
  );
}
