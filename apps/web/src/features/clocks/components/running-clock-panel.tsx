import { useId, useState, type ReactNode } from 'react';
import { Anchor, ChevronDown, ChevronUp, Gauge, Radio, SkipForward } from 'lucide-react';
import { CLOCK_DRIFT_STRINGS, CLOCK_STRINGS, formatCountdown, formatMmSs, runningState, type ActiveClock, type HardStartTiming } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CatchUpNotice } from '../drift/catch-up-notice';
import { ElementRecoveryList } from '../drift/element-recovery-list';
import { useDriftRecovery } from '../drift/use-drift-recovery';
import { driftWords, plannedAt, signedMmSs, wallTime } from '../lib/format';
import { ElementMedia } from './element-media';
import { ElementTypeBadge } from './element-type-badge';
import { MarkSentButton } from './mark-sent-button';

interface RunningClockPanelProps {
  clocks: ActiveClock[];
  now: Date;
  timeZone: string;
  canMark: boolean;
  /** Dashboard size: fewer words, same facts. */
  compact?: boolean;
}

/**
 * The running clock: what is on air, what comes next and when, drift against the plan, and
 * back-timing to the next hard start. Recomputed from the marks and `now` on every tick. When
 * marks are missing (issue 19) it offers "Marker alt til nå som sendt", and the hour's elements
 * with "Start fra her" and 'Utelatt'.
 */
export function RunningClockPanel({ clocks, now, timeZone, canMark, compact = false }: RunningClockPanelProps) {
  const state = runningState(clocks, now);
  const { clock, hardStart } = state;
  const recovery = useDriftRecovery();
  const [listOpen, setListOpen] = useState(false);
  const listId = useId();

  if (!clock) {
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        <Tile label="På lufta nå" icon={<Radio aria-hidden />}>
          <p className="font-medium">{CLOCK_STRINGS.noClockNow}</p>
          {state.upcomingClock ? (
            <p className="text-sm text-muted-foreground">
              Neste: «{state.upcomingClock.name}» kl. {wallTime(state.upcomingClock.starts_at, timeZone, false)} (om{' '}
              <span className="tabular">{formatCountdown(Math.round((Date.parse(state.upcomingClock.starts_at) - now.getTime()) / 1000))}</span>)
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">Ingen flere klokker i dag.</p>
          )}
        </Tile>
        {hardStart && <HardStartTile hardStart={hardStart} timeZone={timeZone} />}
      </div>
    );
  }

  const overrun = state.currentRemaining_s !== null && state.currentRemaining_s < 0;
  const drift = state.drift_s ?? 0;
  const nextIsLater = state.nextClock && state.nextClock.id !== clock.id;

  return (
    <div className="grid gap-3">
      {!compact && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: clock.color }} />
          <span className="font-medium">{clock.name}</span>
          <span className="tabular text-muted-foreground">
            {formatMmSs(state.elapsed_s ?? 0)} av 60:00 i timen
          </span>
          {canMark && (
            <Button variant="ghost" size="sm" className="ml-auto" aria-expanded={listOpen} aria-controls={listId} onClick={() => setListOpen((open) => !open)}>
              {CLOCK_DRIFT_STRINGS.elementsInHour}
              {listOpen ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
            </Button>
          )}
        </div>
      )}
      {canMark && (
        <CatchUpNotice clock={clock} now={now} recovery={recovery} listOpen={listOpen} listId={listId} onToggleList={() => setListOpen((open) => !open)} />
      )}
      <div className={cn('grid gap-3', compact ? 'sm:grid-cols-2' : 'sm:grid-cols-2 xl:grid-cols-4')}>
        <Tile label="På lufta nå" icon={<Radio aria-hidden />} tone={state.current ? 'live' : undefined}>
          {state.current ? (
            <>
              <p className="truncate text-lg font-semibold leading-tight">{state.current.title}</p>
              <ElementTypeBadge type={state.current.type} />
              {state.current.media && <ElementMedia media={state.current.media} className="text-muted-foreground" />}
              <p className="tabular text-sm text-muted-foreground">
                Startet {wallTime(state.currentStartedAt!, timeZone)} ·{' '}
                <span className={cn('font-medium', overrun ? 'text-red-600 dark:text-red-400' : 'text-foreground')}>
                  {overrun ? `${formatMmSs(-state.currentRemaining_s!)} over tiden` : `${formatMmSs(state.currentRemaining_s!)} igjen`}
                </span>
              </p>
            </>
          ) : (
            <>
              <p className="font-medium">Ingenting markert sendt ennå</p>
              {state.plannedNow && <p className="text-sm text-muted-foreground">Etter planen: {state.plannedNow.title}</p>}
            </>
          )}
        </Tile>

        <Tile label="Neste" icon={<SkipForward aria-hidden />}>
          {state.next ? (
            <>
              <p className="truncate text-lg font-semibold leading-tight">{state.next.title}</p>
              {state.next.media && <ElementMedia media={state.next.media} className="text-muted-foreground" />}
              {(state.nextIn_s ?? 0) > 0 ? (
                <p className="tabular text-sm text-muted-foreground">
                  om <span className="text-2xl font-semibold text-foreground">{formatMmSs(state.nextIn_s!)}</span>
                  {state.nextExpectedAt !== null && <> · ca. {wallTime(state.nextExpectedAt, timeZone)}</>}
                </p>
              ) : (
                <p className="text-sm text-muted-foreground">
                  <span className="text-2xl font-semibold text-foreground">Nå</span> · skulle startet {wallTime(plannedAt(state.nextClock!.starts_at, state.next.start_offset_s), timeZone)}
                </p>
              )}
              {nextIsLater && <p className="text-xs text-muted-foreground">I «{state.nextClock!.name}»</p>}
              {canMark && !nextIsLater && (
                <MarkSentButton element={state.next} timeZone={timeZone} canMark={canMark} size="sm" className="mt-1 justify-self-start" />
              )}
            </>
          ) : (
            <p className="text-sm text-muted-foreground">Alt i timen er sendt.</p>
          )}
        </Tile>

        <Tile label="Drift" icon={<Gauge aria-hidden />} tone={drift > 0 ? 'behind' : drift < 0 ? 'ahead' : 'ok'}>
          <p className="tabular text-3xl font-semibold leading-none" aria-label={`Drift: ${driftWords(drift)}`}>
            {signedMmSs(drift)}
          </p>
          <p className="text-sm text-muted-foreground">{drift === 0 ? 'I rute' : drift > 0 ? 'Bak planen' : 'Foran planen'}</p>
        </Tile>

        {hardStart ? (
          <HardStartTile hardStart={hardStart} timeZone={timeZone} />
        ) : (
          <Tile label="Neste faste start" icon={<Anchor aria-hidden />}>
            <p className="text-sm text-muted-foreground">Ingen faste starter de neste to timene.</p>
          </Tile>
        )}
      </div>
      {canMark && listOpen && <ElementRecoveryList id={listId} clock={clock} now={now} timeZone={timeZone} recovery={recovery} />}
    </div>
  );
}

