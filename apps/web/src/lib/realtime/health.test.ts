import { describe, expect, it } from 'vitest';
import { CHANNEL_HEALTH_TTL_MS, clearChannelHealth, getChannelHealth, recordChannelEvent, recordChannelStatus } from './channel-health';
import { computeHealth } from './health';

describe('connection health', () => {
  it('is healthy when connected and fast, degraded when slow or reconnecting, critical on error or a failed probe', () => {
    expect(computeHealth({ connection: 'connected', latencyMs: 40, probeFailed: false })).toBe('healthy');
    expect(computeHealth({ connection: 'connected', latencyMs: 500, probeFailed: false })).toBe('healthy');
    expect(computeHealth({ connection: 'connected', latencyMs: 501, probeFailed: false })).toBe('degraded');
    expect(computeHealth({ connection: 'reconnecting', latencyMs: 20, probeFailed: false })).toBe('degraded');
    expect(computeHealth({ connection: 'error', latencyMs: 20, probeFailed: false })).toBe('critical');
    expect(computeHealth({ connection: 'connected', latencyMs: 20, probeFailed: true })).toBe('critical');
  });
});

describe('channel health', () => {
  it('counts events per channel and drops channels untouched for 5 minutes', () => {
    clearChannelHealth();
    recordChannelStatus('chat', 'subscribed', 1000);
    recordChannelEvent('chat', 2000);
    recordChannelEvent('chat', 3000);
    recordChannelStatus('on-air', 'error', 1000);
    expect(getChannelHealth(3000)).toEqual([
      { channel: 'chat', status: 'subscribed', events: 2, errors: 0, lastEventAt: 3000, updatedAt: 3000 },
      { channel: 'on-air', status: 'error', events: 0, errors: 1, lastEventAt: null, updatedAt: 1000 },
    ]);
    expect(getChannelHealth(1000 + CHANNEL_HEALTH_TTL_MS + 1).map((entry) => entry.channel)).toEqual(['chat']);
    expect(getChannelHealth(3000 + CHANNEL_HEALTH_TTL_MS + 1)).toEqual([]);
  });
});
