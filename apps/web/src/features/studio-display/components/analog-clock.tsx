import { zonedParts } from '@studioportal/shared';
import { cn } from '@/lib/cn';

const TICKS = Array.from({ length: 60 }, (_, i) => i);

/**
 * A studio clock face: minute ticks, hour marks, hour and minute hands and a red second hand that
 * jumps once a second (as studio clocks do, and without motion between ticks).
 */
export function AnalogClock({ now, timeZone, className }: { now: Date; timeZone: string; className?: string }) {
  const { hour, minute, second } = zonedParts(now, timeZone);
  const secondAngle = second * 6;
  const minuteAngle = minute * 6 + second * 0.1;
  const hourAngle = (hour % 12) * 30 + minute * 0.5;
  return (
    <svg viewBox="-100 -100 200 200" role="img" aria-hidden className={cn('aspect-square', className)} data-testid="analog-clock">
      <circle r="97" className="fill-card stroke-border" strokeWidth="2" />
      {TICKS.map((i) => {
        const major = i % 5 === 0;
        return (
          <line
            key={i}
            y1={-90}
            y2={major ? -76 : -84}
            transform={`rotate(${i * 6})`}
            className={major ? 'stroke-foreground' : 'stroke-muted-foreground/60'}
            strokeWidth={major ? 4 : 1.5}
            strokeLinecap="round"
          />
        );
      })}
      <line y1={12} y2={-48} transform={`rotate(${hourAngle})`} className="stroke-foreground" strokeWidth="7" strokeLinecap="round" />
      <line y1={14} y2={-72} transform={`rotate(${minuteAngle})`} className="stroke-foreground" strokeWidth="4.5" strokeLinecap="round" />
      <g transform={`rotate(${secondAngle})`} data-testid="second-hand">
        <line y1={20} y2={-82} className="stroke-red-500" strokeWidth="2" strokeLinecap="round" />
        <circle cy={-82} r="3.5" className="fill-red-500" />
      </g>
      <circle r="5" className="fill-red-500" />
    </svg>
  );
}
