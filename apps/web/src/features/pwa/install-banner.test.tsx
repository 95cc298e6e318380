import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { startEngagementWatch } from '@/lib/pwa/engagement';
import { getInstallState, startInstallState } from '@/lib/pwa/install-state';
import InstallBanner, { INSTALL_BANNER_MS } from './install-banner';

/** A stand-in for Chromium's beforeinstallprompt event (the browser's own, not our code). */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(async () => {});
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

describe('install banner (spec sections 4 and 9)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  startInstallState();
  startEngagementWatch();

  it('waits for the visitor to interact with the page before offering', () => {
    render(<InstallBanner />);
    offerInstall('dismissed');
    expect(screen.queryByText('Installer Studioportal')).toBeNull();
    act(() => {
      fireEvent.pointerDown(document.body);
    });
    expect(screen.getByRole('region', { name: 'Installer Studioportal' })).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Ikke nå' }));
    });
  });

  it("never covers a page's bottom action bar: it sits above it, and the page gets room below (issue 19)", () => {
    const bar = document.createElement('div');
    bar.setAttribute('data-bottom-bar', '');
    bar.textContent = 'Send til studioskjermen';
    document.body.appendChild(bar);
    const height = window.innerHeight;
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue({ top: height - 72, bottom: height, height: 72, left: 0, right: 390, width: 390, x: 0, y: height - 72, toJSON: () => ({}) });
    try {
      render(<InstallBanner />);
      offerInstall('dismissed');
      const banner = screen.getByRole('region', { name: 'Installer Studioportal' });
      const overlay = banner.closest<HTMLElement>('[data-install-banner]')!;
      expect(overlay.style.bottom).toBe('72px');
      expect(document.body.style.paddingBottom).not.toBe('');
      act(() => {
        fireEvent.click(screen.getByRole('button', { name: 'Ikke nå' }));
      });
      expect(document.body.style.paddingBottom).toBe('');
    } finally {
      bar.remove();
    }
  });

  it('appears when the browser offers installing, and hides itself after 15 s', () => {
    vi.useFakeTimers();
    render(<InstallBanner />);
    expect(screen.queryByText('Installer Studioportal')).toBeNull();
    const { event } = offerInstall('dismissed');
    expect(event.defaultPrevented).toBe(true);
    expect(getInstallState().isInstallable).toBe(true);
    expect(screen.getByRole('region', { name: 'Installer Studioportal' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(INSTALL_BANNER_MS - 1);
    });
    expect(screen.queryByText('Installer Studioportal')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Installer Studioportal')).toBeNull();
    // Hidden, not forgotten: installing stays possible.
    expect(getInstallState().isInstallable).toBe(true);
  });

  it('accepting shows the browser dialog once and clears the offer', async () => {
    render(<InstallBanner />);
    const { prompt } = offerInstall('accepted');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Installer' }));
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Installer Studioportal')).toBeNull();
    expect(getInstallState().isInstallable).toBe(false);
  });

  it('dismissing clears it, and an app-installed event clears it too', () => {
    render(<InstallBanner />);
    offerInstall('dismissed');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Ikke nå' }));
    });
    expect(screen.queryByText('Installer Studioportal')).toBeNull();

    offerInstall('dismissed');
    expect(screen.queryByText('Installer Studioportal')).not.toBeNull();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByText('Installer Studioportal')).toBeNull();
    expect(getInstallState()).toMatchObject({ isInstallable: false, isInstalled: true, canInstall: false });
  });

});
