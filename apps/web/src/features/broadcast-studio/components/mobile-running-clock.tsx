import type { ReactNode } from 'react';
import { CLOCK_STRINGS, formatMmSs, runningState, type ActiveClock } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { MarkSentButton, signedMmSs, wallTime } from '@/features/clocks';

/** The running clock for a phone: now, next (with a full-width 'Marker sendt'), drift and hard start. */
export function MobileRunningClock({ clocks, now, timeZone, canMark }: { clocks: ActiveClock[]; now: Date; timeZone: string; canMark: boolean }) {
  const state = runningState(clocks, now);
  if (!state.clock) {
    return <Row label="På lufta nå">{CLOCK_STRINGS.noClockNow}</Row>;
  }
  const current = state.current ?? state.plannedNow;
  const remaining = state.currentRemaining_s;
  const drift = state.drift_s ?? 0;
  const hard = state.hardStart;
  return (
    <div className="grid gap-2">
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
              <MarkSentButton element={state.next} timeZone={timeZone} canMark={canMark} size="lg" className="mt-2 h-12 w-full text-base" />
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
