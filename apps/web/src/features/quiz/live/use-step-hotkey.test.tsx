import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, fireEvent } from '@testing-library/react';
import { useStepHotkey } from './use-step-hotkey';

function Harness({ onStep }: { onStep: () => void }) {
  useStepHotkey(onStep);
  return (
    <div>
      <input aria-label="Felt" />
      <button type="button">Knapp</button>
      <p>Tekst</p>
    </div>
  );
}

describe('Space and Enter step the quiz', () => {
  afterEach(cleanup);

  it('steps on Space and Enter on the page, once per press', () => {
    const onStep = vi.fn();
    render(<Harness onStep={onStep} />);
    fireEvent.keyDown(document.body, { key: ' ' });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    fireEvent.keyDown(document.body, { key: 'Enter', repeat: true });
    expect(onStep).toHaveBeenCalledTimes(2);
  });

  it('not while typing, not on another control, not with a modifier', () => {
    const onStep = vi.fn();
    const { getByLabelText, getByText } = render(<Harness onStep={onStep} />);
    fireEvent.keyDown(getByLabelText('Felt'), { key: ' ' });
    fireEvent.keyDown(getByText('Knapp'), { key: 'Enter' });
    fireEvent.keyDown(document.body, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(onStep).not.toHaveBeenCalled();
  });
});
