import { formatMmSs, type ActiveClock, type RunningState } from '@studioportal/shared';

/** 'om 1 t 5 min' beyond an hour, mm:ss under it. */
export function countdown(seconds: number): string {
  if (seconds < 3600) return formatMmSs(Math.max(0, seconds));
  return `${Math.floor(seconds / 3600)} t ${Math.floor((seconds % 3600) / 60)} min`;
}

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
