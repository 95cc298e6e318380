import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DateField } from './date-field';
import { FormField } from './form-field';
import { DateTimeField } from './date-time-field';
import { TimeField } from './time-field';
import { formatDateKey, maskDateText, maskTimeText, monthGrid, parseDateText, parseTimeText, spokenDate } from './date-time-text';

describe('Norwegian dates and times as text (issue 19)', () => {
  it('reads a date day first, in the ways people type it, and refuses what is not a date', () => {
    for (const text of ['06.01.2025', '6.1.2025', '06/01/2025', '6-1-2025', '6 1 2025', '06012025', '6.1.25']) {
      expect(parseDateText(text), text).toBe('2025-01-06');
    }
    expect(parseDateText('2025-01-06')).toBe('2025-01-06');
    for (const text of ['', '01/06', '2025-02-30', '31.02.2025', '32.01.2025', '6.13.2025', '1/6/2025 AM']) {
      expect(parseDateText(text), text).toBeNull();
    }
    expect(parseDateText('29.02.2024')).toBe('2024-02-29');
    expect(formatDateKey('2025-01-06')).toBe('06.01.2025');
    expect(formatDateKey('')).toBe('');
  });

  it('puts the dots in while typing forward, never while deleting', () => {
    expect(maskDateText('06', '0')).toBe('06.');
    expect(maskDateText('06.01', '06.0')).toBe('06.01.');
    expect(maskDateText('06012025', '0601202')).toBe('06.01.2025');
    expect(maskDateText('06.', '06.0')).toBe('06.');
    expect(maskDateText('06/01/2025', '')).toBe('06.01.2025');
  });

  it('reads 24-hour times and never AM/PM', () => {
    expect(parseTimeText('7:30')).toBe('07:30');
    expect(parseTimeText('07.30')).toBe('07:30');
    expect(parseTimeText('730')).toBe('07:30');
    expect(parseTimeText('0730')).toBe('07:30');
    expect(parseTimeText('7')).toBe('07:00');
    expect(parseTimeText('23:59')).toBe('23:59');
    for (const text of ['24:00', '7:60', '7:30 PM', '07:30:05', 'abc']) expect(parseTimeText(text), text).toBeNull();
    expect(parseTimeText('07:30:05', true)).toBe('07:30:05');
    expect(parseTimeText('073005', true)).toBe('07:30:05');
    expect(parseTimeText('07:30', true)).toBe('07:30:00');
    expect(maskTimeText('07', '0')).toBe('07:');
    expect(maskTimeText('0730', '073')).toBe('07:30');
    expect(maskTimeText('07:30', '07:3', true)).toBe('07:30:');
  });

  it('lays a month out from Monday, with the days in Norwegian for screen readers', () => {
    const january = monthGrid(2025, 1);
    // 1 January 2025 is a Wednesday: the first row starts on Monday 30 December.
    expect(january[0]!.map((d) => d.dateKey)).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05']);
    expect(january.at(-1)!.some((d) => d.dateKey === '2025-01-31')).toBe(true);
    expect(spokenDate('2025-01-06')).toBe('mandag 6. januar 2025');
  });
});

function ControlledDate({ initial = '', onChange }: { initial?: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      aria-label="Fra dato"
      value={value}
      today="2025-01-15"
      clearable
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateField', () => {
  afterEach(cleanup);

  it('shows dd.mm.åååå, and typing a date gives the date key', () => {
    const onChange = vi.fn();
    render(<ControlledDate initial="2025-01-06" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Fra dato' }) as HTMLInputElement;
    expect(field.value).toBe('06.01.2025');
    expect(field.placeholder).toBe('dd.mm.åååå');
    fireEvent.change(field, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    fireEvent.change(field, { target: { value: '24122025' } });
    expect(field.value).toBe('24.12.2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-12-24');
    // An impossible date is marked, never sent, and goes back on leaving the field.
    fireEvent.change(field, { target: { value: '31.02.2025' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith('2025-12-24');
    fireEvent.blur(field);
    expect(field.value).toBe('24.12.2025');
  });

  it('picks a day from the calendar by keyboard: arrows move, Enter picks, focus returns to the field', async () => {
    const onChange = vi.fn();
    render(<ControlledDate initial="2025-01-06" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Åpne kalenderen/ }));
    const grid = await screen.findByRole('grid', { name: 'januar 2025' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('mandag 6. januar 2025');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['ma', 'ti', 'on', 'to', 'fr', 'lø', 'sø']);
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('mandag 13. januar 2025');
    fireEvent.keyDown(grid, { key: 'PageDown' });
    expect(await screen.findByRole('grid', { name: 'februar 2025' })).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('torsdag 13. februar 2025');
    await act(async () => {
      fireEvent.click(document.activeElement!);
    });
    expect(onChange).toHaveBeenLastCalledWith('2025-02-13');
    expect((screen.getByRole('textbox', { name: 'Fra dato' }) as HTMLInputElement).value).toBe('13.02.2025');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('inside a FormField (whose Slot hands it a ref) the label names it and focus comes back after a pick', async () => {
    const onChange = vi.fn();
    render(
      <FormField label="Dato">
        <DateField value="2025-01-06" today="2025-01-15" onChange={onChange} />
      </FormField>,
    );
    const field = screen.getByRole('textbox', { name: 'Dato' });
    fireEvent.click(screen.getByRole('button', { name: /Åpne kalenderen/ }));
    await screen.findByRole('grid');
    fireEvent.click(screen.getByRole('button', { name: 'tirsdag 7. januar 2025' }));
    expect(onChange).toHaveBeenLastCalledWith('2025-01-07');
    await vi.waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('marks today, and "Tøm" empties a filter', async () => {
    const onChange = vi.fn();
    render(<ControlledDate initial="2025-01-06" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Åpne kalenderen/ }));
    await screen.findByRole('grid');
    expect(screen.getByRole('button', { name: 'onsdag 15. januar 2025' }).getAttribute('aria-current')).toBe('date');
    fireEvent.click(screen.getByRole('button', { name: 'Tøm' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});

describe('TimeField and DateTimeField', () => {
  afterEach(cleanup);

  it('a time is 24-hour text with the colon put in', () => {
    const onChange = vi.fn();
    render(<TimeField aria-label="Sendetid" value="" withSeconds onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Sendetid' }) as HTMLInputElement;
    expect(field.placeholder).toBe('tt:mm:ss');
    fireEvent.change(field, { target: { value: '143005' } });
    expect(field.value).toBe('14:30:05');
    expect(onChange).toHaveBeenLastCalledWith('14:30:05');
  });

  it('"Publiseres" is a date and a 24-hour time giving the datetime-local value', () => {
    const onChange = vi.fn();
    render(<DateTimeField label="Publiseres" value="2025-01-06T07:30" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Publiseres' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Publiseres, dato' }) as HTMLInputElement).value).toBe('06.01.2025');
    const time = screen.getByRole('textbox', { name: 'Publiseres, klokkeslett' }) as HTMLInputElement;
    expect(time.value).toBe('07:30');
    fireEvent.change(time, { target: { value: '1845' } });
    expect(onChange).toHaveBeenLastCalledWith('2025-01-06T18:45');
  });
});
