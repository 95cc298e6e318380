import { describe, expect, it } from 'vitest';
import { SPEAKING_RATE_MAX, SPEAKING_RATE_MIN } from '@studioportal/shared';
import { readingRateInput } from './reading-rate-input';

describe('readingRateInput (/enterprise reading rate)', () => {
  it('accepts a whole number within the content schema’s range', () => {
    expect(readingRateInput(' 165 ', 150)).toEqual({ kind: 'valid', wpm: 165 });
    expect(readingRateInput(String(SPEAKING_RATE_MIN), 150)).toEqual({ kind: 'valid', wpm: SPEAKING_RATE_MIN });
    expect(readingRateInput(String(SPEAKING_RATE_MAX), 150)).toEqual({ kind: 'valid', wpm: SPEAKING_RATE_MAX });
  });

  it('says when nothing changed', () => {
    expect(readingRateInput('150', 150)).toEqual({ kind: 'unchanged' });
  });

  it('refuses with the content schema’s Norwegian messages', () => {
    expect(readingRateInput(String(SPEAKING_RATE_MIN - 1), 150)).toEqual({ kind: 'invalid', message: `Talehastigheten må være minst ${SPEAKING_RATE_MIN} ord i minuttet` });
    expect(readingRateInput(String(SPEAKING_RATE_MAX + 1), 150)).toEqual({ kind: 'invalid', message: `Talehastigheten kan være høyst ${SPEAKING_RATE_MAX} ord i minuttet` });
    expect(readingRateInput('150.5', 150)).toEqual({ kind: 'invalid', message: 'Talehastigheten må være et helt tall' });
  });

  it('treats an empty field as invalid, not as 0 or unchanged', () => {
    expect(readingRateInput('', 150).kind).toBe('invalid');
    expect(readingRateInput('abc', 150).kind).toBe('invalid');
  });
});
