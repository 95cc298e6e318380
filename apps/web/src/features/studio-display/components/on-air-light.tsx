import { ON_AIR_STRINGS } from '@studioportal/shared';
import { cn } from '@/lib/cn';

/** The studio's ON AIR light: lit red while live, dark and quiet otherwise. */
export function OnAirLight({ live, className }: { live: boolean | null; className?: string }) {
  return (
    <div
      role="status"
      aria-label={live ? ON_AIR_STRINGS.indicatorOn : ON_AIR_STRINGS.indicatorOff}
      data-testid="display-on-air"
      data-live={live === true}
      className={cn(
        'flex items-center justify-center rounded-[1.2vw] border-[0.3vw] font-black uppercase tracking-[0.18em] transition-colors duration-200',
        live
          ? 'border-red-400 bg-red-600 text-white shadow-[0_0_4vw_0.5vw_rgba(239,68,68,0.55)]'
          : 'border-border bg-muted/50 text-muted-foreground/70',
        className,
      )}
    >
      <span aria-hidden>{live ? ON_AIR_STRINGS.onAir : ON_AIR_STRINGS.offAir}</span>
    </div>
  );
}
