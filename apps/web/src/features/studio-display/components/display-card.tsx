import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { nameFit } from '../lib/name-fit';
import styles from './clock-panel.module.css';

/**
 * Type steps of the clock display: on the kiosk they come from the room the panel has
 * (clock-panel.module.css); inside the layout they are fixed steps. Same hierarchy in both:
 * wall clock, time left, countdowns.
 */
export const TYPE = {
  wall: { large: styles.wallTime, embedded: 'text-6xl sm:text-7xl' },
  left: { large: styles.leftTime, embedded: 'text-5xl sm:text-6xl' },
  count: { large: styles.countdown, embedded: 'text-3xl sm:text-4xl' },
  title: { large: styles.title, embedded: 'text-lg sm:text-xl' },
  label: { large: styles.label, embedded: 'text-xs' },
  meta: { large: styles.meta, embedded: 'text-sm sm:text-base' },
} as const;

export const typeOf = (step: keyof typeof TYPE, large: boolean) => TYPE[step][large ? 'large' : 'embedded'];

const TONES = {
  plain: '',
  current: 'border-red-500/50 bg-red-500/[0.07]',
  /** Over time: the frame turns red as the figure does (Ontime's overtime outline). */
  over: 'border-red-500 bg-red-500/[0.12] ring-[length:max(2px,0.45cqmin)] ring-red-500 ring-inset',
  behind: 'border-amber-500/60 bg-amber-500/[0.09]',
} as const;

interface DisplayCardProps {
  label: string;
  tone?: keyof typeof TONES;
  large: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * One card of the clock display: a label row, then the name and the figure. A two-column grid,
 * so a CardAside can sit beside the label while screen readers meet it after the name; the other
 * children span both columns (CardTitle, Figure and CardMeta do).
 */
export function DisplayCard({ label, tone = 'plain', large, className, children }: DisplayCardProps) {
  return (
    <section
      aria-label={label}
      className={cn(
        'grid min-w-0 grid-cols-[minmax(0,1fr)_auto] content-start border bg-card',
        large ? cn(styles.cell, styles.card) : 'gap-x-4 gap-y-1 rounded-xl p-4',
        TONES[tone],
        className,
      )}
    >
      <h2 className={cn('col-start-1 row-start-1 font-semibold uppercase leading-tight tracking-wider text-muted-foreground', typeOf('label', large))}>
        {label}
      </h2>
      {children}
    </section>
  );
}

/** Beside the label, top right (the hard start's wall time, 'Etter planen'). */
export function CardAside({ large, children }: { large: boolean; children: ReactNode }) {
  return (
    <p className={cn('col-start-2 row-start-1 self-start whitespace-nowrap text-right leading-tight text-muted-foreground', typeOf('label', large))}>{children}</p>
  );
}

/**
 * A name: at most two lines on the kiosk (three on a phone; the lines and the size are in the
 * panel's stylesheet, set smaller the longer it is, nameFit) and three inside the layout, so a
 * long one never pushes a number away.
 */
export function CardTitle({ large, muted = false, children }: { large: boolean; muted?: boolean; children: string }) {
  return (
    <p
      className={cn('col-span-2 break-words font-bold leading-[1.15]', !large && 'line-clamp-3', typeOf('title', large), muted && 'font-medium text-muted-foreground')}
      style={large ? ({ '--fit': nameFit(children) } as CSSProperties) : undefined}
    >
      {children}
    </p>
  );
}

interface FigureProps {
  step: 'left' | 'count';
  large: boolean;
  testId: string;
  className?: string;
  /** Said after the figure in smaller type ('igjen'); wraps below it when there is no room. */
  caption?: ReactNode;
  children: ReactNode;
}

/**
 * A number: tabular, never wrapped or truncated (its size is chosen so it fits). Line height 1.1
 * holds the glyphs' own height (about 1.16em in common fonts) inside the card's padding.
 */
export function Figure({ step, large, testId, className, caption, children }: FigureProps) {
  return (
    <p className={cn('col-span-2 flex flex-wrap items-baseline gap-x-[0.4em]', large ? 'mt-[0.15em]' : 'mt-1')}>
      <span data-testid={testId} className={cn('tabular min-w-0 max-w-full whitespace-nowrap font-bold leading-[1.1] tracking-tight', typeOf(step, large), className)}>
        {children}
      </span>
      {caption && (
        <>
          {' '}
          <span className={cn('whitespace-nowrap font-semibold text-muted-foreground', typeOf('meta', large), className)}>{caption}</span>
        </>
      )}
    </p>
  );
}

/** A line of smaller text under the figure (back-timing). */
export function CardMeta({ large, className, children }: { large: boolean; className?: string; children: ReactNode }) {
  return <p className={cn('col-span-2 font-semibold leading-tight', typeOf('meta', large), className)}>{children}</p>;
}
