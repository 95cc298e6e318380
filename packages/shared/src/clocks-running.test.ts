import { describe, expect, it } from 'vitest';
import { catchUp, markUntilTimes, runningState, startFromPlan, type RunningClock, type RunningElement } from './clocks-running';

// 07:00 Oslo on Monday 6 January 2025 (UTC+1).
const SEVEN = Date.parse('2025-01-06T06:00:00Z');
const iso = (msFromSeven: number) => new Date(SEVEN + msFromSeven).toISOString();
const mmss = (m: number, s = 0) => (m * 60 + s) * 1000;

let nextId = 0;
function element(title: string, start_m: number, duration_m: number, hard_start = false, sentAt?: number): RunningElement {
  nextId += 1;
  return {
    id: `e${nextId}`,
    position: nextId,
    title,
    type: 'other',
    start_offset_s: start_m * 60,
    duration_s: duration_m * 60,
    hard_start,
    sent_status: sentAt === undefined ? 'pending' : 'sent',
    sent_at: sentAt === undefined ? null : iso(sentAt),
  };
}

function clock(hour: number, elements: RunningElement[]): RunningClock {
  return { id: `c${hour}`, hour, name: `Klokke ${hour}`, starts_at: iso((hour - 7) * 3_600_000), elements };
}

function sevenOClock(marks: { news?: number; weather?: number; traffic?: number; music?: number } = {}) {
  return clock(7, [
    element('Nyheter', 0, 3, true, marks.news),
    element('Vær', 3, 1, false, marks.weather),
    element('Trafikk', 4, 1, false, marks.traffic),
    element('Musikk', 5, 10, false, marks.music),
    element('Reklame', 15, 3),
    element('Prat', 18, 12),
    element('Nyheter halv', 30, 3, true),
    element('Musikk 2', 33, 27),
  ]);
}

describe('runningState', () => {
  it('gives current, next, drift and back-timing for a known clock at a fixed time', () => {
    const clocks = [sevenOClock({ news: mmss(0, 5), weather: mmss(3, 20), traffic: mmss(4, 40), music: mmss(5, 40) })];
    const state = runningState(clocks, new Date(SEVEN + mmss(12, 30)));
    expect(state.clock?.id).toBe('c7');
    expect(state.current?.title).toBe('Musikk');
    expect(state.currentRemaining_s).toBe(190); // started 05:40, 10 min → ends 15:40
    expect(state.next?.title).toBe('Reklame');
    expect(state.nextIn_s).toBe(190);
    expect(state.drift_s).toBe(40); // 40 s behind
    expect(state.hardStart?.element.title).toBe('Nyheter halv');
    expect(state.hardStart?.in_s).toBe(17 * 60 + 30);
    // 15:40 + Reklame 3:00 + Prat 12:00 = 30:40 → 40 s too much before the half-hour news.
    expect(state.hardStart?.backtime_s).toBe(40);
    expect(state.plannedNow?.title).toBe('Musikk');
    expect(state.elapsed_s).toBe(750);
  });

  it('lets drift grow in real time when the current element overruns', () => {
    const clocks = [sevenOClock({ news: mmss(0, 5), weather: mmss(3, 20), traffic: mmss(4, 40), music: mmss(5, 40) })];
    const state = runningState(clocks, new Date(SEVEN + mmss(16)));
    expect(state.drift_s).toBe(60); // Reklame was due at 15:00
    expect(state.currentRemaining_s).toBe(-20);
    expect(state.nextIn_s).toBe(0);
    expect(state.hardStart?.backtime_s).toBe(60);
  });

  it('shows time ahead of the plan as negative drift and as time to fill', () => {
    const clocks = [sevenOClock({ news: 0, weather: mmss(2, 50), traffic: mmss(3, 40), music: mmss(4, 30) })];
    const state = runningState(clocks, new Date(SEVEN + mmss(6)));
    expect(state.drift_s).toBe(-30);
    expect(state.hardStart?.backtime_s).toBe(-30);
  });

  it('counts the hour as behind when nothing is marked after the first element was due', () => {
    const state = runningState([sevenOClock()], new Date(SEVEN + mmss(1, 10)));
    expect(state.current).toBeNull();
    expect(state.next?.title).toBe('Nyheter');
    expect(state.drift_s).toBe(70);
  });

  it('finds the next hard start in the following clock and back-times across the hour', () => {
    const eight = clock(8, [element('Nyheter 08', 0, 3, true)]);
    const seven = clock(7, [element('Musikk', 0, 50, false, 0), element('Prat', 50, 10)]);
    const state = runningState([seven, eight], new Date(SEVEN + mmss(45)));
    expect(state.hardStart?.element.title).toBe('Nyheter 08');
    expect(state.hardStart?.clock.id).toBe('c8');
    expect(state.hardStart?.in_s).toBe(15 * 60);
    expect(state.hardStart?.backtime_s).toBe(0);
  });

  it('rolls "next" over to the following clock when this hour is all sent', () => {
    const seven = clock(7, [element('Alt', 0, 60, false, 0)]);
    const eight = clock(8, [element('Nyheter 08', 0, 3, true)]);
    const state = runningState([seven, eight], new Date(SEVEN + mmss(59)));
    expect(state.next?.title).toBe('Nyheter 08');
    expect(state.nextClock?.id).toBe('c8');
    expect(state.nextIn_s).toBe(60);
  });

  it('between clocks: no running clock, but the upcoming clock and its hard start', () => {
    const eight = clock(8, [element('Nyheter 08', 0, 3, true)]);
    const state = runningState([eight], new Date(SEVEN + mmss(30)));
    expect(state.clock).toBeNull();
    expect(state.drift_s).toBeNull();
    expect(state.upcomingClock?.id).toBe('c8');
    expect(state.hardStart?.in_s).toBe(30 * 60);
  });
});

