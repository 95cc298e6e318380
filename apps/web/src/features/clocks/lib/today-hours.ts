import { plannedStartMs, type RunningClock } from '@studioportal/shared';

/**
 * How 'I dag' shows each hour (issue 19): finished hours fold to one line (name, how many
 * elements went out of those planned, the final drift), the running hour is open, hours to come
 * are compact. Pure, so the rules are tested without a browser.
 */

const HOUR_MS = 3_600_000;

export type HourPhase = 'finished' | 'running' | 'upcoming';

export function hourPhase(clock: Pick<RunningClock, 'starts_at'>, now: Date): HourPhase {
  const start = Date.parse(clock.starts_at);
  const t = now.getTime();
  if (t >= start + HOUR_MS) return 'finished';
  return t >= start ? 'running' : 'upcoming';
}

/**
 * The hour's drift when it ended: how late (+) or early (−) the last element really marked sent
 * went on air against its plan, in seconds. Null when nothing was marked sent.
 */
export function finalDrift(clock: RunningClock): number | null {
  let last: { at: number; planned: number } | null = null;
  for (const element of clock.elements) {
    if (element.sent_status !== 'sent' || !element.sent_at) continue;
    const at = Date.parse(element.sent_at);
    if (!last || at > last.at || (at === last.at && plannedStartMs(clock, element) > last.planned)) last = { at, planned: plannedStartMs(clock, element) };
  }
  return last ? Math.round((last.at - last.planned) / 1000) : null;
}

export interface HourSummary {
  phase: HourPhase;
  /** Elements marked sent. */
  sent: number;
  /** Elements left out on purpose ('Utelatt'). */
  skipped: number;
  /** Elements planned in the hour. */
  planned: number;
  finalDrift_s: number | null;
}

export function hourSummary(clock: RunningClock, now: Date): HourSummary {
  return {
    phase: hourPhase(clock, now),
    sent: clock.elements.filter((e) => e.sent_status === 'sent').length,
    skipped: clock.elements.filter((e) => e.sent_status === 'skipped').length,
    planned: clock.elements.length,
    finalDrift_s: finalDrift(clock),
  };
}

/** The hours in hour order (one column), with the one to open and scroll to on arrival. */
export function orderHours<C extends RunningClock>(clocks: readonly C[], now: Date): { hours: C[]; focusId: string | null } {
  const hours = [...clocks].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  const running = hours.find((c) => hourPhase(c, now) === 'running');
  const next = hours.find((c) => hourPhase(c, now) === 'upcoming');
  return { hours, focusId: (running ?? next)?.id ?? null };
}
