import { describe, expect, it } from 'vitest';
import type { ListenerPoll } from '@studioportal/shared';
import { applyTally, featuredPoll, pollBars, removePoll, upsertPoll } from './poll-tally';
import { barText, percentText, totalText, votesText } from './format';

const poll = (id: string, over: Partial<ListenerPoll> = {}): ListenerPoll => ({
  id,
  question: `Spørsmål ${id}?`,
  status: 'apen',
  options: [
    { option_id: 'a', label: 'Ja', votes: 3 },
    { option_id: 'b', label: 'Nei', votes: 1 },
  ],
  total_votes: 4,
  created_by: null,
  created_at: '2025-03-01T07:00:00.000Z',
  opened_at: null,
  closed_at: null,
  ...over,
});

describe('live tally merge', () => {
  it('puts the counts of a tally into its poll', () => {
    const polls = [poll('p1'), poll('p2')];
    const next = applyTally(polls, { poll_id: 'p1', options: [{ option_id: 'a', votes: 10 }, { option_id: 'b', votes: 5 }], total_votes: 15 });
    expect(next![0]!.options.map((o) => o.votes)).toEqual([10, 5]);
    expect(next![0]!.total_votes).toBe(15);
    expect(next![1]).toBe(polls[1]);
  });

  it('keeps the higher count when a late tally crosses a newer fetch (votes only grow)', () => {
    const polls = [poll('p1', { options: [{ option_id: 'a', votes: 12, label: 'Ja' }, { option_id: 'b', votes: 8, label: 'Nei' }], total_votes: 20 })];
    const next = applyTally(polls, { poll_id: 'p1', options: [{ option_id: 'a', votes: 11 }, { option_id: 'b', votes: 9 }], total_votes: 20 });
    expect(next![0]!.options.map((o) => o.votes)).toEqual([12, 9]);
    expect(next![0]!.total_votes).toBe(20);
  });

  it('returns the same list for an unknown poll or counts it already has', () => {
    const polls = [poll('p1')];
    expect(applyTally(polls, { poll_id: 'zz', options: [], total_votes: 99 })).toBe(polls);
    expect(applyTally(polls, { poll_id: 'p1', options: [{ option_id: 'a', votes: 3 }, { option_id: 'b', votes: 1 }], total_votes: 4 })).toBe(polls);
    expect(applyTally(undefined, { poll_id: 'p1', options: [], total_votes: 1 })).toBeUndefined();
  });

  it('ignores options the poll does not have', () => {
    const next = applyTally([poll('p1')], { poll_id: 'p1', options: [{ option_id: 'x', votes: 50 }, { option_id: 'a', votes: 4 }], total_votes: 5 });
    expect(next![0]!.options).toEqual([
      { option_id: 'a', label: 'Ja', votes: 4 },
      { option_id: 'b', label: 'Nei', votes: 1 },
    ]);
  });
});

describe('poll changes', () => {
  it('replaces a changed poll and keeps the list newest first', () => {
    const older = poll('old', { created_at: '2025-03-01T06:00:00.000Z' });
    const newer = poll('new', { created_at: '2025-03-01T08:00:00.000Z' });
    const list = upsertPoll([older], newer)!;
    expect(list.map((p) => p.id)).toEqual(['new', 'old']);
    const closed = upsertPoll(list, { ...older, status: 'lukket' })!;
    expect(upsertPoll(undefined, newer)).toBeUndefined();
    expect(closed.map((p) => [p.id, p.status])).toEqual([['new', 'apen'], ['old', 'lukket']]);
  });

  it('removes a deleted poll', () => {
    const list = [poll('p1'), poll('p2')];
    expect(removePoll(list, 'p1')!.map((p) => p.id)).toEqual(['p2']);
    expect(removePoll(list, 'nope')).toBe(list);
  });

  it('features the open poll, else the one closed last, else none', () => {
    const a = poll('a', { status: 'lukket', closed_at: '2025-03-01T07:10:00.000Z' });
    const b = poll('b', { status: 'lukket', closed_at: '2025-03-01T07:30:00.000Z' });
    const draft = poll('d', { status: 'utkast' });
    expect(featuredPoll([draft, a, b])?.id).toBe('b');
    expect(featuredPoll([a, poll('o'), b])?.id).toBe('o');
    expect(featuredPoll([draft])).toBeNull();
  });
});

describe('bars and percentages', () => {
  const options = (...votes: number[]) => votes.map((v, i) => ({ option_id: `o${i}`, label: `Alt ${i + 1}`, votes: v }));

  it('rounds by largest remainder so the bars add up to 100 %', () => {
    expect(pollBars(options(1, 1, 1)).map((b) => b.percent)).toEqual([34, 33, 33]);
    expect(pollBars(options(2, 1, 1, 3)).map((b) => b.percent)).toEqual([29, 14, 14, 43]);
    for (const votes of [[1, 2, 3, 4, 5, 6], [7, 7, 7], [1, 0, 0], [99, 1, 1]]) {
      expect(pollBars(options(...votes)).reduce((n, b) => n + b.percent, 0)).toBe(100);
    }
  });

  it('has no percentages, shares or leader before the first vote', () => {
    expect(pollBars(options(0, 0))).toEqual([
      { option_id: 'o0', label: 'Alt 1', votes: 0, percent: 0, share: 0, leading: false },
      { option_id: 'o1', label: 'Alt 2', votes: 0, percent: 0, share: 0, leading: false },
    ]);
  });

  it('gives every tied leader the lead and the exact share as the bar length', () => {
    const bars = pollBars(options(12, 8, 0));
    expect(bars.map((b) => [b.percent, b.share, b.leading])).toEqual([
      [60, 0.6, true],
      [40, 0.4, false],
      [0, 0, false],
    ]);
    expect(pollBars(options(5, 5)).map((b) => b.leading)).toEqual([true, true]);
  });

  it('says each bar in Norwegian for screen readers', () => {
    expect(barText('Ja', 12, 60)).toBe('Ja: 12 stemmer (60\u00a0%)');
    expect(votesText(1)).toBe('1 stemme');
    expect(votesText(1234)).toBe('1\u00a0234 stemmer');
    expect(percentText(7)).toBe('7\u00a0%');
    expect(totalText(0)).toBe('Ingen stemmer ennå');
    expect(totalText(20)).toBe('Totalt 20 stemmer');
  });
});