// ─── Issue 19: drift that can be recovered ─────────────────────────────────────

/** The clock with these elements changed as the server would (status, time, bulk note). */
function withMarks(c: RunningClock, marks: { id: string; sent_status: RunningElement['sent_status']; at?: number }[]): RunningClock {
  return {
    ...c,
    elements: c.elements.map((e) => {
      const m = marks.find((x) => x.id === e.id);
      return m ? { ...e, sent_status: m.sent_status, sent_at: m.at === undefined ? null : new Date(m.at).toISOString() } : e;
    }),
  };
}
const byTitle = (c: RunningClock, title: string) => c.elements.find((e) => e.title === title)!;

describe('skipped elements (Utelatt)', () => {
  it('are neither on air nor next, and leave the drift alone', () => {
    const base = sevenOClock({ news: 0, weather: mmss(3) });
    const at = new Date(SEVEN + mmss(4, 30));
    // Without the skip, Trafikk (due 04:00) is 30 s late.
    expect(runningState([base], at).drift_s).toBe(30);
    const skipped = withMarks(base, [{ id: byTitle(base, 'Trafikk').id, sent_status: 'skipped' }]);
    const state = runningState([skipped], at);
    expect(state.current?.title).toBe('Vær');
    expect(state.next?.title).toBe('Musikk');
    expect(state.drift_s).toBe(0);
  });

  it('count for nothing in back-timing, and a skipped hard start is no longer the next hard start', () => {
    const base = sevenOClock({ news: 0, weather: mmss(3), traffic: mmss(4), music: mmss(5) });
    const at = new Date(SEVEN + mmss(12, 30));
    expect(runningState([base], at).hardStart?.backtime_s).toBe(0); // 15:00 + 3:00 + 12:00 = 30:00
    const noAd = withMarks(base, [{ id: byTitle(base, 'Reklame').id, sent_status: 'skipped' }]);
    expect(runningState([noAd], at).hardStart?.backtime_s).toBe(-180); // three minutes to fill
    const noHalf = withMarks(base, [{ id: byTitle(base, 'Nyheter halv').id, sent_status: 'skipped' }]);
    expect(runningState([noHalf], at).hardStart).toBeNull();
  });

  it('is not what the plan has on air: plannedNow leaves it out', () => {
    const base = sevenOClock();
    const noMusic = withMarks(base, [{ id: byTitle(base, 'Musikk').id, sent_status: 'skipped' }]);
    expect(runningState([base], new Date(SEVEN + mmss(7))).plannedNow?.title).toBe('Musikk');
    expect(runningState([noMusic], new Date(SEVEN + mmss(7))).plannedNow).toBeNull();
  });
});

