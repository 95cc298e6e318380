import { describe, expect, it } from 'vitest';
import { describeConnection } from './realtime-status';

const connected = { connection: 'connected' as const, health: 'healthy' as const, latencyMs: 40 };

describe('the connection indicator', () => {
  it('is a quiet dot while the server reports itself healthy, or has not reported yet', () => {
    expect(describeConnection(connected, 'ok')).toMatchObject({ text: null, tone: 'ok' });
    expect(describeConnection(connected, null)).toMatchObject({ text: null, tone: 'ok' });
  });

  it('says so in words when the server reports a part of itself down', () => {
    expect(describeConnection(connected, 'down')).toMatchObject({ text: 'Serveren melder problemer', tone: 'bad' });
  });

  it('leaves a slow report to the developer tools rather than alarming every screen', () => {
    expect(describeConnection(connected, 'degraded')).toMatchObject({ text: null, tone: 'ok' });
  });
});
