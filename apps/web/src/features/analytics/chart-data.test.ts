import { describe, expect, it } from 'vitest';
import { analyticsTable, type AnalyticsAnswer } from '@studioportal/shared';
import { chartIsEmpty, chartShape, MAX_BARS, shortDay } from './chart-data';

describe('chartShape', () => {
  it('pivots show × source rows into one stacked bar per show, every source in every point, in the labels’ order', () => {
    const answer: AnalyticsAnswer<'listeners'> = {
      chart: 'listeners',
      from: '2026-01-10',
      to: '2026-01-10',
      rows: [
        { show: 'Kveld', source: 'web', count: 1 },
        { show: 'Morgen', source: 'vote_web', count: 4 },
        { show: 'Morgen', source: 'sms', count: 2 },
      ],
    };
    const shape = chartShape(answer);
    expect(shape).toMatchObject({ kind: 'stacked', horizontal: true, categoryKey: 'name' });
    expect(shape.series.map((s) => s.label)).toEqual(['SMS', 'Nettside', 'Stemme (nettside)']);
    expect(shape.points).toEqual([
      { name: 'Kveld', web: 1, sms: 0, vote_web: 0 },
      { name: 'Morgen', web: 0, sms: 2, vote_web: 4 },
    ]);
  });

  it('draws at most the most played episodes, while the table keeps them all', () => {
    const rows = Array.from({ length: MAX_BARS + 3 }, (_, i) => ({ episode: `Episode ${i}`, plays: 100 - i, downloads: 1 }));
    const answer: AnalyticsAnswer<'podcast-episodes'> = { chart: 'podcast-episodes', from: '2026-01-01', to: '2026-01-31', rows };
    expect(chartShape(answer).points).toHaveLength(MAX_BARS);
    expect(analyticsTable(answer).rows).toHaveLength(MAX_BARS + 3);
  });

  it('calls a range of zero plays empty, and writes days short on the axis', () => {
    const answer: AnalyticsAnswer<'podcast-days'> = { chart: 'podcast-days', from: '2026-01-01', to: '2026-01-02', rows: [{ day: '2026-01-01', plays: 0, downloads: 0 }] };
    expect(chartIsEmpty('podcast-days', chartShape(answer))).toBe(true);
    expect(shortDay('2026-01-09')).toBe('09.01.');
  });

  it('shows dates the Norwegian way: 26.11.2026 in the table (and so the CSV), 26.11. on the axis', () => {
    const answer: AnalyticsAnswer<'activity'> = {
      chart: 'activity',
      from: '2026-11-26',
      to: '2026-12-01',
      rows: [
        { day: '2026-11-26', kind: 'sign_in', count: 2, people: 1 },
        { day: '2026-12-01', kind: 'chat_message', count: 3, people: 2 },
      ],
    };
    expect(analyticsTable(answer).rows).toEqual([
      ['26.11.2026', 'Innlogginger', '2', '1'],
      ['01.12.2026', 'Chatmeldinger', '3', '2'],
    ]);
    expect(chartShape(answer).points.map((p) => p.name)).toEqual(['26.11.', '01.12.']);
    const quiz: AnalyticsAnswer<'quiz'> = { chart: 'quiz', from: '2026-03-29', to: '2026-03-29', rows: [{ day: '2026-03-29', quiz: 'Fredagsquiz', participants: 4, answers: 9, correct: 5 }] };
    expect(analyticsTable(quiz).rows[0]?.[0]).toBe('29.03.2026');
    expect(chartShape(quiz).points[0]?.name).toBe('29.03. Fredagsquiz');
  });
});
