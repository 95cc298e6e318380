import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { CompetitionEntry } from '@studioportal/shared';
import { makeAuth, makeProfile, TestProviders } from '@/test/auth-fixtures';
import { EntriesTable } from './entries-table';

const entry = (over: Partial<CompetitionEntry>): CompetitionEntry => ({
  id: 'e1',
  competition_id: 'c1',
  channel: 'sms',
  name: 'Ola',
  phone: '+47 ••• •• 678',
  answer: 'Tromsø',
  received_at: '2025-03-01T07:15:00.000Z',
  late: false,
  invalid_reason: null,
  entered_by: null,
  ...over,
});

const entries = [
  entry({}),
  entry({ id: 'e2', channel: 'phone', name: 'Kari', phone: '+4791234567', answer: null, entered_by: { id: 'u1', full_name: 'Per Produsent', chat_color: null } }),
  entry({ id: 'e3', channel: 'web', name: 'Siri', received_at: '2025-03-01T09:05:00.000Z', late: true }),
  entry({ id: 'e4', name: 'Nils', invalid_reason: 'Ansatt i Joker Nord' }),
];

function renderTable(canInvalidate: boolean) {
  render(
    <TestProviders auth={makeAuth(makeProfile({ app_role: canInvalidate ? 'Programleder' : 'Tekniker', approval_status: 'approved' }))}>
      <EntriesTable competitionId="c1" entries={entries} timeZone="Europe/Oslo" canInvalidate={canInvalidate} />
    </TestProviders>,
  );
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('the entries table', () => {
  afterEach(cleanup);

  it('shows each phone exactly as the server sent it: masked for most staff, whole for those who run competitions', () => {
    renderTable(false);
    expect(within(rowOf('Ola')).getByRole('cell', { name: '+47 ••• •• 678' })).toBeTruthy();
    expect(within(rowOf('Kari')).getByRole('cell', { name: '+4791234567' })).toBeTruthy();
    expect(screen.queryByText('91234567')).toBeNull();
  });

  it('reads channel, answer, time and whether the entry counts', () => {
    renderTable(false);
    const ola = within(rowOf('Ola'));
    expect(ola.getByRole('cell', { name: 'SMS' })).toBeTruthy();
    expect(within(rowOf('Kari')).getByRole('cell', { name: 'Telefon registrert av Per Produsent' })).toBeTruthy();
    expect(ola.getByRole('cell', { name: 'Tromsø' })).toBeTruthy();
    expect(ola.getByRole('cell', { name: '01.03.2025 08:15' })).toBeTruthy();
    expect(ola.getByText('Gyldig')).toBeTruthy();
    expect(within(rowOf('Siri')).getByText('For sent')).toBeTruthy();
    expect(within(rowOf('Nils')).getByText('Ugyldig: Ansatt i Joker Nord')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /som ugyldig/ })).toBeNull();
  });

  it('offers "Ugyldig" per valid entry to those who run competitions', () => {
    renderTable(true);
    expect(screen.getByRole('button', { name: 'Marker bidraget fra Ola som ugyldig' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marker bidraget fra Nils som ugyldig' })).toBeNull();
  });
});
