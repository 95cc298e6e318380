import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Decorative spinner; the surrounding text says what is loading. */
export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden className={cn('size-5 animate-spin text-primary motion-reduce:animate-none', className)} />;
}

/** Full-page wait state with a visible (and announced) message such as 'Sjekker tilgang...'. */
export function LoadingScreen({ message, className }: { message: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex min-h-[60dvh] flex-1 flex-col items-center justify-center gap-3 p-6', className)}>
      <Spinner className="size-7" />
      <p className="text-sm text-muted-foreground">{message}</p>
    </div>
  );
}
