import { describe, expect, it } from 'vitest';
import { roundFixture, sessionFixture, todayFixture } from '../test-fixtures/round';
import { roleMayChange, withRound, withSession } from './cache';

describe('mind-reader events merged into GET /today', () => {
  it('replaces a round by a newer version, never by an older one', () => {
    const today = todayFixture();
    const newer = roundFixture({ questions_used: 4, version: 6 });
    expect(withRound(today, newer)!.session!.rounds[0]).toBe(newer);
    expect(withRound(today, roundFixture({ questions_used: 2, version: 4 }))).toBe(today);
  });

  it('adds a new round in position order, and leaves another session or an empty cache alone', () => {
    const today = todayFixture();
    const next = roundFixture({ id: 'r2', position: 2, status: 'ready', version: 1 });
    expect(withRound(today, next)!.session!.rounds.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(withRound(today, roundFixture({ id: 'x', session_id: 's2' }))).toBe(today);
    expect(withRound(undefined, next)).toBeUndefined();
    expect(withRound(todayFixture({ session: null }), next)).toEqual(todayFixture({ session: null }));
  });

  it('takes a session in, keeping a cached round that is newer than the one it carries', () => {
    const newer = roundFixture({ questions_used: 4, version: 9 });
    const today = todayFixture({ session: sessionFixture({ rounds: [newer] }) });
    const merged = withSession(today, sessionFixture({ host: { id: 'u-new', full_name: 'Nina', chat_color: null } }))!;
    expect(merged.session!.host.full_name).toBe('Nina');
    expect(merged.session!.rounds[0]).toBe(newer);
    expect(merged.role).toBe('host');
  });

  it('a new open session takes over; a closed other one changes nothing', () => {
    const today = todayFixture();
    const other = sessionFixture({ id: 's2', rounds: [] });
    expect(withSession(today, other)!.session!.id).toBe('s2');
    expect(withSession(today, { ...other, closed_at: '2026-09-14T09:00:00.000Z' })).toBe(today);
    expect(withSession(todayFixture({ session: null }), other)!.session!.id).toBe('s2');
  });

  it('says when the viewer’s role may have changed', () => {
    const today = todayFixture();
    expect(roleMayChange(today, sessionFixture())).toBe(false);
    expect(roleMayChange(today, sessionFixture({ producer: { id: 'u-x', full_name: 'X', chat_color: null } }))).toBe(true);
    expect(roleMayChange(today, sessionFixture({ id: 's2' }))).toBe(true);
    expect(roleMayChange(undefined, sessionFixture())).toBe(true);
  });
});
