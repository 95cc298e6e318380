import { Anchor, Ban, Check, Play } from 'lucide-react';
import { CLOCK_DRIFT_STRINGS, plannedStartMs, runningState, type ActiveClock, type ClockContentElement } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { displayName } from '@/lib/people';
import { wallTime } from '../lib/format';
import { SkipButton } from './skip-button';
import type { DriftRecovery } from './use-drift-recovery';

interface ElementRecoveryListProps {
  id: string;
  clock: ActiveClock;
  now: Date;
  timeZone: string;
  recovery: DriftRecovery;
  /** Phone: 48 px buttons, the actions on their own line. */
  touch?: boolean;
}

/**
 * The running hour's elements with what each is (sent, 'Utelatt', not sent) and the two per-row
 * actions of issue 19: "Start fra her" (this one is on air now; the pending ones before it are
 * left out) and 'Utelatt' / 'Ta med igjen'.
 */
export function ElementRecoveryList({ id, clock, now, timeZone, recovery, touch = false }: ElementRecoveryListProps) {
  const state = runningState([clock], now);
  return (
    <ol id={id} aria-label={`${CLOCK_DRIFT_STRINGS.elementsInHour}: ${clock.name}`} className="grid rounded-xl border">
      {clock.elements.map((element) => {
        const onAir = state.current?.id === element.id;
        const plannedNow = state.plannedNow?.id === element.id;
        return (
          <li
            key={element.id}
            data-recovery-element={element.title}
            aria-current={onAir ? 'step' : undefined}
            className={cn(
              'grid items-center gap-x-3 gap-y-1.5 border-b px-3 py-2 last:border-b-0',
              touch ? 'grid-cols-[3.75rem_minmax(0,1fr)]' : 'grid-cols-[4.25rem_minmax(0,1fr)] sm:grid-cols-[4.25rem_minmax(0,1fr)_auto]',
              onAir && 'bg-red-500/[0.07]',
              element.sent_status === 'skipped' && 'text-muted-foreground',
            )}
          >
            <span className="tabular font-mono text-xs text-muted-foreground">{wallTime(plannedStartMs(clock, element), timeZone)}</span>
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium">
                <span className={cn('truncate', element.sent_status === 'skipped' && 'line-through decoration-1')}>{element.title}</span>
                {element.hard_start && <Anchor className="size-3.5 shrink-0 text-muted-foreground" aria-label="Fast start" />}
                {onAir && <Badge variant="destructive">På lufta</Badge>}
                {!onAir && plannedNow && <Badge variant="outline">Nå etter planen</Badge>}
              </p>
              <Status element={element} timeZone={timeZone} />
            </div>
            <Actions element={element} clock={clock} recovery={recovery} touch={touch} />
          </li>
        );
      })}
    </ol>
  );
}

function Status({ element, timeZone }: { element: ClockContentElement; timeZone: string }) {
  if (element.sent_status === 'sent' && element.sent_at) {
    return (
      <p className="tabular flex flex-wrap items-center gap-x-2 text-xs text-green-700 dark:text-green-400">
        <span className="inline-flex items-center gap-1">
          <Check className="size-3.5" aria-hidden /> Sendt {wallTime(element.sent_at, timeZone)}
        </span>
        {element.marked_in_bulk && (
          <span className="text-muted-foreground" title={CLOCK_DRIFT_STRINGS.bulkNoteLong}>
            {CLOCK_DRIFT_STRINGS.bulkNote}
          </span>
        )}
      </p>
    );
  }
  if (element.sent_status === 'skipped') {
    return (
      <p className="flex items-center gap-1 text-xs font-medium text-amber-800 dark:text-amber-300">
        <Ban className="size-3.5" aria-hidden />
        {element.sent_by ? CLOCK_DRIFT_STRINGS.skippedBy(displayName(element.sent_by.full_name)) : CLOCK_DRIFT_STRINGS.skipped}
      </p>
    );
  }
  return <p className="text-xs text-muted-foreground">{CLOCK_DRIFT_STRINGS.notSent}</p>;
}

function Actions({ element, clock, recovery, touch }: { element: ClockContentElement; clock: ActiveClock; recovery: DriftRecovery; touch: boolean }) {
  if (element.sent_status === 'sent') return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', touch ? 'col-span-2' : 'col-span-2 sm:col-span-1 sm:justify-end')}>
      <RequiresNetwork>
        {({ offline, controlProps }) => (
          <Button
            variant="outline"
            size={touch ? 'default' : 'sm'}
            className={cn(touch && 'h-12 text-base')}
            onClick={() => recovery.run({ kind: 'start_from', clock_id: clock.id, element_id: element.id }, element.title)}
            disabled={recovery.busy || offline}
            aria-label={CLOCK_DRIFT_STRINGS.startFromLabel(element.title)}
            {...controlProps}
          >
            <Play aria-hidden /> {CLOCK_DRIFT_STRINGS.startFrom}
          </Button>
        )}
      </RequiresNetwork>
      <SkipButton element={element} recovery={recovery} touch={touch} />
    </div>
  );
}
