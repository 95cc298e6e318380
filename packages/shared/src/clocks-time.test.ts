import { describe, expect, it } from 'vitest';
import { describeSeconds, formatCountdown, formatMmSs, parseMmSs } from './clocks-time';

describe('mm:ss', () => {
  it('formats and parses broadcast times', () => {
    expect(formatMmSs(0)).toBe('00:00');
    expect(formatMmSs(754)).toBe('12:34');
    expect(formatMmSs(3600)).toBe('60:00');
    expect(formatMmSs(-40)).toBe('−00:40');
    expect(parseMmSs('12:34')).toBe(754);
    expect(parseMmSs('3:05')).toBe(185);
    expect(parseMmSs('90')).toBe(90);
    expect(parseMmSs('12:60')).toBeNull();
    expect(parseMmSs('abc')).toBeNull();
  });

  it('describes seconds in words for messages', () => {
    expect(describeSeconds(45)).toBe('45 s');
    expect(describeSeconds(120)).toBe('2 min');
    expect(describeSeconds(75)).toBe('1 min 15 s');
  });
});

describe('countdown', () => {
  it('counts mm:ss under an hour and hours and minutes from an hour up', () => {
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(754)).toBe('12:34');
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(3600)).toBe('1 t 0 min');
    expect(formatCountdown(7500)).toBe('2 t 5 min');
  });
});
