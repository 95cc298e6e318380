import { ON_AIR_STRINGS } from '@studioportal/shared';
import { cn } from '@/lib/cn';

/**
 * Lamp sizes. Everything in the lamp is in em of its own type, so the words can never spill out of
 * it; the kiosk sizes take the smaller of a height and a width share, for portrait screens too.
 */
const SIZES = {
  large: 'text-[clamp(1rem,min(5.6vh,4.4vw),9rem)]',
  compact: 'text-[clamp(0.9rem,min(3.8vh,3.2vw),6rem)]',
  embedded: 'text-base sm:text-2xl lg:text-3xl',
} as const;

/** The studio's ON AIR light: lit red while live, dark and quiet otherwise. */
export function OnAirLight({ live, size }: { live: boolean | null; size: keyof typeof SIZES }) {
  return (
    <div
      role="status"
      aria-label={live ? ON_AIR_STRINGS.indicatorOn : ON_AIR_STRINGS.indicatorOff}
      data-testid="display-on-air"
      data-live={live === true}
      className={cn(
        // min-w holds the lamp's size when it goes from 'Av lufta' to 'ON AIR', so nothing beside it jumps.
        'flex min-w-[7.6em] items-center justify-center whitespace-nowrap rounded-[0.35em] border-[0.08em] px-[0.8em] py-[0.4em] font-black uppercase leading-none tracking-[0.16em] transition-colors duration-200 motion-reduce:transition-none',
        live ? 'border-red-400 bg-red-600 text-white shadow-[0_0_1.2em_0.15em_rgba(239,68,68,0.55)]' : 'border-border bg-muted/50 text-muted-foreground',
        SIZES[size],
      )}
    >
      <span aria-hidden>{live ? ON_AIR_STRINGS.onAir : ON_AIR_STRINGS.offAir}</span>
    </div>
  );
}
