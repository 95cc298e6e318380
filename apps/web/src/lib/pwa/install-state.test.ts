import { describe, expect, it } from 'vitest';
import { computeInstallState, detectPlatform } from './install-state';

describe('install state (spec section 3)', () => {
  it('tells the platform from the browser', () => {
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36', 5)).toBe('android');
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1', 5)).toBe('ios');
    // iPadOS asks for the desktop site and looks like a Mac, but has a touch screen.
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 5)).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 0)).toBe('desktop');
    expect(detectPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36', 0)).toBe('desktop');
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36', 0)).toBe('desktop');
    expect(detectPlatform('SomeTV/1.0', 0)).toBe('unknown');
  });

  it('is installable only while the browser offers its prompt and the app is not installed', () => {
    expect(computeInstallState({ hasPrompt: true, standalone: false, installedNow: false, platform: 'android' })).toEqual({
      isInstallable: true,
      isInstalled: false,
      platform: 'android',
      canInstall: true,
    });
    expect(computeInstallState({ hasPrompt: false, standalone: false, installedNow: false, platform: 'desktop' })).toMatchObject({ isInstallable: false, canInstall: false });
    // appinstalled fired (or running standalone): installed, nothing more to offer.
    expect(computeInstallState({ hasPrompt: true, standalone: false, installedNow: true, platform: 'desktop' })).toMatchObject({ isInstallable: false, isInstalled: true, canInstall: false });
    expect(computeInstallState({ hasPrompt: false, standalone: true, installedNow: false, platform: 'android' })).toMatchObject({ isInstalled: true, canInstall: false });
  });

  it('lets iOS install from the Share menu without a prompt, unless already on the home screen', () => {
    expect(computeInstallState({ hasPrompt: false, standalone: false, installedNow: false, platform: 'ios' })).toMatchObject({ isInstallable: false, canInstall: true });
    expect(computeInstallState({ hasPrompt: false, standalone: true, installedNow: false, platform: 'ios' })).toMatchObject({ isInstalled: true, canInstall: false });
  });
});
