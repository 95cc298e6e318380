import { useDeferredValue, useId, useMemo, useState } from 'react';
import { AudioLines, Play, Search } from 'lucide-react';
import { formatPodcastLength, PODCAST_STRINGS, type PublicPodcastEpisode } from '@studioportal/shared';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/datetime';
import { Artwork } from '../player/artwork';

const S = PODCAST_STRINGS.page;

/** Case- and accent-insensitive: "kafe" finds "Kafé". */
const normalize = (text: string) => text.toLocaleLowerCase('nb').normalize('NFD').replace(/[\u0300-\u036f]/g, '');

function matches(episode: PublicPodcastEpisode, words: string[]): boolean {
  const haystack = normalize(`${episode.title} ${episode.description} ${episode.chapters.map((c) => c.title).join(' ')}`);
  return words.every((word) => haystack.includes(word));
}

/** The searchable episode list; choosing one plays it in the player above. */
export function EpisodeList({
  episodes,
  selectedId,
  onChoose,
  compact = false,
}: {
  episodes: readonly PublicPodcastEpisode[];
  selectedId: string | null;
  onChoose: (episodeId: string) => void;
  compact?: boolean;
}) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const searchId = useId();
  const filtered = useMemo(() => {
    const words = normalize(deferred).split(/\s+/).filter(Boolean);
    return words.length ? episodes.filter((e) => matches(e, words)) : episodes;
  }, [episodes, deferred]);

  return (
    <div className="grid gap-3">
      {episodes.length > 3 && (
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {S.search}
          </label>
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} placeholder={S.searchPlaceholder} className="pl-9" />
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {deferred ? `${filtered.length} episoder` : ''}
      </p>
      {filtered.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{S.noResults(deferred.trim())}</p>
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
          {filtered.map((episode) => {
            const selected = episode.id === selectedId;
            return (
              <li key={episode.id}>
                <article
                  className={cn(
                    'flex items-start gap-3 rounded-xl border bg-card p-3 transition-colors',
                    selected ? 'border-primary/60 ring-1 ring-primary/40' : 'hover:border-foreground/20',
                  )}
                >
                  {!compact && <Artwork src={episode.artwork_url} alt="" className="size-14 sm:size-16" displayPx={64} />}
                  <div className="min-w-0 flex-1">
                    <h3 className="font-medium leading-snug">{episode.title}</h3>
                    <p className="tabular text-xs text-muted-foreground">
                      {[
                        formatDate(episode.published_at),
                        formatPodcastLength(episode.duration_s),
                        episode.season !== null ? S.season(episode.season) : null,
                        episode.episode_number !== null ? S.episode(episode.episode_number) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    {!compact && episode.description && <p className="mt-1 line-clamp-2 text-sm text-foreground/80">{episode.description}</p>}
                  </div>
                  <button
                    type="button"
                    onClick={() => onChoose(episode.id)}
                    aria-label={`${selected ? S.nowPlaying : S.play}: ${episode.title}`}
                    aria-pressed={selected}
                    className={cn(
                      'inline-flex size-10 shrink-0 items-center justify-center rounded-full border transition-colors',
                      'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      selected ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
                    )}
                  >
                    {selected ? <AudioLines aria-hidden className="size-4" /> : <Play aria-hidden className="size-4 translate-x-px" fill="currentColor" />}
                  </button>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