describe('catch up: "Marker alt til nå som sendt"', () => {
  it('is offered when nothing was marked, and marking up to now at planned times clears the drift', () => {
    const seven = sevenOClock();
    const at = new Date(SEVEN + mmss(59, 7));
    const before = runningState([seven], at);
    expect(before.drift_s).toBe(59 * 60 + 7);
    expect(before.next?.title).toBe('Nyheter');

    const plan = catchUp(seven, at);
    expect(plan?.until.title).toBe('Musikk 2');
    expect(plan?.overdue.map((e) => e.title)).toEqual(['Nyheter', 'Vær', 'Trafikk', 'Musikk', 'Reklame', 'Prat', 'Nyheter halv']);
    const times = markUntilTimes(seven, plan!.until.id);
    expect(times.map(({ element, at: t }) => [element.title, (t - SEVEN) / 1000])).toEqual([
      ['Nyheter', 0],
      ['Vær', 180],
      ['Trafikk', 240],
      ['Musikk', 300],
      ['Reklame', 900],
      ['Prat', 1080],
      ['Nyheter halv', 1800],
      ['Musikk 2', 1980],
    ]);
    const after = runningState([withMarks(seven, times.map(({ element, at: t }) => ({ id: element.id, sent_status: 'sent', at: t })))], at);
    expect(after.current?.title).toBe('Musikk 2');
    expect(after.drift_s).toBe(0);
    expect(after.currentRemaining_s).toBe(53);
    expect(catchUp(withMarks(seven, times.map(({ element, at: t }) => ({ id: element.id, sent_status: 'sent', at: t }))), at)).toBeNull();
  });

  it('counts the drift from the last element marked: a bulk mark after real marks continues from them', () => {
    const seven = sevenOClock({ news: mmss(0, 5), weather: mmss(3, 20) });
    const at = new Date(SEVEN + mmss(16));
    expect(runningState([seven], at).drift_s).toBe(12 * 60); // Trafikk due 04:00
    const times = markUntilTimes(seven, catchUp(seven, at)!.until.id);
    expect(times.map(({ element }) => element.title)).toEqual(['Trafikk', 'Musikk', 'Reklame']);
    const state = runningState([withMarks(seven, times.map(({ element, at: t }) => ({ id: element.id, sent_status: 'sent', at: t })))], at);
    expect(state.current?.title).toBe('Reklame');
    expect(state.drift_s).toBe(0);
  });

  it('never puts a bulk mark before a real mark earlier in the clock', () => {
    // Nyheter went on air 06:00 late; Vær and Trafikk were planned before that.
    const seven = sevenOClock({ news: mmss(6) });
    const times = markUntilTimes(seven, byTitle(seven, 'Musikk').id);
    expect(times.map(({ element, at }) => [element.title, (at - SEVEN) / 1000])).toEqual([
      ['Vær', 360],
      ['Trafikk', 360],
      ['Musikk', 360],
    ]);
  });

  it('is not offered when the hour is only behind because the element on air overruns', () => {
    const seven = sevenOClock({ news: mmss(0, 5), weather: mmss(3, 20), traffic: mmss(4, 40), music: mmss(5, 40) });
    const at = new Date(SEVEN + mmss(16));
    expect(runningState([seven], at).drift_s).toBe(60);
    expect(catchUp(seven, at)).toBeNull();
  });

  it('leaves skipped elements out and stops before what has not started by the plan', () => {
    const base = sevenOClock();
    const seven = withMarks(base, [{ id: byTitle(base, 'Vær').id, sent_status: 'skipped' }]);
    const plan = catchUp(seven, new Date(SEVEN + mmss(4, 30)));
    expect(plan?.until.title).toBe('Trafikk');
    expect(markUntilTimes(seven, plan!.until.id).map(({ element }) => element.title)).toEqual(['Nyheter', 'Trafikk']);
  });
});

describe('start from here', () => {
  it('puts the chosen element on air now, leaves the pending ones before it out, and drift is its real lateness', () => {
    const seven = sevenOClock({ news: 0 });
    const at = SEVEN + mmss(20);
    const plan = startFromPlan(seven, byTitle(seven, 'Prat').id);
    expect(plan?.start.title).toBe('Prat');
    expect(plan?.skip.map((e) => e.title)).toEqual(['Vær', 'Trafikk', 'Musikk', 'Reklame']);
    const started = withMarks(seven, [
      ...plan!.skip.map((e) => ({ id: e.id, sent_status: 'skipped' as const })),
      { id: plan!.start.id, sent_status: 'sent', at },
    ]);
    const state = runningState([started], new Date(at));
    expect(state.current?.title).toBe('Prat');
    expect(state.next?.title).toBe('Nyheter halv');
    expect(state.drift_s).toBe(120); // Prat was planned at 18:00
    expect(state.hardStart?.backtime_s).toBe(120); // 20:00 + 12:00 = 32:00, the news is at 30:00
    expect(catchUp(started, new Date(at))).toBeNull();
  });

  it('knows no element outside the clock', () => {
    expect(startFromPlan(sevenOClock(), 'nope')).toBeNull();
    expect(markUntilTimes(sevenOClock(), 'nope')).toEqual([]);
  });
});
