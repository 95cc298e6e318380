import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { PersonAvailability, PublicProfile, TeamAvailability } from '@studioportal/shared';
import { warningsOn } from '@/features/availability';
import { PeoplePicker } from './people-picker';
import { ProducerSelect } from './producer-select';

const person = (userId: string, name: string, over: Partial<PersonAvailability> = {}): PersonAvailability => ({ userId, name, chatColor: null, week: [], absences: [], ...over });

// Wednesday 2030-03-06.
const DATE = '2030-03-06';
const team: TeamAvailability = {
  from: DATE,
  to: DATE,
  people: [
    person('kari', 'Kari', { week: [{ weekday: 3, start: '08:00', end: '16:00' }], absences: [{ id: 'a1', kind: 'ferie', from: '2030-03-04', to: '2030-03-08', note: null }] }),
    person('ola', 'Ola', { week: [{ weekday: 1, start: '08:00', end: '16:00' }] }),
    person('per', 'Per', { week: [{ weekday: 3, start: '06:00', end: '10:00' }] }),
    person('siri', 'Siri'),
  ],
};

const staff = ['kari', 'ola', 'per', 'siri'].map((id) => ({ id, full_name: id[0]!.toUpperCase() + id.slice(1), chat_color: null })) as unknown as PublicProfile[];

/** The text an element is described by (aria-describedby), as a screen reader reads it after the name. */
const descriptionOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the show plan pickers warn about colleagues who are not available that day', () => {
  afterEach(cleanup);

  it('warns for a range away (it beats the usual week) and a day outside the usual week; not for someone who filled in nothing', () => {
    const warnings = warningsOn(team, DATE);
    expect(warnings.get('kari')).toBe('Ikke tilgjengelig (Ferie)');
    expect(warnings.get('ola')).toBe('Ikke tilgjengelig (jobber vanligvis ikke denne dagen)');
    expect(warnings.has('per')).toBe(false);
    expect(warnings.has('siri')).toBe(false);
    expect(warningsOn(team, '').size).toBe(0);
  });

  it('shows the warning by the host’s name, read with the checkbox', () => {
    render(<PeoplePicker legend="Programledere" staff={staff} value={[]} onChange={() => undefined} warnings={warningsOn(team, DATE)} />);
    const kari = screen.getByRole('checkbox', { name: /Kari/ });
    expect(descriptionOf(kari)).toBe('Ikke tilgjengelig (Ferie)');
    expect(descriptionOf(screen.getByRole('checkbox', { name: /Per/ }))).toBe('');
  });

  it('marks the producer options and says it under the field when an unavailable one is chosen', () => {
    render(<ProducerSelect staff={staff} value="kari" onChange={() => undefined} warnings={warningsOn(team, DATE)} />);
    expect(screen.getByRole('option', { name: 'Kari – Ikke tilgjengelig (Ferie)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Per' })).toBeTruthy();
    expect(descriptionOf(screen.getByRole('combobox', { name: 'Produsent' }))).toBe('Ikke tilgjengelig (Ferie)');
  });
});
