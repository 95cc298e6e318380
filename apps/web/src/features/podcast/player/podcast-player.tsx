import { useEffect, useId, useLayoutEffect, useRef, type ElementType } from 'react';
import { Loader2, Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import {
  formatPodcastLength,
  formatDuration,
  PODCAST_SKIP_BACK_S,
  PODCAST_SKIP_FORWARD_S,
  PODCAST_STRINGS,
} from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/datetime';
import { Artwork } from './artwork';
import { ChapterList } from './chapter-list';
import { handlePlayerKey } from './player-keys';
import { SeekBar } from './seek-bar';
import { ShareControl, SpeedControl } from './player-triggers';
import { usePodcastAudio, type PlayableEpisode } from './use-podcast-audio';

const S = PODCAST_STRINGS.player;

export interface PodcastPlayerProps {
  episode: PlayableEpisode & { published_at?: string };
  showTitle: string;
  /** 'full': the page's player with chapters; 'compact': one block for small frames. */
  variant?: 'full' | 'compact';
  /** Start here (a share link's ?t=) instead of the remembered position. */
  startAt?: number | null;
  /** Start playing as soon as it is shown (after a click on an episode: the click allows it). */
  autoPlay?: boolean;
  /** 'global': the keys work anywhere on the page (the embed); 'local': while focus is in the player. */
  keyboard?: 'global' | 'local';
  showChapters?: boolean;
  eyebrow?: string;
  titleAs?: ElementType;
  className?: string;
}

/** Play/pause, seek, −15/+30 s, speed, chapters, share at a moment, keyboard control. */
export function PodcastPlayer({
  episode,
  showTitle,
  variant = 'full',
  startAt = null,
  autoPlay = false,
  keyboard = 'local',
  showChapters = variant === 'full',
  eyebrow,
  titleAs: Title = 'h2',
  className,
}: PodcastPlayerProps) {
  const audio = usePodcastAudio(episode, { startAt, showTitle });
  const helpId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  // An adopted element (started on the server's page) sits where the own <audio> would.
  const { adopted } = audio;
  useLayoutEffect(() => {
    if (adopted && sectionRef.current && adopted.parentNode !== sectionRef.current) sectionRef.current.prepend(adopted);
  }, [adopted]);
  const compact = variant === 'compact';

  // The latest controls for the window listener, without re-subscribing on every time update.
  const latest = useRef(audio);
  latest.current = audio;
  useEffect(() => {
    if (keyboard !== 'global') return;
    const onKey = (event: KeyboardEvent) => {
      if (handlePlayerKey(event, latest.current)) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keyboard]);

  const { play } = audio;
  useEffect(() => {
    if (autoPlay) play();
  }, [autoPlay, episode.id, play]);

  const chapter = audio.chapterIndex >= 0 ? episode.chapters[audio.chapterIndex] : undefined;
  const published = episode.published_at ? formatDate(episode.published_at) : null;
  const remaining = Math.max(0, audio.duration - audio.currentTime);

  const playButton = (
    <Button
      onClick={audio.toggle}
      aria-label={audio.playing ? S.pause : S.play}
      className={cn('rounded-full shadow-md', compact ? 'size-12' : 'size-14 @max-xs:size-12')}
      size="icon"
    >
      {audio.buffering && audio.playing ? (
        <Loader2 aria-hidden className="!size-6 animate-spin motion-reduce:animate-none" />
      ) : audio.playing ? (
        <Pause aria-hidden className="!size-6" fill="currentColor" />
      ) : (
        <Play aria-hidden className="!size-6 translate-x-px" fill="currentColor" />
      )}
    </Button>
  );

  const skipButtons = (
    <>
      <Button variant="ghost" size={compact ? 'sm' : 'default'} onClick={() => audio.skip(-PODCAST_SKIP_BACK_S)} aria-label={S.back} className="tabular gap-1 px-2.5 font-semibold @max-xs:px-1.5">
        <RotateCcw aria-hidden className={compact ? undefined : '!size-5'} />
        {PODCAST_SKIP_BACK_S}
      </Button>
      <Button variant="ghost" size={compact ? 'sm' : 'default'} onClick={() => audio.skip(PODCAST_SKIP_FORWARD_S)} aria-label={S.forward} className="tabular gap-1 px-2.5 font-semibold @max-xs:px-1.5">
        {PODCAST_SKIP_FORWARD_S}
        <RotateCw aria-hidden className={compact ? undefined : '!size-5'} />
      </Button>
    </>
  );

  const times = (
    <div className="tabular flex justify-between text-xs text-muted-foreground">
      <span>
        <span className="sr-only">Spilt av: </span>
        {formatDuration(audio.currentTime)}
      </span>
      <span>
        <span className="sr-only">Gjenstår: </span>
        {S.remaining(formatDuration(remaining))}
      </span>
    </div>
  );

  return (
    <section
      ref={sectionRef}
      aria-label={`${S.region}: ${episode.title}`}
      aria-describedby={helpId}
      onKeyDown={keyboard === 'local' ? (e) => handlePlayerKey(e, audio) && e.preventDefault() : undefined}
      className={cn('@container grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3', className)}
      data-playing={audio.playing ? 'true' : 'false'}
    >
      {!adopted && <audio key={episode.id} {...audio.audioProps} />}
      <p id={helpId} className="sr-only">
        {S.keyboardHelp}
      </p>

      <div className="flex items-center gap-3 sm:gap-4">
        <Artwork src={episode.artwork_url} alt="" className={compact ? 'size-16 sm:size-20' : 'size-20 sm:size-28'} displayPx={compact ? 80 : 112} />
        <div className="min-w-0 flex-1">
          {eyebrow && <p className="text-xs font-semibold uppercase tracking-wide text-primary dark:text-blue-400">{eyebrow}</p>}
          <Title className={cn('font-semibold leading-snug tracking-tight', compact ? 'truncate text-base' : 'text-lg sm:text-xl')}>{episode.title}</Title>
          <p className="truncate text-sm text-muted-foreground">
            {[compact ? showTitle : null, published, formatPodcastLength(audio.duration || episode.duration_s)].filter(Boolean).join(' · ')}
          </p>
          {chapter && (
            <p className="truncate text-sm text-foreground/80">
              <span className="sr-only">{S.chapters}: </span>
              {chapter.title}
            </p>
          )}
        </div>
        {compact && playButton}
      </div>

      <div className="grid gap-1">
        <SeekBar currentTime={audio.currentTime} duration={audio.duration || episode.duration_s} chapters={episode.chapters} onSeek={audio.seek} />
        {times}
      </div>

      <div className="flex items-center gap-1 @sm:gap-2">
        {compact ? (
          skipButtons
        ) : (
          <div className="flex items-center gap-1 @sm:gap-3">
            {skipButtons}
            {playButton}
          </div>
        )}
        <div className="ml-auto flex items-center @max-xs:-mr-1">
          <SpeedControl speed={audio.speed} onChange={audio.setSpeed} compact={compact} />
          <ShareControl episodeId={episode.id} episodeTitle={episode.title} currentTime={audio.currentTime} compact={compact} />
        </div>
      </div>

      {audio.failed && (
        <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          {S.loadError}
        </p>
      )}
      {!audio.failed && audio.resumedFrom !== null && !audio.playing && (
        <p className="text-xs text-muted-foreground">{S.resumed(formatDuration(audio.resumedFrom))}</p>
      )}

      {showChapters && episode.chapters.length > 0 && (
        <div className="border-t pt-3">
          <h3 className="mb-1.5 px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{S.chapters}</h3>
          <ChapterList chapters={episode.chapters} currentIndex={audio.chapterIndex} onJump={(s) => audio.seek(s)} />
        </div>
      )}
    </section>
  );
}
