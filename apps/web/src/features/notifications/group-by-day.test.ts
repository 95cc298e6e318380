import { describe, expect, it } from 'vitest';
import type { Notification } from '@studioportal/shared';
import { groupByDay } from './group-by-day';

const row = (id: string, created_at: string): Notification => ({ id, kind: 'mention', title: id, body: null, link: '/', is_read: false, read_at: null, created_at });

describe('the inbox grouped by the station’s day', () => {
  it('puts rows under I dag, I går and the long date, by Oslo time', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const groups = groupByDay(
      [row('a', '2026-11-26T09:00:00Z'), row('b', '2026-11-25T23:30:00Z'), row('c', '2026-11-25T10:00:00Z'), row('d', '2026-11-20T10:00:00Z')],
      now,
      'Europe/Oslo',
    );
    // 23:30 UTC on the 25th is 00:30 on the 26th in Oslo: today.
    expect(groups.map((g) => [g.heading, g.rows.map((r) => r.id)])).toEqual([
      ['I dag', ['a', 'b']],
      ['I går', ['c']],
      ['Fredag 20. november 2026', ['d']],
    ]);
  });
});
