import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce, ANNOUNCE_CLEAR_MS, getAnnouncement } from './announce';
import { applyA11yToRoot } from './apply-root';
import { A11Y_STORAGE_KEY, DEFAULT_A11Y_SETTINGS, parseA11ySettings } from './settings';
import { getA11yState, isReducedMotion, updateA11ySettings } from './store';

describe('accessibility settings storage', () => {
  it('falls back key by key and keeps "follow the device" for reduced motion', () => {
    expect(parseA11ySettings(null)).toEqual(DEFAULT_A11Y_SETTINGS);
    expect(parseA11ySettings('{not json')).toEqual(DEFAULT_A11Y_SETTINGS);
    expect(parseA11ySettings(JSON.stringify({ highContrast: true, largeText: 'yes', reducedMotion: false }))).toEqual({
      ...DEFAULT_A11Y_SETTINGS,
      highContrast: true,
      reducedMotion: false,
    });
  });

  it('persists a change and lets the user override the device preference', () => {
    window.localStorage.clear();
    updateA11ySettings({ largeText: true, reducedMotion: true });
    expect(JSON.parse(window.localStorage.getItem(A11Y_STORAGE_KEY) ?? '{}')).toMatchObject({ largeText: true, reducedMotion: true });
    expect(isReducedMotion()).toBe(true);
    expect(isReducedMotion({ ...getA11yState(), reducedMotion: null, deviceReducedMotion: true })).toBe(true);
    expect(isReducedMotion({ ...getA11yState(), reducedMotion: false, deviceReducedMotion: true })).toBe(false);
    updateA11ySettings({ largeText: false, reducedMotion: null });
  });
});

describe('root markers', () => {
  it('puts every setting and the live-theme flag on the root', () => {
    const root = document.createElement('html');
    const all = { highContrast: true, reducedMotion: true, largeText: true, focusVisible: true, screenReader: true, darkMode: true, liveTheme: true };
    applyA11yToRoot(all, root);
    expect(root.hasAttribute('data-high-contrast')).toBe(true);
    expect(root.getAttribute('data-reduced-motion')).toBe('on');
    expect(root.classList.contains('live-theme')).toBe(true);
    expect(root.hasAttribute('data-live-theme')).toBe(true);
    applyA11yToRoot({ ...all, highContrast: false, reducedMotion: false, liveTheme: false }, root);
    expect(root.hasAttribute('data-high-contrast')).toBe(false);
    expect(root.getAttribute('data-reduced-motion')).toBe('off');
    expect(root.classList.contains('live-theme')).toBe(false);
  });
});

describe('announce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears the message after 1 s, and a new message restarts the clock', () => {
    announce('Lagret');
    expect(getAnnouncement().polite).toBe('Lagret');
    vi.advanceTimersByTime(ANNOUNCE_CLEAR_MS - 100);
    announce('Sendt', 'assertive');
    announce('Lagret igjen');
    vi.advanceTimersByTime(500);
    expect(getAnnouncement()).toEqual({ polite: 'Lagret igjen', assertive: 'Sendt' });
    vi.advanceTimersByTime(ANNOUNCE_CLEAR_MS);
    expect(getAnnouncement()).toEqual({ polite: '', assertive: '' });
  });
});
