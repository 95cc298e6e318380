import { describe, expect, it } from 'vitest';
import type { SpeedRound } from '@studioportal/shared';
import { formatTimeLeft, isTimeUp, markForKey, newerRound, pickRound, timeLeftMs } from './round-state';

const round = (over: Partial<SpeedRound> = {}): SpeedRound => ({
  id: 'r1',
  participant_name: 'Kari',
  phone: null,
  duration_s: 60,
  status: 'klar',
  started_at: null,
  ends_at: null,
  correct: 0,
  wrong: 0,
  passes: 0,
  current_prompt: null,
  set_id: null,
  tournament_id: null,
  created_by: null,
  created_at: '2025-03-01T06:00:00.000Z',
  server_now: '2025-03-01T06:00:00.000Z',
  ...over,
});

const T0 = Date.parse('2025-03-01T06:01:00.000Z');
const running = round({ status: 'i_gang', started_at: '2025-03-01T06:01:00.000Z', ends_at: '2025-03-01T06:02:00.000Z' });

describe('speed round on the desk', () => {
  it('counts the time left against the server clock', () => {
    expect(timeLeftMs(round(), T0)).toBe(60_000);
    expect(timeLeftMs(running, T0 + 15_250)).toBe(44_750);
    expect(timeLeftMs(running, T0 + 61_000)).toBe(0);
    expect(timeLeftMs(round({ status: 'ferdig' }), T0)).toBe(0);
    expect(isTimeUp(running, T0 + 59_999)).toBe(false);
    expect(isTimeUp(running, T0 + 60_000)).toBe(true);
  });

  it('rounds the seconds up, so 0:00 means the time is really up', () => {
    expect(formatTimeLeft(60_000)).toBe('1:00');
    expect(formatTimeLeft(44_750)).toBe('0:45');
    expect(formatTimeLeft(1)).toBe('0:01');
    expect(formatTimeLeft(0)).toBe('0:00');
    expect(formatTimeLeft(125_000)).toBe('2:05');
  });

  it('never lets a late answer take a count or the status back', () => {
    const two = { ...running, correct: 2 };
    const three = { ...running, correct: 2, passes: 1 };
    expect(newerRound(three, two)).toBe(three);
    expect(newerRound(two, three)).toBe(three);
    expect(newerRound({ ...three, status: 'ferdig' }, three).status).toBe('ferdig');
    expect(newerRound(round(), running)).toBe(running);
    expect(newerRound(undefined, running)).toBe(running);
  });

  it('takes R, F and P in either case', () => {
    expect(['r', 'R', 'f', 'F', 'p', 'P', 'x', 'Enter'].map(markForKey)).toEqual(['riktig', 'riktig', 'feil', 'feil', 'pass', 'pass', null, null]);
  });

  it('shows the chosen round, else the one running, else the newest ready one', () => {
    const ready = round({ id: 'ready' });
    const live = { ...running, id: 'live' };
    const done = round({ id: 'done', status: 'ferdig' });
    expect(pickRound([done, ready, live], 'done')).toBe(done);
    expect(pickRound([done, ready, live], null)).toBe(live);
    expect(pickRound([done, ready], null)).toBe(ready);
    expect(pickRound([done], null)).toBeNull();
    expect(pickRound([done], 'gone')).toBeNull();
  });
});
