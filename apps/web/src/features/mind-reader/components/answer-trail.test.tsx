import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { entryFixture, roundFixture } from '../test-fixtures/round';
import { AnswerTrail } from './answer-trail';
import { EntryList } from './entry-list';

describe('the answer trail', () => {
  afterEach(cleanup);

  it('marks each answer in the order asked, with an empty slot per question left', () => {
    const round = roundFixture({
      question_limit: 5,
      entries: [
        entryFixture(3, { answer: 'vet_ikke' }),
        entryFixture(1, { answer: 'ja' }),
        entryFixture(4, { kind: 'guess', text: 'Nansen', answer: null, correct: false }),
        entryFixture(2, { answer: 'nei' }),
      ],
    });
    render(<AnswerTrail round={round} />);
    const trail = screen.getByRole('list', { name: 'Svarrekke' });
    const items = within(trail).getAllByRole('listitem');
    expect(items.map((li) => li.dataset.answer)).toEqual(['ja', 'nei', 'vet_ikke']);
    expect(items.map((li) => li.textContent)).toEqual(['✓Spørsmål 1: Ja', '✗Spørsmål 2: Nei', '?Spørsmål 3: Vet ikke']);
    // Two empty slots (5 − 3), hidden from screen readers.
    expect(trail.querySelectorAll('li[data-answer="none"][aria-hidden]')).toHaveLength(2);
  });

  it('lists questions and guesses newest first, each with its badge', () => {
    const round = roundFixture({
      entries: [
        entryFixture(1, { text: 'Er det en mann?', answer: 'ja' }),
        entryFixture(2, { text: '', answer: 'nei' }),
        entryFixture(3, { kind: 'guess', text: 'Nansen', answer: null, correct: false }),
      ],
    });
    render(<EntryList round={round} />);
    const items = within(screen.getByRole('list', { name: 'Spørsmål og svar' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Nansen');
    expect(items[0]!.textContent).toContain('Feil');
    expect(items[1]!.textContent).toContain('Spørsmål 2');
    expect(items[1]!.textContent).toContain('Spørsmål uten tekst');
    expect(items[1]!.textContent).toContain('Nei');
    expect(items[2]!.textContent).toContain('Er det en mann?');
    expect(items[2]!.textContent).toContain('Ja');
  });
});
