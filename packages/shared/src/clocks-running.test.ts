import { describe, expect, it } from 'vitest';
import { runningState, type RunningClock, type RunningElement } from './clocks-running';

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
