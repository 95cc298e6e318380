import { describe, expect, it } from 'vitest';
import { backtime, countdown, timeLeft } from './display-times';

describe('the studio display’s figures', () => {
  it('counts the element on air down, then up with a plus once it runs over', () => {
    expect(timeLeft(455)).toEqual({ text: '07:35', over: false, caption: 'igjen' });
    expect(timeLeft(0)).toEqual({ text: '00:00', over: false, caption: 'igjen' });
    expect(timeLeft(-55)).toEqual({ text: '+00:55', over: true, caption: 'over tiden' });
    expect(timeLeft(-3725)).toEqual({ text: '+62:05', over: true, caption: 'over tiden' });
  });

  it('counts down to what comes next in mm:ss within the hour, in hours and minutes beyond it', () => {
    expect(countdown(1050)).toBe('17:30');
    expect(countdown(-3)).toBe('00:00');
    expect(countdown(3900)).toBe('1 t 5 min');
  });

  it('says how the rest fits before the hard start', () => {
    expect(backtime(40)).toEqual({ text: '00:40 for mye – kutt før', tone: 'cut' });
    expect(backtime(-90)).toEqual({ text: '01:30 å fylle', tone: 'fill' });
    expect(backtime(0)).toEqual({ text: 'Går opp', tone: 'exact' });
  });
});
