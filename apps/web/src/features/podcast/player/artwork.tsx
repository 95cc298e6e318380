import { Podcast } from 'lucide-react';
import { podcastArtworkSrcSet } from '@studioportal/shared';
import { cn } from '@/lib/cn';

/**
 * Square cover art; without one, a calm gradient with the podcast mark (never a broken image).
 * `displayPx` is the largest CSS size it is shown at: the browser then fetches the small copy
 * rather than the 1400 px original wherever that is sharp enough.
 */
export function Artwork({ src, alt, className, displayPx }: { src: string | null | undefined; alt: string; className?: string; displayPx: number }) {
  if (src) {
    const srcSet = podcastArtworkSrcSet(src) ?? undefined;
    return (
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? `${displayPx}px` : undefined}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={cn('aspect-square shrink-0 rounded-lg bg-muted object-cover', className)}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={alt}
      className={cn('flex aspect-square shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-primary to-indigo-700 text-white', className)}
    >
      <Podcast aria-hidden className="size-1/2 max-h-16 max-w-16 opacity-90" />
    </div>
  );
}
