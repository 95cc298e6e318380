import { formatPodcastLength, PODCAST_STRINGS, type PodcastEpisode } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/datetime';
import { Artwork } from '../player/artwork';
import { StatusBadge } from './status-badge';

const S = PODCAST_STRINGS.manage;

/** The staff's episode list: status, date, length and plays at a glance; a click opens the editor. */
export function EpisodeRows({
  episodes,
  selectedId,
  onOpen,
  fallbackArtwork,
}: {
  episodes: readonly PodcastEpisode[];
  selectedId: string | null;
  onOpen: (id: string) => void;
  /** The show's artwork, which listeners see for episodes without their own. */
  fallbackArtwork: string | null;
}) {
  if (episodes.length === 0) {
    return <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">{S.noEpisodes}</p>;
  }
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
      {episodes.map((episode) => {
        const selected = episode.id === selectedId;
        return (
          <li key={episode.id}>
            <button
              type="button"
              onClick={() => onOpen(episode.id)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'flex w-full items-center gap-3 rounded-xl border bg-card p-3 text-left transition-colors',
                'hover:border-foreground/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                selected && 'border-primary/60 ring-1 ring-primary/40',
              )}
            >
              <Artwork src={episode.artwork_url ?? fallbackArtwork} alt="" className="size-12" displayPx={48} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{episode.title}</span>
                <span className="tabular block truncate text-xs text-muted-foreground">
                  {[
                    episode.publish_at ? formatDate(episode.publish_at) : `Opprettet ${formatDate(episode.created_at)}`,
                    episode.duration_s ? formatPodcastLength(episode.duration_s) : 'Ingen lydfil',
                    `${episode.plays} ${S.plays.toLowerCase()}`,
                  ].join(' · ')}
                </span>
              </span>
              <StatusBadge status={episode.status} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
