/**
 * The running clock: given today's active clocks, what has been marked sent and the time now,
 * what is on air, what comes next, how far the hour runs behind or ahead of its plan (drift),
 * and how the remaining elements fit before the next hard start (back-timing).
 *
 * Model (as in Sofie's "Take" and Ontime's report): an element is marked sent when it goes on
 * air. The current element is the one marked last; it runs for its planned duration and keeps
 * running past it until the next one is marked. Positive seconds mean behind the plan (late),
 * negative mean ahead.
 *
 * Issue 19: drift counts from the last element actually marked sent. An element marked 'Utelatt'
 * (skipped) is left out on purpose: it is never on air, never next, and neither late nor part of
 * the back-timing. catchUp / markUntilTimes ("Marker alt til nå som sendt") and startFromPlan
 * ("Start fra her") say what the two recovery actions change; the server applies exactly these.
 */

export interface RunningElement {
  id: string;
  position: number;
  title: string;
  type: string;
  start_offset_s: number;
  duration_s: number;
  hard_start: boolean;
  sent_status: 'pending' | 'sent' | 'skipped';
  sent_at: string | null;
}

export interface RunningClock {
  id: string;
  hour: number;
  starts_at: string;
  name: string;
  elements: readonly RunningElement[];
}

/** The element type of a clock type (ActiveClock → ClockContentElement). */
export type ElementOf<C extends RunningClock> = C['elements'][number];

export interface HardStartTiming<C extends RunningClock> {
  element: ElementOf<C>;
  clock: C;
  /** Planned instant (ms) of the hard start. */
  at: number;
  /** Seconds from now until it. */
  in_s: number;
  /**
   * Where the remaining elements end compared with the hard start if they run as planned from
   * now: positive = that many seconds too much (cut), negative = that many seconds to fill.
   */
  backtime_s: number;
}

export interface RunningState<C extends RunningClock> {
  /** The clock whose hour contains now; null between clocks. */
  clock: C | null;
  /** The first clock that starts after now (also when one is running). */
  upcomingClock: C | null;
  /** Marked last in the running clock; null until something in this hour is marked sent. */
  current: ElementOf<C> | null;
  /** When the current element went on air (ms). */
  currentStartedAt: number | null;
  /** Seconds left of the current element's planned duration (negative when it overruns). */
  currentRemaining_s: number | null;
  /** What the plan says should be on air now (regardless of marks, but never an element left out). */
  plannedNow: ElementOf<C> | null;
  next: ElementOf<C> | null;
  nextClock: C | null;
  /** When the next element is expected to start (ms), given the drift. */
  nextExpectedAt: number | null;
  nextIn_s: number | null;
  /** Seconds behind (+) or ahead (−) of the plan; null when no clock runs. */
  drift_s: number | null;
  hardStart: HardStartTiming<C> | null;
  /** Seconds since the top of the running clock's hour. */
  elapsed_s: number | null;
}

const HOUR_MS = 3_600_000;

const byPosition = (a: RunningElement, b: RunningElement) => a.position - b.position || a.start_offset_s - b.start_offset_s;
const isPending = (e: RunningElement) => e.sent_status === 'pending';

export function plannedStartMs(clock: RunningClock, element: RunningElement): number {
  return Date.parse(clock.starts_at) + element.start_offset_s * 1000;
}

const seconds = (ms: number) => Math.round(ms / 1000);

/** How far ahead to look for the next hard start beyond the running hour. */
const HARD_START_LOOKAHEAD_MS = 2 * HOUR_MS;

export function runningState<C extends RunningClock>(clocks: readonly C[], now: Date): RunningState<C> {
  type E = ElementOf<C>;
  const t = now.getTime();
  const sorted = [...clocks].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  const clock = sorted.find((c) => Date.parse(c.starts_at) <= t && t < Date.parse(c.starts_at) + HOUR_MS) ?? null;
  const upcomingClock = sorted.find((c) => Date.parse(c.starts_at) > t) ?? null;

  const empty: RunningState<C> = {
    clock,
    upcomingClock,
    current: null,
    currentStartedAt: null,
    currentRemaining_s: null,
    plannedNow: null,
    next: null,
    nextClock: null,
    nextExpectedAt: null,
    nextIn_s: null,
    drift_s: null,
    hardStart: findHardStart<C>(sorted, clock, [], t, t),
    elapsed_s: null,
  };
  if (!clock) return empty;

  const elements = [...clock.elements].sort(byPosition) as E[];
  const start = Date.parse(clock.starts_at);
  const plannedNow =
    elements.find((e) => e.sent_status !== 'skipped' && start + e.start_offset_s * 1000 <= t && t < start + (e.start_offset_s + e.duration_s) * 1000) ??
    null;

  const sent = elements.filter((e) => e.sent_status === 'sent' && e.sent_at);
  const current = sent.reduce<E | null>((last, e) => {
    if (!last) return e;
    const diff = Date.parse(e.sent_at!) - Date.parse(last.sent_at!);
    return diff > 0 || (diff === 0 && e.position > last.position) ? e : last;
  }, null);
  const currentStartedAt = current ? Date.parse(current.sent_at!) : null;

  // Next: the first element after the current one that is still pending (not sent, not left out);
  // across the hour when this clock is done and the next one follows straight on.
  const after = current ? elements.filter((e) => byPosition(e, current) > 0) : elements;
  let next: E | null = after.find(isPending) ?? null;
  let nextClock: C | null = next ? clock : null;
  if (!next) {
    const following = sorted.find((c) => Date.parse(c.starts_at) === start + HOUR_MS);
    const first = following ? ([...following.elements].sort(byPosition) as E[]).find(isPending) : undefined;
    if (following && first) {
      next = first;
      nextClock = following;
    }
  }

  const baseDrift = current ? currentStartedAt! - plannedStartMs(clock, current) : 0;
  const lateness = next && nextClock === clock ? t - plannedStartMs(clock, next) : null;
  const driftMs = lateness === null ? baseDrift : current ? Math.max(baseDrift, lateness) : Math.max(0, lateness);

  // The current element ends at its planned length, or now if it is overrunning.
  const currentEnd = current ? Math.max(t, currentStartedAt! + current.duration_s * 1000) : t;
  let nextExpectedAt: number | null = null;
  if (next && nextClock) {
    const planned = plannedStartMs(nextClock, next);
    nextExpectedAt = next.hard_start ? planned : current ? currentEnd : Math.max(t, planned);
  }

  const pendingAfterCurrent = after.filter(isPending);
  return {
    clock,
    upcomingClock,
    current,
    currentStartedAt,
    currentRemaining_s: current ? seconds(currentStartedAt! + current.duration_s * 1000 - t) : null,
    plannedNow,
    next,
    nextClock,
    nextExpectedAt,
    nextIn_s: nextExpectedAt === null ? null : seconds(nextExpectedAt - t),
    drift_s: seconds(driftMs),
    hardStart: findHardStart(sorted, clock, pendingAfterCurrent, currentEnd, t),
    elapsed_s: seconds(t - start),
  };
}

