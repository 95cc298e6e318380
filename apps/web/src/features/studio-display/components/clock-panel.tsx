import { formatClock } from '@/lib/datetime';
import { cn } from '@/lib/cn';
import type { DisplayPanelProps } from '@/lib/extension-points';
import { AnalogClock } from './analog-clock';
import { ElementPanels } from './element-panels';

/** The clock display's panel: the clock face and wall time, the current and next element and the next hard start. */
export default function ClockPanel({ now, timeZone, large, running, squeezed }: DisplayPanelProps) {
  const digital = formatClock(now, timeZone);
  return (
    <div
      className={cn(
        'grid min-h-0 items-center',
        large ? 'grid-cols-[auto_minmax(0,1fr)] gap-[3vw]' : 'gap-6 lg:grid-cols-[auto_minmax(0,1fr)]',
        squeezed && 'grid-cols-1 content-center gap-[2vh]',
      )}
    >
      <div className={cn('flex min-h-0 flex-col items-center', large ? 'h-full justify-center gap-[1.5vh]' : 'gap-3', squeezed && 'h-auto')}>
        {!squeezed && <AnalogClock now={now} timeZone={timeZone} className={large ? 'min-h-0 w-auto max-h-[50vh] max-w-[34vw] flex-1' : 'h-64 sm:h-80'} />}
        <time
          role="timer"
          aria-label={`Klokken er ${digital}`}
          dateTime={now.toISOString()}
          data-testid="display-digital-clock"
          className={cn('tabular font-bold leading-none tracking-tight', large ? 'text-[clamp(2.5rem,11vh,9rem)]' : 'text-6xl')}
        >
          {digital}
        </time>
      </div>
      <ElementPanels state={running} now={now} timeZone={timeZone} large={large} row={squeezed} />
    </div>
  );
}
