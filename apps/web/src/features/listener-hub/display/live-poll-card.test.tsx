import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ListenerPoll } from '@studioportal/shared';
import { LivePollCard } from './live-poll-card';

const poll: ListenerPoll = {
  id: 'p1',
  question: 'Kaffe eller te?',
  status: 'apen',
  options: [
    { option_id: 'a', label: 'Kaffe', votes: 12 },
    { option_id: 'b', label: 'Te', votes: 8 },
  ],
  total_votes: 20,
  created_by: null,
  created_at: '2025-03-01T06:00:00.000Z',
  opened_at: '2025-03-01T06:01:00.000Z',
  closed_at: null,
};

describe('live poll card', () => {
  afterEach(cleanup);

  it('says every bar as one sentence, with the total', () => {
    render(<LivePollCard poll={poll} large={false} />);
    const list = screen.getByRole('list', { name: 'Resultat for «Kaffe eller te?»' });
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('.sr-only')?.textContent)).toEqual(['Kaffe: 12 stemmer (60\u00a0%)', 'Te: 8 stemmer (40\u00a0%)']);
    expect(screen.getByText('Totalt 20 stemmer')).toBeTruthy();
  });
});
