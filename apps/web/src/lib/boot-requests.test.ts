import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeBootRequest } from './boot-requests';

const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

describe('takeBootRequest', () => {
  afterEach(() => {
    delete window.__studioportalBootRequests;
    vi.useRealTimers();
  });

  it('hands each answer boot.js fetched to the first asker only', async () => {
    window.__studioportalBootRequests = { sentAt: Date.now(), requests: { '/api/me': answer({ profile: null }) } };
    const first = takeBootRequest('/api/me');
    expect(await (await first!).json()).toEqual({ profile: null });
    expect(takeBootRequest('/api/me')).toBeNull();
    expect(takeBootRequest('/api/config')).toBeNull();
  });

  it('gives nothing when boot.js sent nothing (the dev server)', () => {
    expect(takeBootRequest('/api/me')).toBeNull();
  });

  it('drops an answer nobody asked for within 30 seconds, so a stale one is never used', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    window.__studioportalBootRequests = { sentAt: Date.now(), requests: { '/api/config': answer({}) } };
    vi.setSystemTime(1_000_000 + 30_001);
    expect(takeBootRequest('/api/config')).toBeNull();
  });
});
