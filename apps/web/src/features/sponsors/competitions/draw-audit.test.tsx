import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { drawRuleText, SPONSOR_STRINGS, type CompetitionDraw } from '@studioportal/shared';
import { DrawAudit } from './draw-audit';

const rule = drawRuleText({ entryFrom: '01.03.2025 08:00', entryTo: '01.03.2025 10:00', excludeDays: 30, excludeFrom: '30.01.2025 11:00', excludeTo: '01.03.2025 11:00' });

const draw: CompetitionDraw = {
  id: '00000000-0000-4000-8000-0000000000d1',
  competition_id: '00000000-0000-4000-8000-0000000000c1',
  drawn_at: '2025-03-01T10:00:00.000Z',
  drawn_by: { id: 'u1', full_name: 'Kari Nordmann', chat_color: null },
  redraw_of: null,
  reason: null,
  rule_text: rule,
  entry_window: { from: '2025-03-01T07:00:00.000Z', to: '2025-03-01T09:00:00.000Z' },
  exclusion_window: { from: '2025-01-30T10:00:00.000Z', to: '2025-03-01T10:00:00.000Z', days: 30 },
  total_entries: 5,
  valid_entries: 3,
  excluded: [
    { entry_id: 'e2', name: 'Ola', reason: SPONSOR_STRINGS.excludedRecentWinner(30) },
    { entry_id: 'e3', name: 'Per', reason: SPONSOR_STRINGS.excludedInvalid('Ringte to ganger') },
  ],
  late: [{ entry_id: 'e6', name: 'Siri', received_at: '2025-03-01T09:05:00.000Z' }],
  random_source: SPONSOR_STRINGS.randomSource,
  entries_hash: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  winner_index: 1,
  winner_entry_id: 'e4',
  winner_name: 'Anne',
};

/** The value next to a term of the record's description list. */
function valueOf(term: string): string {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('a draw’s audit record', () => {
  afterEach(cleanup);

  it('shows every part of the record as stored', () => {
    render(<DrawAudit draw={draw} number={1} timeZone="Europe/Oslo" />);
    const record = screen.getByRole('article', { name: 'Trekning 1 · 01.03.2025 11:00' });
    expect(within(record).getByText(rule)).toBeTruthy();
    expect(valueOf('Vinner')).toBe('Anne');
    expect(valueOf('Trukket av')).toBe('Kari Nordmann');
    expect(valueOf('Påmeldingsvindu')).toBe('01.03.2025 08:00 – 10:00');
    expect(valueOf('Karantenevindu')).toBe('30.01.2025 11:00 – 01.03.2025 11:00 (30 dager)');
    expect(valueOf('Bidrag')).toBe('5 totalt, 3 gyldige');
    expect(valueOf('Utelukket')).toContain(`Ola: ${SPONSOR_STRINGS.excludedRecentWinner(30)}`);
    expect(valueOf('Utelukket')).toContain('Per: Ugyldig: Ringte to ganger');
    expect(valueOf('For sene bidrag (ikke med)')).toBe('Siri (01.03.2025 10:05)');
    expect(valueOf('Tilfeldighetskilde')).toBe(SPONSOR_STRINGS.randomSource);
    expect(valueOf('SHA-256 av bidragslisten')).toBe(draw.entries_hash);
    expect(valueOf('Trukket plass')).toBe('Nr. 2 i listen sortert etter ankomst (indeks 1)');
    expect(screen.queryByText('Trukket på nytt fordi')).toBeNull();
  });

  it('a redraw shows its reason, and an empty record says so instead of leaving gaps', () => {
    render(<DrawAudit draw={{ ...draw, redraw_of: 'd0', reason: 'Vinneren svarte ikke på telefon', excluded: [], late: [], exclusion_window: { ...draw.exclusion_window, days: 0 } }} number={2} timeZone="Europe/Oslo" />);
    expect(valueOf('Trukket på nytt fordi')).toBe('Vinneren svarte ikke på telefon');
    expect(valueOf('Utelukket')).toBe('Ingen');
    expect(valueOf('For sene bidrag (ikke med)')).toBe('Ingen');
    expect(valueOf('Karantenevindu')).toBe('ingen karantene');
  });
});
