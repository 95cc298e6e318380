import { Podcast } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Square cover art; without one, a calm gradient with the podcast mark (never a broken image). */
export function Artwork({ src, alt, className }: { src: string | null | undefined; alt: string; className?: string }) {
  if (src) {
    return <img src={src} alt={alt} loading="lazy" decoding="async" className={cn('aspect-square shrink-0 rounded-lg bg-muted object-cover', className)} />;
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
