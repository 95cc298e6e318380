import { useRef, useState } from 'react';
import { Podcast } from 'lucide-react';
import { PODCAST_STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/spinner';
import { useServerPageHandover } from '@/lib/server-page';
import { usePublicPodcast } from '../api';
import { PodcastPlayer } from '../player/podcast-player';
import { EpisodeComments } from './comments/episode-comments';
import { useEarlyPageHandover } from './early-handover';
import { EpisodeList } from './episode-list';
import { ShowHeader, type ManageLinkComponent } from './show-header';
import { useLiveReady } from './to-studio/live-query';
import { ToStudioSection } from './to-studio/to-studio-section';
import { useEpisodeSelection } from './use-episode-selection';

const S = PODCAST_STRINGS.page;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * /podcast: public. The show, the chosen (or newest) episode's player, and every episode. The
 * listener page (podcast-main.tsx) and the staff app's route (staff-podcast-page.tsx) both show
 * it; `ManageLink` is given to those who may manage the episodes.
 */
export default function PodcastPage({ ManageLink }: { ManageLink?: ManageLinkComponent }) {
  const { data, isPending, isError, refetch } = usePublicPodcast();
  const { selected, startAt, isLatest, select } = useEpisodeSelection(data?.episodes ?? []);
  const [autoPlayId, setAutoPlayId] = useState<string | null>(null);
  const playerRef = useRef<HTMLDivElement>(null);
  // Asked here, beside /api/podcast, so "Til studio" is ready when the page is.
  const liveReady = useLiveReady();
  // The server's /podcast markup stays until the data (or the error) can replace it; what the
  // listener started on it goes over to this page then.
  useEarlyPageHandover();
  useServerPageHandover(!isPending && liveReady);

  if (isPending) return <LoadingScreen message="Laster podkasten..." />;
  if (isError || !data) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
        <p>{S.loadFailed}</p>
        <Button onClick={() => void refetch()}>{S.retry}</Button>
      </div>
    );
  }

  const choose = (episodeId: string) => {
    select(episodeId);
    setAutoPlayId(episodeId);
    playerRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  };

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-6 sm:px-6 lg:py-10">
      <ShowHeader show={data.show} feedUrl={data.feed_url} ManageLink={ManageLink} />

      {selected ? (
        <>
          <div ref={playerRef} className="scroll-mt-20">
            <Card className="p-4 sm:p-6">
              <PodcastPlayer
                episode={selected}
                showTitle={data.show.title}
                eyebrow={isLatest ? S.latest : S.nowPlaying}
                startAt={startAt}
                autoPlay={autoPlayId === selected.id}
              />
              {selected.description && (
                <details data-keep-open="description" className="group mt-4 border-t pt-3">
                  <summary className="cursor-pointer list-none text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                    <span className="group-open:hidden">Vis episodebeskrivelse</span>
                    <span className="hidden group-open:inline">Skjul episodebeskrivelse</span>
                  </summary>
                  <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-foreground/85">{selected.description}</p>
                </details>
              )}
              <EpisodeComments episodeId={selected.id} />
            </Card>
          </div>
          <ToStudioSection />
          <section aria-labelledby="all-episodes" className="grid gap-3">
            <h2 id="all-episodes" className="text-lg font-semibold tracking-tight">
              {S.allEpisodes} <span className="text-sm font-normal text-muted-foreground">({data.episodes.length})</span>
            </h2>
            <EpisodeList episodes={data.episodes} selectedId={selected.id} onChoose={choose} />
          </section>
        </>
      ) : (
        <>
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <Podcast aria-hidden className="size-10 text-muted-foreground" />
            <p className="text-muted-foreground">{S.empty}</p>
          </Card>
          <ToStudioSection />
        </>
      )}
    </div>
  );
}
