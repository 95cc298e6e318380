import { describe, expect, it } from 'vitest';
import { nameFit } from './name-fit';

describe('names on the kiosk', () => {
  it('are set smaller the longer they are, in three steps', () => {
    expect(nameFit('Nyheter')).toBe(1);
    expect(nameFit('Reklame og sponsorplakat for Joker Nord')).toBe(0.85);
    expect(nameFit('Kulturredaktøren om festivalsommeren i Nord-Norge og hva den betyr for turismen')).toBe(0.72);
  });
});
