import { formatDuration, PODCAST_STRINGS, type PodcastChapter } from '@studioportal/shared';
import { cn } from '@/lib/cn';

/** The chapters as buttons that jump there; the one playing is marked for eyes and screen readers. */
export function ChapterList({
  chapters,
  currentIndex,
  onJump,
  className,
}: {
  chapters: readonly PodcastChapter[];
  currentIndex: number;
  onJump: (seconds: number) => void;
  className?: string;
}) {
  if (chapters.length === 0) return null;
  return (
    <nav aria-label={PODCAST_STRINGS.player.chapters} className={className}>
      <ol className="grid gap-0.5">
        {chapters.map((chapter, index) => {
          const current = index === currentIndex;
          return (
            <li key={`${chapter.start_s}-${chapter.title}`}>
              <button
                type="button"
                onClick={() => onJump(chapter.start_s)}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'flex w-full items-baseline gap-3 rounded-md px-2 py-1.5 text-left text-sm transition-colors',
                  'hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  current ? 'bg-primary/10 font-medium text-foreground' : 'text-foreground/85',
                )}
              >
                <span className={cn('tabular w-14 shrink-0 text-xs', current ? 'text-primary' : 'text-muted-foreground')}>
                  {formatDuration(chapter.start_s)}
                </span>
                <span className="min-w-0 flex-1 truncate">{chapter.title}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
