import { formatDuration, PODCAST_STRINGS, type PodcastChapter } from '@studioportal/shared';
import { cn } from '@/lib/cn';

interface SeekBarProps {
  currentTime: number;
  duration: number;
  chapters: readonly PodcastChapter[];
  onSeek: (seconds: number) => void;
  className?: string;
}

/**
 * The position slider: a real <input type="range"> (keyboard, screen readers, touch) made
 * invisible on top of a drawn track with the progress and a tick at each chapter start. The drawn
 * thumb shows the input's focus ring.
 */
export function SeekBar({ currentTime, duration, chapters, onSeek, className }: SeekBarProps) {
  const max = Math.max(1, Math.floor(duration));
  const value = Math.min(max, Math.max(0, currentTime));
  const percent = (value / max) * 100;
  return (
    <div className={cn('group relative flex h-6 items-center', className)}>
      <input
        type="range"
        min={0}
        max={max}
        step={1}
        value={Math.floor(value)}
        onChange={(e) => onSeek(Number(e.currentTarget.value))}
        aria-label={PODCAST_STRINGS.player.seek}
        aria-valuetext={`${formatDuration(value)} av ${formatDuration(max)}`}
        className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
      />
      <div aria-hidden className="absolute inset-x-0 h-1.5 overflow-hidden rounded-full bg-foreground/15">
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      {chapters.map((chapter) =>
        chapter.start_s > 0 && chapter.start_s < max ? (
          <span
            key={chapter.start_s}
            aria-hidden
            className="absolute h-2.5 w-0.5 -translate-x-1/2 rounded-full bg-foreground/45"
            style={{ left: `${(chapter.start_s / max) * 100}%` }}
          />
        ) : null,
      )}
      <span
        aria-hidden
        className={cn(
          'pointer-events-none absolute size-3.5 -translate-x-1/2 rounded-full bg-primary shadow ring-2 ring-background transition-transform motion-reduce:transition-none',
          'group-hover:scale-110 peer-focus-visible:scale-125 peer-focus-visible:ring-4 peer-focus-visible:ring-ring/60',
        )}
        style={{ left: `${percent}%` }}
      />
    </div>
  );
}
