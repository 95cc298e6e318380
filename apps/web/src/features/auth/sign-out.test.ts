import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuthStorage, performSignOut } from './sign-out';

describe('sign-out', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem('sb-supabase-token', '1');
    window.localStorage.setItem('supabase.auth.token', '2');
    window.localStorage.setItem('my-auth-state', '3');
    window.localStorage.setItem('theme', 'light');
    window.localStorage.setItem('draft-note', 'hei');
  });

  it("clears only keys containing 'supabase' or 'auth'", () => {
    const removed = clearAuthStorage(window.localStorage);
    expect(removed.sort()).toEqual(['my-auth-state', 'sb-supabase-token', 'supabase.auth.token']);
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(window.localStorage.getItem('draft-note')).toBe('hei');
    expect(window.localStorage.length).toBe(2);
  });

  it('runs the steps in the spec order: storage, then state, then server', async () => {
    const order: string[] = [];
    const storageAtReset: (string | null)[] = [];
    await performSignOut({
      storage: window.localStorage,
      resetState: () => {
        order.push('reset');
        storageAtReset.push(window.localStorage.getItem('supabase.auth.token'));
      },
      signOutOnServer: async () => {
        order.push('server');
      },
      log: { warn: vi.fn() },
    });
    expect(order).toEqual(['reset', 'server']);
    expect(storageAtReset).toEqual([null]); // storage was already cleared when state was reset
  });

  it('logs a failing server call as a warning and still completes', async () => {
    const warn = vi.fn();
    const resetState = vi.fn();
    await expect(
      performSignOut({
        storage: window.localStorage,
        resetState,
        signOutOnServer: () => Promise.reject(new Error('session expired')),
        log: { warn },
      }),
    ).resolves.toBeUndefined();
    expect(resetState).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem('my-auth-state')).toBeNull();
  });
});
