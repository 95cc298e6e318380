import { describe, expect, it } from 'vitest';
import { claimChatColor } from './color-claim';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('claimChatColor', () => {
  it('returns the stored colour on success', async () => {
    const outcome = await claimChatColor('#ABC', { fetchImpl: async () => json(200, { success: true, reason: null, color: '#aabbcc' }) });
    expect(outcome).toEqual({ success: true, color: '#aabbcc' });
  });

  it('does not retry a refusal', async () => {
    let calls = 0;
    const outcome = await claimChatColor('#00aa55', {
      fetchImpl: async () => {
        calls++;
        return json(409, { success: false, reason: 'color_taken', color: '#00aa55', error: { code: 'color_taken', message: 'x' } });
      },
    });
    expect(outcome).toEqual({ success: false, reason: 'color_taken', color: '#00aa55' });
    expect(calls).toBe(1);
  });

  it('maps 401 to unauthorized and an unknown answer to unknown', async () => {
    expect(await claimChatColor('#000000', { fetchImpl: async () => json(401, { error: { code: 'unauthorized', message: 'x' } }) })).toMatchObject({
      success: false,
      reason: 'unauthorized',
    });
    expect(await claimChatColor('#000000', { fetchImpl: async () => json(403, { error: { code: 'not_approved', message: 'x' } }) })).toMatchObject({
      success: false,
      reason: 'unknown',
    });
  });

  it('retries network failures five times with 1, 2, 5, 10 and 30 s, then gives network_error', async () => {
    const delays: number[] = [];
    let calls = 0;
    const outcome = await claimChatColor('#123456', {
      fetchImpl: async () => {
        calls++;
        throw new TypeError('Failed to fetch');
      },
      sleepImpl: async (ms) => {
        delays.push(ms);
      },
    });
    expect(outcome).toEqual({ success: false, reason: 'network_error', color: null });
    expect(calls).toBe(6);
    expect(delays).toEqual([1000, 2000, 5000, 10000, 30000]);
  });

  it('succeeds on a retry after a lost connection or a server error', async () => {
    const answers = [() => Promise.reject(new TypeError('offline')), () => Promise.resolve(json(503, {})), () => Promise.resolve(json(200, { success: true, reason: null, color: '#123456' }))];
    const retries: number[] = [];
    const outcome = await claimChatColor('#123456', {
      fetchImpl: () => answers.shift()!(),
      sleepImpl: async () => {},
      onRetry: (attempt) => retries.push(attempt),
    });
    expect(outcome).toEqual({ success: true, color: '#123456' });
    expect(retries).toEqual([1, 2]);
  });
});
