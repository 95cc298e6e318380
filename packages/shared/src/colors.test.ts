import { describe, expect, it } from 'vitest';
import {
  COLOR_MESSAGES,
  FALLBACK_CHAT_COLORS,
  NORMALIZED_COLOR_PATTERN,
  colorContrast,
  colorLuminance,
  contrastWarning,
  derivedChatColor,
  displayChatColor,
  hueFallbackColors,
  normalizeChatColor,
  parseChatColor,
} from './colors';

describe('normalizeChatColor', () => {
  it('keeps #RRGGBB, lower-cased and trimmed', () => {
    expect(normalizeChatColor('#3B82F6')).toBe('#3b82f6');
    expect(normalizeChatColor('  #00ff7f ')).toBe('#00ff7f');
  });

  it('expands #RGB', () => {
    expect(normalizeChatColor('#F0a')).toBe('#ff00aa');
    expect(normalizeChatColor('#000')).toBe('#000000');
  });

  it('converts hsl(h, s%, l%)', () => {
    expect(normalizeChatColor('hsl(0, 100%, 50%)')).toBe('#ff0000');
    expect(normalizeChatColor('hsl(120,100%,25%)')).toBe('#008000');
    expect(normalizeChatColor('HSL( 240 , 100% , 50% )')).toBe('#0000ff');
    expect(normalizeChatColor('hsl(217.2, 91.2%, 59.8%)')).toBe('#3b82f6');
    expect(normalizeChatColor('hsl(-120, 100%, 50%)')).toBe('#0000ff');
    expect(normalizeChatColor('hsl(480deg, 100%, 50%)')).toBe('#00ff00');
  });

  it('refuses everything else', () => {
    for (const bad of [
      '',
      '   ',
      'blue',
      '#12345',
      '#1234567',
      '#ggg',
      '3b82f6',
      'rgb(0,0,0)',
      'hsl(0, 100, 50)',
      'hsl(0, 101%, 50%)',
      'hsl(0, 50%, -1%)',
      'hsl(0 100% 50%)',
      '#3b82f6; drop table profiles',
      `#${'f'.repeat(100)}`,
    ]) {
      expect(normalizeChatColor(bad), bad).toBeNull();
    }
  });

  it('always yields the stored shape', () => {
    for (const input of ['#ABC', '#aBcDeF', 'hsl(33, 12%, 87%)', 'hsl(359.9, 0%, 100%)']) {
      expect(normalizeChatColor(input)).toMatch(NORMALIZED_COLOR_PATTERN);
    }
  });
});

describe('parseChatColor', () => {
  it('gives the spec messages', () => {
    expect(parseChatColor('')).toEqual({ ok: false, message: 'Vennligst velg en farge' });
    expect(parseChatColor(null)).toEqual({ ok: false, message: 'Vennligst velg en farge' });
    expect(parseChatColor('rød')).toEqual({
      ok: false,
      message: 'Ugyldig fargeformat. Bruk hex (#RRGGBB) eller velg fra forslagene.',
    });
    expect(parseChatColor('#ABC')).toEqual({ ok: true, color: '#aabbcc' });
  });
});

describe('contrast rules', () => {
  it('computes perceived luminance on a 0..1 scale', () => {
    expect(colorLuminance('#000000')).toBe(0);
    expect(colorLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(colorLuminance('#ff0000')).toBeCloseTo(0.299, 3);
  });

  it('reads well on light below 0.7 and on dark above 0.5', () => {
    expect(colorContrast('#ffffff')).toMatchObject({ readableOnLight: false, readableOnDark: true });
    expect(colorContrast('#000000')).toMatchObject({ readableOnLight: true, readableOnDark: false });
    // #999999 has luminance 0.6: inside the band that reads on both.
    expect(colorContrast('#999999')).toMatchObject({ readableOnLight: true, readableOnDark: true });
  });

  it('treats the thresholds as strict', () => {
    // A grey with luminance exactly 0.7 is not readable on light; exactly 0.5 is not readable on dark.
    const grey = (l: number) => `#${Math.round(l * 255).toString(16).padStart(2, '0').repeat(3)}`;
    expect(colorContrast(grey(0.702)).readableOnLight).toBe(false);
    expect(colorContrast(grey(0.498)).readableOnDark).toBe(false);
  });

  it('warns in Norwegian for light, dark or both', () => {
    expect(contrastWarning('#ffffff')).toBe(COLOR_MESSAGES.hardOnLight);
    expect(contrastWarning('#000000')).toBe(COLOR_MESSAGES.hardOnDark);
    expect(contrastWarning('#999999')).toBeNull();
    expect(COLOR_MESSAGES.hardOnBoth).toContain('både lys og mørk');
  });
});

describe('fallback suggestions', () => {
  it('has 16 distinct fixed hex colours', () => {
    expect(FALLBACK_CHAT_COLORS).toHaveLength(16);
    expect(new Set(FALLBACK_CHAT_COLORS).size).toBe(16);
    for (const c of FALLBACK_CHAT_COLORS) {
      expect(c).toMatch(NORMALIZED_COLOR_PATTERN);
      expect(contrastWarning(c), c).toBeNull();
    }
  });

  it('generates 12 hues at 70% saturation and 50% lightness', () => {
    const hues = hueFallbackColors();
    expect(hues).toHaveLength(12);
    expect(new Set(hues).size).toBe(12);
    expect(hues[0]).toBe(normalizeChatColor('hsl(0, 70%, 50%)'));
    expect(hues[4]).toBe(normalizeChatColor('hsl(120, 70%, 50%)'));
  });
});

describe('derived and displayed colour', () => {
  it('is stable for one id and differs across ids', () => {
    expect(derivedChatColor('user-1')).toBe(derivedChatColor('user-1'));
    expect(derivedChatColor('user-1')).toMatch(NORMALIZED_COLOR_PATTERN);
    const colours = new Set(Array.from({ length: 50 }, (_, i) => derivedChatColor(`user-${i}`)));
    expect(colours.size).toBeGreaterThan(30);
  });

  it('prefers the claimed colour, then the derived one, then the default', () => {
    expect(displayChatColor({ id: 'u', chat_color: '#ABCDEF' })).toBe('#abcdef');
    expect(displayChatColor({ id: 'u', chat_color: null })).toBe(derivedChatColor('u'));
    expect(displayChatColor({ id: 'u', chat_color: 'garbage' })).toBe(derivedChatColor('u'));
    expect(displayChatColor({ chat_color: null })).toBe('#3b82f6');
  });
});

describe('derived colour readability', () => {
  it('reads well on both themes for most ids', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `id-${i}`);
    const readable = ids.filter((id) => contrastWarning(derivedChatColor(id)) === null);
    expect(readable.length).toBeGreaterThan(150);
  });
});