/**
 * The next hard start that has not been sent and lies ahead, in the running clock after the
 * current element or in the clocks that follow; back-timed by running the pending soft
 * elements before it one after another from `from`.
 */
function findHardStart<C extends RunningClock>(
  sorted: readonly C[],
  running: C | null,
  pendingInRunning: readonly ElementOf<C>[],
  from: number,
  t: number,
): HardStartTiming<C> | null {
  const queue: { element: ElementOf<C>; clock: C }[] = [];
  if (running) for (const element of pendingInRunning) queue.push({ element, clock: running });
  for (const c of sorted) {
    const s = Date.parse(c.starts_at);
    if (c === running || s <= t || s > t + HARD_START_LOOKAHEAD_MS) continue;
    for (const element of [...c.elements].sort(byPosition) as ElementOf<C>[]) if (isPending(element)) queue.push({ element, clock: c });
  }
  let cursor = from;
  for (const { element, clock } of queue) {
    const planned = plannedStartMs(clock, element);
    if (element.hard_start && planned > t) {
      return { element, clock, at: planned, in_s: seconds(planned - t), backtime_s: seconds(cursor - planned) };
    }
    // A soft element cannot start before its own clock's hour has begun.
    cursor = Math.max(cursor, Date.parse(clock.starts_at)) + element.duration_s * 1000;
    if (element.hard_start) cursor = Math.max(cursor, planned + element.duration_s * 1000);
  }
  return null;
}

// ─── Recovering the drift (issue 19) ──────────────────────────────────────────

export interface CatchUp<E extends RunningElement> {
  /** The last element whose planned start has passed: "til nå" marks up to and including it. */
  until: E;
  /** Pending elements whose planned end has passed: the reason to offer the action at all. */
  overdue: E[];
}

/**
 * "Marker alt til nå som sendt" is offered when an element that should be over by the plan is
 * still pending — nobody marked it (a forgotten mark, a late start) — and not when the hour is
 * only behind because the element on air overruns. It marks up to the element the plan has on
 * air now (or the last one that started), so the clock runs on from there.
 */
export function catchUp<C extends RunningClock>(clock: C, now: Date): CatchUp<ElementOf<C>> | null {
  type E = ElementOf<C>;
  const t = now.getTime();
  const elements = [...clock.elements].sort(byPosition) as E[];
  const overdue = elements.filter((e) => isPending(e) && plannedStartMs(clock, e) + e.duration_s * 1000 <= t);
  const until = elements.filter((e) => e.sent_status !== 'skipped' && plannedStartMs(clock, e) <= t).at(-1);
  if (overdue.length === 0 || !until) return null;
  return { until, overdue };
}

/**
 * The as-run times "Marker alt til nå som sendt" gives: every pending element up to and including
 * `untilId`, in clock order, at its planned start — but never before an element that was really
 * marked earlier in the clock, so the log keeps the order things went on air in. Skipped elements
 * stay skipped. Empty when `untilId` is not in the clock or nothing is pending.
 */
export function markUntilTimes<C extends RunningClock>(clock: C, untilId: string): { element: ElementOf<C>; at: number }[] {
  type E = ElementOf<C>;
  const elements = [...clock.elements].sort(byPosition) as E[];
  const end = elements.findIndex((e) => e.id === untilId);
  if (end === -1) return [];
  let floor = -Infinity;
  const out: { element: E; at: number }[] = [];
  for (const element of elements.slice(0, end + 1)) {
    if (element.sent_status === 'sent' && element.sent_at) {
      floor = Math.max(floor, Date.parse(element.sent_at));
    } else if (isPending(element)) {
      const at = Math.max(plannedStartMs(clock, element), floor);
      floor = at;
      out.push({ element, at });
    }
  }
  return out;
}

/**
 * "Start fra her": the chosen element is on air now. The pending elements before it in the clock
 * did not go on air when it started (a late start, or jumping ahead), so they are left out
 * ('Utelatt') rather than given times nobody saw; elements already sent or skipped keep what they
 * have. Null when the element is not in the clock.
 */
export function startFromPlan<C extends RunningClock>(clock: C, elementId: string): { start: ElementOf<C>; skip: ElementOf<C>[] } | null {
  type E = ElementOf<C>;
  const elements = [...clock.elements].sort(byPosition) as E[];
  const index = elements.findIndex((e) => e.id === elementId);
  if (index === -1) return null;
  return { start: elements[index]!, skip: elements.slice(0, index).filter(isPending) };
}
