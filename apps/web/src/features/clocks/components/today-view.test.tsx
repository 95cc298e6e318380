import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within, fireEvent } from '@testing-library/react';
import type { ActiveClock } from '@studioportal/shared';
import { makeAuth, makeProfile, TestProviders } from '@/test/auth-fixtures';
import { finalDrift, hourPhase, hourSummary, orderHours } from '../lib/today-hours';
import { TodayView } from './today-view';

// Monday 6 January 2025, Oslo is UTC+1: 06:00 Oslo = 05:00Z.
const at = (hh: number, mm = 0, ss = 0) => new Date(Date.UTC(2025, 0, 6, hh - 1, mm, ss));
const m = (minutes: number, seconds = 0) => minutes * 60 + seconds;

let n = 0;
function element(clockId: string, title: string, startS: number, durationS: number, sentAt?: Date, status?: 'skipped'): ActiveClock['elements'][number] {
  n += 1;
  return {
    id: `e${n}`,
    active_clock_id: clockId,
    position: n,
    type: 'music',
    title,
    start_offset_s: startS,
    duration_s: durationS,
    hard_start: false,
    notes: '',
    responsible: null,
    sent_status: status ?? (sentAt ? 'sent' : 'pending'),
    sent_at: sentAt ? sentAt.toISOString() : null,
    sent_by: null,
    marked_in_bulk: false,
    media: null,
  } as ActiveClock['elements'][number];
}

function clock(hour: number, name: string, elements: (id: string) => ActiveClock['elements']): ActiveClock {
  const id = `c${hour}`;
  return { id, broadcast_date: '2025-01-06', hour, starts_at: at(hour).toISOString(), template_id: null, name, color: '#3b82f6', created_at: at(0).toISOString(), elements: elements(id) };
}

// 06: finished, 2 of 3 sent, the last mark 40 s late; 07: running; 08: to come.
const six = clock(6, 'Seksklokka', (id) => [element(id, 'Nyheter 6', 0, m(3), at(6, 0, 5)), element(id, 'Vær 6', m(3), m(2), at(6, 3, 40)), element(id, 'Musikk 6', m(5), m(55))]);
const seven = clock(7, 'Syvklokka', (id) => [element(id, 'Nyheter 7', 0, m(3), at(7, 0, 2)), element(id, 'Vær 7', m(3), m(2)), element(id, 'Musikk 7', m(5), m(55))]);
const eight = clock(8, 'Åtteklokka', (id) => [element(id, 'Nyheter 8', 0, m(3)), element(id, 'Vær 8', m(3), m(2))]);

describe("'I dag' rules (issue 19)", () => {
  it('knows finished, running and coming hours, and orders them by hour with the running one to open', () => {
    const now = at(7, 12);
    expect([six, seven, eight].map((c) => hourPhase(c, now))).toEqual(['finished', 'running', 'upcoming']);
    const { hours, focusId } = orderHours([eight, six, seven], now);
    expect(hours.map((c) => c.hour)).toEqual([6, 7, 8]);
    expect(focusId).toBe(seven.id);
    // Between hours (no clock at 09): the next one is the one to show.
    expect(orderHours([six, seven], at(5, 30)).focusId).toBe(six.id);
  });

  it('sums up a finished hour: sent of planned and the final drift of the last element sent', () => {
    expect(hourSummary(six, at(7, 12))).toEqual({ phase: 'finished', sent: 2, skipped: 0, planned: 3, finalDrift_s: 40 });
    expect(finalDrift(eight)).toBeNull();
    const early = clock(9, 'Tidlig', (id) => [element(id, 'A', 0, m(3), at(9, 0, 0)), element(id, 'B', m(3), m(2), at(9, 2, 30)), element(id, 'C', m(5), m(1), undefined, 'skipped')]);
    expect(hourSummary(early, at(11))).toMatchObject({ sent: 2, skipped: 1, planned: 3, finalDrift_s: -30 });
  });
});

describe("the 'I dag' view", () => {
  const scrolled: string[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ now: at(7, 12), toFake: ['Date'] });
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    // Below the fold, as the running hour is under the live panel on a real screen.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: this.id.startsWith('time-') ? window.innerHeight + 200 : 0 } as DOMRect;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ date: '2025-01-06', clocks: [eight, six, seven] }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('folds finished hours to a line, opens the running hour and brings it into view, keeps coming hours compact, one column in hour order', async () => {
    render(
      <TestProviders auth={makeAuth(makeProfile({ approval_status: 'approved' }))}>
        <TodayView onOpenTemplates={() => undefined} />
      </TestProviders>,
    );
    const list = await screen.findByRole('list', { name: 'Dagens timer' });
    const hours = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(hours.map((li) => [li.getAttribute('data-hour'), li.getAttribute('data-hour-phase')])).toEqual([
      ['6', 'finished'],
      ['7', 'running'],
      ['8', 'upcoming'],
    ]);

    // 06: one line, with the counts and the final drift, and no element rows until opened.
    const finished = within(hours[0]!).getByRole('button', { expanded: false });
    expect(finished.textContent).toContain('Seksklokka');
    expect(finished.textContent).toContain('2/3 sendt');
    const drift = finished.querySelector('[data-final-drift]')!;
    expect(drift.querySelector('[aria-hidden]')?.textContent).toBe('+00:40');
    expect(drift.textContent).toContain('sluttdrift 00:40 bak planen');
    expect(hours[0]!.querySelector('[data-clock-element]')).toBeNull();
    fireEvent.click(finished);
    expect(hours[0]!.querySelector('[data-clock-element="Vær 6"]')).not.toBeNull();

    // 07: open with every element and its "Marker sendt".
    expect(within(hours[1]!).getByRole('region', { name: /Syvklokka/ })).toBeTruthy();
    expect(within(hours[1]!).getByRole('button', { name: 'Marker «Vær 7» som sendt' })).toBeTruthy();

    // 08: compact until asked.
    expect(within(hours[2]!).getByRole('button', { expanded: false }).textContent).toContain('kl. 08:00');
    expect(hours[2]!.querySelector('[data-clock-element]')).toBeNull();

    // Scrolled to the running hour once, on open.
    await vi.waitFor(() => expect(scrolled).toEqual([`time-${seven.id}`]));
  });
});
