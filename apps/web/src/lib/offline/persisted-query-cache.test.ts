import { describe, expect, it } from 'vitest';
import { isPersistableQuery } from './persisted-query-cache';
import { PAGE_LOADED_AT, cameFromStorage } from './restored-data';

const query = (queryKey: unknown[], status: 'success' | 'error' | 'pending', dataUpdatedAt = Date.now()) =>
  ({ queryKey, state: { status, dataUpdatedAt } }) as unknown as Parameters<typeof isPersistableQuery>[0];

describe('the saved query cache', () => {
  it('keeps successful answers of ordinary screens', () => {
    expect(isPersistableQuery(query(['chat', 'history', 'public'], 'success'))).toBe(true);
    expect(isPersistableQuery(query(['active-clocks', '2026-11-24'], 'success'))).toBe(true);
    expect(isPersistableQuery(query(['config'], 'success'))).toBe(true);
  });

  it('never keeps failures, unfinished queries or sensitive data', () => {
    expect(isPersistableQuery(query(['chat', 'conversations'], 'error'))).toBe(false);
    expect(isPersistableQuery(query(['chat', 'conversations'], 'pending'))).toBe(false);
    for (const root of ['admin-users', 'security', 'auth', 'session', 'me', 'dev-tools']) {
      expect(isPersistableQuery(query([root, 'list'], 'success')), root).toBe(false);
    }
  });

  it('tells data restored from storage from data fetched by this page', () => {
    expect(cameFromStorage(query(['chat'], 'success', PAGE_LOADED_AT - 60_000))).toBe(true);
    expect(cameFromStorage(query(['chat'], 'success', PAGE_LOADED_AT + 1))).toBe(false);
    expect(cameFromStorage(query(['chat'], 'pending', 0))).toBe(false);
  });
});
