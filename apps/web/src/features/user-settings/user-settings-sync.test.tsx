import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { DEFAULT_USER_SETTINGS, type UserSettingsView } from '@studioportal/shared';
import { getA11yState } from '@/lib/a11y';
import { readThemePreference } from '@/lib/theme';
import { makeAuth, makeProfile, TestProviders } from '@/test/auth-fixtures';
import { getNotificationChoices } from './notification-choices';
import { readSynced } from './synced-settings';
import { UserSettingsSync } from './user-settings-sync';

const USER = 'user-1';

function renderSync() {
  return render(
    <TestProviders auth={makeAuth(makeProfile({ id: USER, approval_status: 'approved' }))}>
      <UserSettingsSync userId={USER} />
    </TestProviders>,
  );
}

const serverSettings: UserSettingsView = {
  settings: {
    theme: 'light',
    accessibility: { ...DEFAULT_USER_SETTINGS.accessibility, largeText: true },
    notifications: { muted: ['achievement'], desktop: true },
  },
  version: 4,
  updatedAt: '2026-11-26T10:00:00.000Z',
};

describe('UserSettingsSync', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('applies the server’s settings after sign-in and keeps them in the browser’s stores', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(serverSettings), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    renderSync();
    await waitFor(() => expect(readSynced(USER)?.version).toBe(4));
    expect(readThemePreference()).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(getA11yState().largeText).toBe(true);
    expect(getNotificationChoices()).toEqual({ muted: ['achievement'], desktop: true });
    // Nothing was sent back: the server's settings are what this device now has.
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('offline, the last known settings apply from the browser, untouched', async () => {
    window.localStorage.setItem('theme', 'light');
    window.localStorage.setItem('a11y-settings', JSON.stringify({ ...DEFAULT_USER_SETTINGS.accessibility, highContrast: true }));
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    renderSync();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(readThemePreference()).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(JSON.parse(window.localStorage.getItem('a11y-settings')!)).toMatchObject({ highContrast: true });
  });
});
