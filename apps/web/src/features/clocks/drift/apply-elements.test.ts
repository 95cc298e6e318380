import { describe, expect, it } from 'vitest';
import type { ActiveClock, ClockContentElement, ClockDayResponse } from '@studioportal/shared';
import { applyChangedElements } from './apply-elements';

const element = (id: string, clock: string, over: Partial<ClockContentElement> = {}): ClockContentElement => ({
  id,
  active_clock_id: clock,
  position: Number(id.slice(1)),
  type: 'other',
  title: id,
  start_offset_s: 0,
  duration_s: 60,
  hard_start: false,
  notes: '',
  responsible: null,
  sent_status: 'pending',
  sent_at: null,
  sent_by: null,
  marked_in_bulk: false,
  media: null,
  ...over,
});
const clock = (id: string, elements: ClockContentElement[]): ActiveClock => ({
  id,
  broadcast_date: '2025-01-06',
  hour: 7,
  starts_at: '2025-01-06T06:00:00.000Z',
  template_id: null,
  name: id,
  color: '#3b82f6',
  created_at: '2025-01-06T05:00:00.000Z',
  elements,
});

describe('applyChangedElements', () => {
  const day: ClockDayResponse = { date: '2025-01-06', clocks: [clock('c7', [element('e1', 'c7'), element('e2', 'c7')]), clock('c8', [element('e3', 'c8')])] };

  it('replaces the changed elements whole and leaves the rest (and other clocks) as they were', () => {
    const sent = element('e1', 'c7', { sent_status: 'sent', sent_at: '2025-01-06T06:00:00.000Z', marked_in_bulk: true });
    const skipped = element('e2', 'c7', { sent_status: 'skipped' });
    const next = applyChangedElements(day, [sent, skipped])!;
    expect(next.clocks[0]!.elements).toEqual([sent, skipped]);
    expect(next.clocks[1]).toBe(day.clocks[1]);
    // The answer and the event both arrive: the same state.
    expect(applyChangedElements(next, [sent, skipped])).toEqual(next);
  });

  it('changes nothing for another day, an empty list or an unloaded cache', () => {
    expect(applyChangedElements(day, [element('e9', 'c9')])).toBe(day);
    expect(applyChangedElements(day, [])).toBe(day);
    expect(applyChangedElements(undefined, [element('e1', 'c7')])).toBeUndefined();
  });
});
