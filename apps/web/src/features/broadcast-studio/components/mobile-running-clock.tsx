import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { CLOCK_DRIFT_STRINGS, CLOCK_STRINGS, formatMmSs, runningState, type ActiveClock } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CatchUpNotice, ElementRecoveryList, MarkSentButton, signedMmSs, SkipButton, useDriftRecovery, wallTime } from '@/features/clocks';

/**
 * The running clock for a phone: now, next (with a full-width 'Marker sendt' and 'Utelatt'), drift
 * and hard start; when marks are missing, "Marker alt til nå som sendt" and the hour's elements
 * with "Start fra her" (issue 19). Every target is 48 px.
 */
export function MobileRunningClock({ clocks, now, timeZone, canMark }: { clocks: ActiveClock[]; now: Date; timeZone: string; canMark: boolean }) {
  const state = runningState(clocks, now);
  const recovery = useDriftRecovery();
  const [listOpen, setListOpen] = useState(false);
  const listId = useId();
  if (!state.clock) {
    return <Row label="På lufta nå">{CLOCK_STRINGS.noClockNow}</Row>;
  }
  const current = state.current ?? state.plannedNow;
  const remaining = state.currentRemaining_s;
  const drift = state.drift_s ?? 0;
  const hard = state.hardStart;
  const toggleList = () => setListOpen((open) => !open);
  return (
    <div className="grid gap-2">
      {canMark && <CatchUpNotice clock={state.clock} now={now} recovery={recovery} listOpen={listOpen} listId={listId} onToggleList={toggleList} touch />}
      <Row label="På lufta nå" tone="live">
        <span className="block truncate text-lg font-semibold">{current?.title ?? 'Ingenting markert sendt ennå'}</span>
        {state.current && remaining !== null && (
          <span className={cn('tabular text-sm', remaining < 0 ? 'text-red-600 dark:text-red-400' : 'text-muted-foreground')}>
            {remaining < 0 ? `${formatMmSs(-remaining)} over tiden` : `${formatMmSs(remaining)} igjen`}
          </span>
        )}
      </Row>
      <Row label="Neste">
        {state.next ? (
          <>
            <span className="flex items-baseline justify-between gap-3">
              <span className="truncate text-lg font-semibold">{state.next.title}</span>
              <span className="tabular text-2xl font-bold">{(state.nextIn_s ?? 0) > 0 ? formatMmSs(state.nextIn_s!) : 'Nå'}</span>
            </span>
            {canMark && state.nextClock?.id === state.clock.id && (
              <div className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-2">
                <MarkSentButton element={state.next} timeZone={timeZone} canMark={canMark} size="lg" className="h-12 w-full text-base" skippable={false} />
                <SkipButton element={state.next} recovery={recovery} touch />
              </div>
            )}
          </>
        ) : (
          <span className="text-muted-foreground">Alt i timen er sendt.</span>
        )}
      </Row>
      <div className="grid grid-cols-2 gap-2">
        <Row label="Drift" tone={drift > 0 ? 'behind' : undefined}>
          <span className="tabular text-2xl font-bold">{signedMmSs(drift)}</span>
        </Row>
        <Row label="Neste faste start" tone={hard && hard.backtime_s > 0 ? 'behind' : undefined}>
          {hard ? (
            <>
              <span className="tabular text-2xl font-bold">{formatMmSs(Math.min(hard.in_s, 5999))}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {hard.element.title} kl. {wallTime(hard.at, timeZone, false)}
              </span>
            </>
          ) : (
            <span className="text-sm text-muted-foreground">Ingen</span>
          )}
        </Row>
      </div>
      {canMark && (
        <>
          <Button variant="outline" className="h-12 w-full justify-between text-base" aria-expanded={listOpen} aria-controls={listId} onClick={toggleList}>
            {CLOCK_DRIFT_STRINGS.elementsInHour}
            {listOpen ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
          </Button>
          {listOpen && <ElementRecoveryList id={listId} clock={state.clock} now={now} timeZone={timeZone} recovery={recovery} touch />}
        </>
      )}
    </div>
  );
}

const TONES = { live: 'border-red-500/50 bg-red-500/[0.07]', behind: 'border-amber-500/60 bg-amber-500/[0.09]' } as const;

function Row({ label, tone, children }: { label: string; tone?: keyof typeof TONES; children: ReactNode }) {
  return (
    <section aria-label={label} className={cn('min-w-0 rounded-xl border bg-card p-3', tone && TONES[tone])}>
      <h2 className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{label}</h2>
      {children}
    </section>
  );
}
