import { useId } from 'react';
import { AlertTriangle, CheckCheck, ListChecks } from 'lucide-react';
import { catchUp, CLOCK_DRIFT_STRINGS, type ActiveClock } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import type { DriftRecovery } from './use-drift-recovery';

interface CatchUpNoticeProps {
  clock: ActiveClock;
  now: Date;
  recovery: DriftRecovery;
  /** The element list ("Velg hva som er på lufta") is open, and its id. */
  listOpen: boolean;
  listId: string;
  onToggleList: () => void;
  /** Phone: full-width 48 px buttons. */
  touch?: boolean;
}

/**
 * Shown while elements that should be over by the plan are still unmarked (a late start, forgotten
 * marks): why the drift is large, and the two ways out — mark everything up to now at its planned
 * time, or choose what is really on air ("Start fra her" in the list).
 */
export function CatchUpNotice({ clock, now, recovery, listOpen, listId, onToggleList, touch = false }: CatchUpNoticeProps) {
  const hintId = useId();
  const plan = catchUp(clock, now);
  if (!plan) return null;
  return (
    <section
      aria-label="Klokka mangler markeringer"
      className={cn('grid gap-2 rounded-xl border border-amber-500/60 bg-amber-500/[0.09] p-3', !touch && 'sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center')}
    >
      <div className="flex min-w-0 items-start gap-2">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden />
        <div className="min-w-0">
          <p className="text-sm font-medium">{CLOCK_DRIFT_STRINGS.overdue(plan.overdue.length)}</p>
          <p id={hintId} className="text-xs text-muted-foreground">
            {CLOCK_DRIFT_STRINGS.markUntilHint(plan.until.title)}
          </p>
        </div>
      </div>
      <RequiresNetwork className={cn(touch ? 'grid gap-2' : 'flex flex-wrap gap-2 sm:justify-end')}>
        {({ offline, controlProps }) => (
          <>
            <Button
              size={touch ? 'lg' : 'sm'}
              className={cn(touch && 'h-12 w-full text-base')}
              onClick={() => recovery.run({ kind: 'mark_until', clock_id: clock.id, element_id: plan.until.id }, plan.until.title)}
              disabled={recovery.busy || offline}
              aria-describedby={controlProps['aria-describedby'] ?? hintId}
              title={controlProps.title}
            >
              <CheckCheck aria-hidden /> {CLOCK_DRIFT_STRINGS.markUntil}
            </Button>
            <Button
              variant="outline"
              size={touch ? 'lg' : 'sm'}
              className={cn(touch && 'h-12 w-full text-base')}
              aria-expanded={listOpen}
              aria-controls={listId}
              onClick={onToggleList}
            >
              <ListChecks aria-hidden /> {CLOCK_DRIFT_STRINGS.chooseOnAir}
            </Button>
          </>
        )}
      </RequiresNetwork>
    </section>
  );
}
