import { formatCountdown, formatMmSs, ON_AIR_STRINGS, type ActiveClock, type RunningState } from '@studioportal/shared';

/** '1 t 5 min' beyond an hour, mm:ss under it (the shared countdown, under the display's own name). */
export const countdown = formatCountdown;

/**
 * The element on air (as marked, else as planned) and its seconds left, negative when it runs
 * over; `byPlan` when nothing in the hour has been marked yet.
 */
export function currentElement(state: RunningState<ActiveClock>, t: number) {
  const element = state.current ?? state.plannedNow;
  const byPlan = !state.current && element !== null;
  const remaining =
    state.current && state.currentRemaining_s !== null
      ? state.currentRemaining_s
      : element && state.clock
        ? Math.round((Date.parse(state.clock.starts_at) + (element.start_offset_s + element.duration_s) * 1000 - t) / 1000)
        : null;
  return { element, byPlan, remaining };
}

/**
 * The time left of the element on air as a studio clock shows it (Sofie, Ontime): 'mm:ss'
 * counting down, then '+mm:ss' counting up once it runs over, with the word said beside it.
 */
export function timeLeft(remaining: number): { text: string; over: boolean; caption: string } {
  return remaining < 0
    ? { text: `+${formatMmSs(-remaining)}`, over: true, caption: ON_AIR_STRINGS.overTime }
    : { text: formatMmSs(remaining), over: false, caption: ON_AIR_STRINGS.timeLeft };
}

/** How the rest of the hour fits before the next hard start: too much (cut), room left (fill), or exact. */
export function backtime(backtime_s: number): { text: string; tone: 'cut' | 'fill' | 'exact' } {
  if (backtime_s > 0) return { text: ON_AIR_STRINGS.backtimeCut(formatMmSs(backtime_s)), tone: 'cut' };
  if (backtime_s < 0) return { text: ON_AIR_STRINGS.backtimeFill(formatMmSs(-backtime_s)), tone: 'fill' };
  return { text: ON_AIR_STRINGS.backtimeExact, tone: 'exact' };
}
