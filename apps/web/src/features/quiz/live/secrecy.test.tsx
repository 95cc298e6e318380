import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { StageQuestion } from '../display/stage-question';
import { countdownOf } from './countdown';
import { HostView } from './host-view';
import { QuestionView } from './question-view';
import { detailFixture, stateFixture } from './test-fixtures/session';

/** Before the reveal nothing the host or the display renders may tell the right alternative apart. */
describe('no answer before the reveal', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('renders every alternative alike until a right one is given', () => {
    const state = stateFixture();
    render(<QuestionView question={state.question!} questionCount={5} media={null} />);
    const items = within(screen.getByRole('list', { name: 'Alternativer' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['AA: Bergen', 'BB: Oslo', 'CC: Trondheim', 'DD: Tromsø']);
    expect(new Set(items.map((li) => li.outerHTML.replace(/>[^<]*</g, '><'))).size).toBe(1);
    expect(screen.queryByText('riktig svar')).toBeNull();
  });

  it('the host view asks the server for nothing (so never for the key)', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<HostView detail={detailFixture({ is_producer: false })} intro />);
    expect(screen.getByText('Hva er hovedstaden i Norge?')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.queryByText('riktig svar')).toBeNull();
  });

  it("the display's tiles are alike before the reveal, and mark the right one after", () => {
    const state = stateFixture();
    const countdown = countdownOf(state, Date.parse('2025-03-01T07:00:10.000Z'));
    const { unmount } = render(<StageQuestion state={state} countdown={countdown} squeezed={false} />);
    const before = within(screen.getByRole('list', { name: 'Alternativer' })).getAllByRole('listitem');
    expect(new Set(before.map((li) => li.className)).size).toBe(1);
    unmount();
    const reveal = { question_index: 1, correct_index: 1, correct_text: null, distribution: [1, 6, 2, 1], answers: 10, correct: 6, average_ms: 4200, first_correct: null, skipped: false };
    render(<StageQuestion state={stateFixture({ phase: 'revealed', reveal })} countdown={countdownOf(null, 0)} squeezed={false} />);
    const after = within(screen.getByRole('list', { name: 'Alternativer' })).getAllByRole('listitem');
    expect(after[1]!.textContent).toContain('riktig svar');
    expect(after.filter((li) => li.textContent?.includes('riktig svar'))).toHaveLength(1);
  });
});
