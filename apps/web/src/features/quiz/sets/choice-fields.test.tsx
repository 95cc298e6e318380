import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChoiceFields } from './choice-fields';
import { newQuestion, type QuestionDraft } from './set-draft';

function Harness({ start, onState }: { start: QuestionDraft; onState: (q: QuestionDraft) => void }) {
  const [question, setQuestion] = useState(start);
  return (
    <ChoiceFields
      question={question}
      errors={undefined}
      onChange={(next) => {
        setQuestion(next);
        onState(next);
      }}
    />
  );
}

describe('choice alternatives', () => {
  afterEach(cleanup);

  it('marks the correct one with its radio and keeps the mark when an earlier one goes', () => {
    let latest: QuestionDraft | null = null;
    const start = { ...newQuestion('choice'), alternatives: ['Oslo', 'Bergen', 'Tromsø'] };
    render(<Harness start={start} onState={(q) => (latest = q)} />);

    expect(screen.getByRole('textbox', { name: 'Alternativ C' })).toHaveProperty('value', 'Tromsø');
    fireEvent.click(screen.getByRole('radio', { name: 'C er riktig svar' }));
    expect(latest!.correctIndex).toBe(2);

    fireEvent.click(screen.getByRole('button', { name: 'Fjern alternativ A' }));
    expect(latest!.alternatives).toEqual(['Bergen', 'Tromsø']);
    expect(latest!.correctIndex).toBe(1);
    expect((screen.getByRole('radio', { name: 'B er riktig svar' }) as HTMLInputElement).checked).toBe(true);
    // Two is the least: no more remove buttons.
    expect(screen.queryByRole('button', { name: /Fjern alternativ/ })).toBeNull();
  });
});
