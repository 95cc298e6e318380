import { afterEach, describe, expect, it } from 'vitest';
import { isKeyboardOpen } from './keyboard';
import { releaseStuckScrollLock } from './scroll-lock';

describe('keyboard detection', () => {
  it('counts the keyboard as open only when the height shrinks by more than 150 px', () => {
    expect(isKeyboardOpen(844, 694)).toBe(false);
    expect(isKeyboardOpen(844, 693)).toBe(true);
  });
});

describe('scroll-lock watchdog', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.body.removeAttribute('data-scroll-locked');
    document.body.removeAttribute('style');
  });

  it('releases a lock that no open dialog accounts for', () => {
    document.body.setAttribute('data-scroll-locked', '1');
    document.body.style.overflow = 'hidden';
    document.body.style.pointerEvents = 'none';
    expect(releaseStuckScrollLock()).toBe(true);
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.pointerEvents).toBe('');
    expect(releaseStuckScrollLock()).toBe(false);
  });

  it('leaves the lock of an open dialog alone', () => {
    document.body.innerHTML = '<div role="dialog" data-state="open">Send akuttmelding</div>';
    document.body.setAttribute('data-scroll-locked', '1');
    expect(releaseStuckScrollLock()).toBe(false);
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
  });
});