function HardStartTile({ hardStart, timeZone }: { hardStart: HardStartTiming<ActiveClock>; timeZone: string }) {
  const over = hardStart.backtime_s;
  return (
    <Tile label="Neste faste start" icon={<Anchor aria-hidden />} tone={over > 0 ? 'behind' : undefined}>
      <p className="truncate text-lg font-semibold leading-tight">{hardStart.element.title}</p>
      <p className="tabular text-sm text-muted-foreground">
        kl. {wallTime(hardStart.at, timeZone)} · om <span className="text-2xl font-semibold text-foreground">{formatCountdown(hardStart.in_s)}</span>
      </p>
      <p className={cn('tabular text-sm font-medium', over > 0 ? 'text-red-600 dark:text-red-400' : over < 0 ? 'text-blue-700 dark:text-blue-300' : 'text-green-700 dark:text-green-400')}>
        {over > 0 ? `${formatMmSs(over)} for mye – kutt før` : over < 0 ? `${formatMmSs(-over)} å fylle` : 'Går opp'}
      </p>
    </Tile>
  );
}

const TONES = {
  live: 'border-red-500/40 bg-red-500/[0.06]',
  behind: 'border-amber-500/50 bg-amber-500/[0.08]',
  ahead: 'border-blue-500/40 bg-blue-500/[0.06]',
  ok: 'border-green-600/30 bg-green-600/[0.05]',
} as const;

function Tile({ label, icon, tone, children }: { label: string; icon: ReactNode; tone?: keyof typeof TONES; children: ReactNode }) {
  return (
    <section aria-label={label} className={cn('grid content-start gap-1.5 rounded-xl border p-4', tone && TONES[tone])}>
      <h3 className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-muted-foreground [&_svg]:size-3.5">
        {icon}
        {label}
      </h3>
      {children}
    </section>
  );
}
