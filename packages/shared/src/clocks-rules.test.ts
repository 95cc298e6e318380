import { describe, expect, it } from 'vitest';
import { clockTemplateInputSchema } from './clocks';
import { clockIssues, clockTotals, isTodaysTemplate, isUpcomingShow, nextFreeOffset, reflowElements } from './clocks-rules';

const el = (title: string, start: number, duration: number, hard_start = false) => ({
  title,
  start_offset_s: start,
  duration_s: duration,
  hard_start,
});

describe('clockIssues', () => {
  it('accepts a clean hour that fills exactly 60 minutes', () => {
    expect(clockIssues([el('Nyheter', 0, 300, true), el('Musikk', 300, 3000), el('Reklame', 3300, 300)])).toEqual([]);
  });

  it('reports an overlap on the later element with the exact overlap', () => {
    const issues = clockIssues([el('Vær', 0, 120), el('Trafikk', 90, 60)]);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ kind: 'overlap', index: 1, other: 0, seconds: 30 });
    expect(issues[0]!.message).toBe('«Trafikk» overlapper «Vær» med 30 s.');
  });

  it('never blames the hard start: the soft element running into it is the one to change', () => {
    const issues = clockIssues([el('Prat', 1500, 400), el('Nyheter', 1800, 180, true)]);
    expect(issues).toEqual([
      expect.objectContaining({ kind: 'hard_start', index: 0, other: 1, seconds: 100 }),
    ]);
    expect(issues[0]!.message).toBe('«Prat» går 1 min 40 s inn i den faste starten til «Nyheter» (30:00).');
  });

  it('reports a soft element starting inside a hard-start element', () => {
    const issues = clockIssues([el('Nyheter', 0, 300, true), el('Jingle', 240, 10)]);
    expect(issues[0]).toMatchObject({ kind: 'hard_start', index: 1, seconds: 10 });
  });

  it('shows exactly how far an element runs past the hour', () => {
    const issues = clockIssues([el('Musikk', 3000, 675)]);
    expect(issues).toEqual([expect.objectContaining({ kind: 'overflow', index: 0, seconds: 75 })]);
    expect(issues[0]!.message).toBe('«Musikk» går 1 min 15 s over timen.');
  });

  it('finds overlaps regardless of list order and with a long element covering several', () => {
    const issues = clockIssues([el('C', 600, 60), el('Lang', 0, 1200), el('B', 300, 60)]);
    expect(issues.map((i) => [i.index, 'other' in i ? i.other : null])).toEqual([
      [2, 1],
      [0, 1],
    ]);
  });
});

describe('the template schema applies the rules', () => {
  const base = { name: 'Morgen 07', weekday: 1, start_hour: 7, color: '#3B82F6', is_active: true };
  it('refuses an overlap with the rule message and a path to the element', () => {
    const result = clockTemplateInputSchema.safeParse({
      ...base,
      elements: [
        { type: 'news', title: 'Nyheter', start_offset_s: 0, duration_s: 300, hard_start: true },
        { type: 'music', title: 'Musikk', start_offset_s: 200, duration_s: 300, hard_start: false },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: ['elements', 1], message: '«Musikk» starter 1 min 40 s før «Nyheter» med fast start er ferdig.' });
  });

  it('requires names and titles, lower-cases the colour and refuses extra keys', () => {
    const noName = clockTemplateInputSchema.safeParse({ ...base, name: '  ', elements: [] });
    expect(noName.error!.issues[0]!.message).toBe('Navn er påkrevd');
    const noTitle = clockTemplateInputSchema.safeParse({
      ...base,
      elements: [{ type: 'talk', title: '', start_offset_s: 0, duration_s: 60, hard_start: false }],
    });
    expect(noTitle.error!.issues[0]!.message).toBe('Tittel er påkrevd');
    expect(clockTemplateInputSchema.parse({ ...base, elements: [] }).color).toBe('#3b82f6');
    expect(clockTemplateInputSchema.safeParse({ ...base, elements: [], owner: 'x' }).success).toBe(false);
  });
});

describe('reflowElements', () => {
  it('packs soft elements after a reorder and keeps hard starts where they are', () => {
    const reordered = [el('Nyheter', 0, 180, true), el('Musikk', 400, 240), el('Vær', 180, 60), el('Nyheter halv', 1800, 120, true), el('Prat', 900, 300)];
    const result = reflowElements(reordered).map((e) => [e.title, e.start_offset_s]);
    expect(result).toEqual([
      ['Nyheter', 0],
      ['Musikk', 180],
      ['Vær', 420],
      ['Nyheter halv', 1800],
      ['Prat', 1920],
    ]);
  });

  it('puts new elements after the last one', () => {
    expect(nextFreeOffset([el('A', 0, 100), el('B', 500, 100)])).toBe(600);
    expect(nextFreeOffset([])).toBe(0);
  });

  it('sums planned and free time', () => {
    expect(clockTotals([el('A', 0, 600), el('B', 3300, 400)])).toEqual({ planned: 1000, free: 2600, end: 3700, overBy: 100 });
  });
});

describe('derived rules (spec section 5)', () => {
  it("today's templates: weekday equal to today in Oslo and active", () => {
    // 23:30 UTC on Sunday 5 January 2025 is already Monday in Oslo.
    const mondayInOslo = new Date('2025-01-05T23:30:00Z');
    expect(isTodaysTemplate({ weekday: 1, is_active: true }, mondayInOslo)).toBe(true);
    expect(isTodaysTemplate({ weekday: 0, is_active: true }, mondayInOslo)).toBe(false);
    expect(isTodaysTemplate({ weekday: 1, is_active: false }, mondayInOslo)).toBe(false);
  });

  it('upcoming shows start after now and at most 24 h ahead', () => {
    const now = new Date('2025-01-06T06:00:00Z');
    const inMs = (ms: number) => ({ scheduled_start: new Date(now.getTime() + ms).toISOString() });
    expect(isUpcomingShow(inMs(60_000), now)).toBe(true);
    expect(isUpcomingShow(inMs(24 * 3_600_000), now)).toBe(true);
    expect(isUpcomingShow(inMs(24 * 3_600_000 + 1000), now)).toBe(false);
    expect(isUpcomingShow(inMs(0), now)).toBe(false);
    expect(isUpcomingShow(inMs(-60_000), now)).toBe(false);
  });
});
