import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SPONSOR_STRINGS } from '@studioportal/shared';
import { ScriptField } from './script-field';

function Harness({ wpm = 150 }: { wpm?: number }) {
  const [value, setValue] = useState('');
  return <ScriptField value={value} onChange={setValue} wordsPerMinute={wpm} />;
}

describe('the mention script', () => {
  afterEach(cleanup);

  it('warns while typing when the script reads out a phone number, and stops when it is gone', () => {
    render(<Harness />);
    const script = screen.getByRole('textbox', { name: 'Sponsoromtale' });
    expect(screen.queryByRole('list', { name: 'Advarsler for omtalen' })).toBeNull();

    fireEvent.change(script, { target: { value: 'Sendingen er sponset av Joker Nord. Ring 77 12 34 56 i dag.' } });
    const warnings = within(screen.getByRole('list', { name: 'Advarsler for omtalen' })).getAllByRole('listitem');
    expect(warnings.map((li) => li.textContent)).toEqual([SPONSOR_STRINGS.scriptPhone]);
    // The warning is read with the field.
    expect(script.getAttribute('aria-describedby')).toContain(screen.getByRole('list', { name: 'Advarsler for omtalen' }).id);

    fireEvent.change(script, { target: { value: 'Sendingen er sponset av Joker Nord.' } });
    expect(screen.queryByRole('list', { name: 'Advarsler for omtalen' })).toBeNull();
  });

  it('lists every rule a script breaks: a price and a call to buy as well', () => {
    render(<Harness />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Sponsoromtale' }), { target: { value: 'Kjøp pølser til 20 kr hos Joker Nord, ring 77123456!' } });
    const warnings = within(screen.getByRole('list', { name: 'Advarsler for omtalen' })).getAllByRole('listitem');
    expect(warnings.map((li) => li.textContent)).toEqual([SPONSOR_STRINGS.scriptPhone, SPONSOR_STRINGS.scriptPrice, SPONSOR_STRINGS.scriptCallToAction]);
  });

  it('shows the read time at the station speaking rate as the script grows', () => {
    render(<Harness wpm={120} />);
    const time = screen.getByRole('status', { name: 'Lesetid' });
    expect(time.textContent).toBe('00:00');
    // 10 words at 120 words a minute: 5 seconds.
    fireEvent.change(screen.getByRole('textbox', { name: 'Sponsoromtale' }), { target: { value: 'Denne sendingen er sponset av Joker Nord på Storgata her' } });
    expect(time.textContent).toBe('00:05');
    expect(screen.getByText('10 ord · 120 ord/min')).toBeTruthy();
  });
});
