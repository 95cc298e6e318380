import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('greetingFor', () => {
  it.each([
    [4, 'God morgen'],
    [9, 'God morgen'],
    [10, 'God dag'],
    [12, 'God dag'],
    [13, 'God ettermiddag'],
    [17, 'God ettermiddag'],
    [18, 'God kveld'],
    [23, 'God kveld'],
    [2, 'God kveld'],
  ])('%i:00 → %s', (hour, expected) => {
    expect(greetingFor(hour)).toBe(expected);
  });
});
