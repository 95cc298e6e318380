import { Link } from 'react-router';
import { ON_AIR_STRINGS } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { useOnAir } from '../api';
import { useOnAirSync } from '../use-on-air-sync';

/**
 * The navbar's live ON AIR marker: a red lit pill while live, a quiet grey one otherwise. It links
 * to the control page; its name says the state in words, not only in colour.
 */
export default function OnAirIndicator() {
  const { data } = useOnAir();
  useOnAirSync();
  if (!data) return null;
  const live = data.status.is_live;
  return (
    <Link
      to="/on-air-control"
      data-testid="on-air-indicator"
      data-live={live}
      aria-label={live ? ON_AIR_STRINGS.indicatorOn : ON_AIR_STRINGS.indicatorOff}
      className={cn(
        'inline-flex h-7 shrink-0 items-center gap-1.5 rounded-md border px-2 text-[11px] font-extrabold uppercase tracking-widest transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        live
          ? 'border-red-500 bg-red-600 text-white shadow-[0_0_14px_-2px_rgba(239,68,68,0.8)]'
          : 'border-border bg-muted/60 text-muted-foreground hover:text-foreground',
      )}
    >
      <span aria-hidden className={cn('size-2 rounded-full', live ? 'bg-white motion-safe:animate-pulse' : 'bg-muted-foreground/50')} />
      <span aria-hidden>{ON_AIR_STRINGS.onAir}</span>
    </Link>
  );
}
