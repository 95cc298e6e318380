import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { MindReaderAnswer } from '@studioportal/shared';
import { useAnswerHotkeys } from './use-answer-hotkeys';

function Harness({ onAnswer }: { onAnswer: ((answer: MindReaderAnswer) => void) | null }) {
  useAnswerHotkeys(onAnswer);
  return (
    <div>
      <input aria-label="Spørsmålet (valgfritt)" />
      <textarea aria-label="Notat" />
      <div contentEditable aria-label="Redigerbar" suppressContentEditableWarning>
        tekst
      </div>
      <button type="button">Knapp</button>
    </div>
  );
}

describe('J, N and V register the answer', () => {
  afterEach(cleanup);

  it('sends Ja, Nei and Vet ikke from the page, in either case, once per press', () => {
    const onAnswer = vi.fn();
    render(<Harness onAnswer={onAnswer} />);
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'N' });
    fireEvent.keyDown(document.body, { key: 'v' });
    fireEvent.keyDown(document.body, { key: 'j', repeat: true });
    expect(onAnswer.mock.calls.map((c) => c[0])).toEqual(['ja', 'nei', 'vet_ikke']);
  });

  it('works while a button has focus (a letter is no button key)', () => {
    const onAnswer = vi.fn();
    render(<Harness onAnswer={onAnswer} />);
    const button = screen.getByRole('button', { name: 'Knapp' });
    button.focus();
    fireEvent.keyDown(button, { key: 'n' });
    expect(onAnswer).toHaveBeenCalledWith('nei');
  });

  it('never fires while typing in a field, a text area or editable text', () => {
    const onAnswer = vi.fn();
    render(<Harness onAnswer={onAnswer} />);
    const field = screen.getByLabelText('Spørsmålet (valgfritt)');
    field.focus();
    for (const key of ['J', 'e', 'n', 's', 'v']) fireEvent.keyDown(field, { key });
    fireEvent.keyDown(screen.getByLabelText('Notat'), { key: 'j' });
    fireEvent.keyDown(screen.getByLabelText('Redigerbar'), { key: 'n' });
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('not with a modifier, not while composing, not while a dialog is open, not when turned off', () => {
    const onAnswer = vi.fn();
    const { rerender } = render(<Harness onAnswer={onAnswer} />);
    fireEvent.keyDown(document.body, { key: 'j', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'n', metaKey: true });
    fireEvent.keyDown(document.body, { key: 'v', altKey: true });
    fireEvent.keyDown(document.body, { key: 'j', isComposing: true });
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('data-state', 'open');
    document.body.append(dialog);
    fireEvent.keyDown(document.body, { key: 'j' });
    dialog.remove();
    rerender(<Harness onAnswer={null} />);
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(onAnswer).not.toHaveBeenCalled();
  });
});
