import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { mindReaderSeasonStats, type MindReaderHistoryRow } from '@studioportal/shared';
import { HistoryTable } from './history-table';
import { seasonFromParam, seasonOptions } from './seasons';
import { StatsView } from './stats-view';

const row = (overrides: Partial<MindReaderHistoryRow>): MindReaderHistoryRow => ({
  round_id: 'r1',
  session_id: 's1',
  date: '2026-09-14',
  caller_name: 'Kari',
  category: 'Person',
  questions_used: 14,
  question_limit: 20,
  outcome: 'gjettet',
  secret: 'Roald Amundsen',
  host: { id: 'u', full_name: 'Hanne Vert', chat_color: null },
  finished_at: '2026-09-14T08:05:00.000Z',
  ...overrides,
});

describe('season statistics and history', () => {
  afterEach(cleanup);

  it('shows the record line, the success rate, the average and the streaks', () => {
    const figures = mindReaderSeasonStats([
      { outcome: 'gjettet', questions_used: 10 },
      { outcome: 'gjettet', questions_used: 15 },
      { outcome: 'tiden_ute', questions_used: 20 },
      { outcome: 'gjettet', questions_used: 12 },
    ]);
    render(<StatsView stats={{ season: '2026/27', ...figures }} />);
    const stats = screen.getByTestId('mind-reader-stats');
    expect(within(stats).getByRole('heading', { name: 'Sesongstatistikk · Sesong 2026/27' })).toBeTruthy();
    expect(within(stats).getByText('Tankeleseren har klart 3 av 4')).toBeTruthy();
    const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(value('Treffprosent')).toBe('75 %');
    expect(value('Snitt spørsmål')).toBe('14,3');
    expect(value('Lengste rekke')).toBe('2');
    expect(value('Nåværende rekke')).toBe('1');
  });

  it('says so when the season has no rounds', () => {
    render(<StatsView stats={{ season: '2025/26', rounds: 0, won: 0, success_rate: 0, average_questions: 0, longest_streak: 0, current_streak: 0 }} />);
    expect(screen.getByText('Ingen runder denne sesongen ennå')).toBeTruthy();
  });

  it('lists date, caller, category, questions of the limit, outcome, and the secret only once revealed', () => {
    render(<HistoryTable rows={[row({}), row({ round_id: 'r2', date: '2026-09-15', caller_name: 'Ola', outcome: 'ga_opp', secret: null, questions_used: 20 })]} />);
    const rows = within(screen.getByTestId('mind-reader-history')).getAllByRole('row').slice(1);
    const cells = (r: HTMLElement) => within(r).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(rows[0]!)).toEqual(['Dato14.09.2026', 'InnringerKari', 'KategoriPerson', 'Spørsmål brukt14 av 20', 'UtfallGjettet', 'HemmelighetRoald Amundsen']);
    expect(cells(rows[1]!)).toEqual(['Dato15.09.2026', 'InnringerOla', 'KategoriPerson', 'Spørsmål brukt20 av 20', 'UtfallGa opp', 'HemmelighetIkke avslørt']);
  });

  it('says so when there is nothing to list', () => {
    render(<HistoryTable rows={[]} />);
    expect(screen.getByText('Ingen ferdige runder denne sesongen.')).toBeTruthy();
  });

  it('offers this season and the four before, and reads a season from the address only when it is one', () => {
    expect(seasonOptions('2026/27')).toEqual(['2026/27', '2025/26', '2024/25', '2023/24', '2022/23']);
    expect(seasonOptions('1999/00', 2)).toEqual(['1999/00', '1998/99']);
    expect(seasonFromParam('2024/25', '2026/27')).toBe('2024/25');
    expect(seasonFromParam('2024/27', '2026/27')).toBe('2026/27');
    expect(seasonFromParam('tull', '2026/27')).toBe('2026/27');
    expect(seasonFromParam(null, '2026/27')).toBe('2026/27');
  });
});
