import { Music } from 'lucide-react';
import { CLOCK_STRINGS, formatMmSs, type ClockMediaRef } from '@studioportal/shared';
import { cn } from '@/lib/cn';

/** A media item's length as mm:ss, or null while the library has not measured it. */
export function mediaLength(media: { duration_ms: number | null }): string | null {
  return media.duration_ms === null ? null : formatMmSs(Math.max(1, Math.round(media.duration_ms / 1000)));
}

/** The audio file an element carries: the library's name and its length, with the icon /media uses for sound. */
export function ElementMedia({ media, className }: { media: ClockMediaRef; className?: string }) {
  const length = mediaLength(media);
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-1 text-xs', className)} title={CLOCK_STRINGS.mediaOnElement(media.title, length)}>
      <Music className="size-3 shrink-0" aria-hidden />
      <span className="sr-only">{CLOCK_STRINGS.mediaLabel}: </span>
      <span className="truncate">{media.title}</span>
      {length && <span className="tabular shrink-0">· {length}</span>}
    </span>
  );
}
