import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { computeHealth } from './health';
import { getLatencySample, measureLatencyNow, noteServerReached } from './latency-probe';

/** fetch that fails the latency probe (HEAD /favicon.ico) and answers everything else with `status`. */
function serverWithDeadProbe(status = 200) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/favicon.ico' && init?.method === 'HEAD') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ ok: true }), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

const critical = () => computeHealth({ connection: 'connected', ...getLatencySample() }) === 'critical';

describe("'Serveren svarer ikke' (issue 19)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    noteServerReached();
  });

  it('clears as soon as a request to the server succeeds, not at the next probe', async () => {
    vi.stubGlobal('fetch', serverWithDeadProbe());
    await measureLatencyNow();
    expect(getLatencySample().probeFailed).toBe(true);
    expect(critical()).toBe(true);

    await api.get('/api/noe');
    expect(getLatencySample().probeFailed).toBe(false);
    expect(critical()).toBe(false);
  });

  it('a 5xx (a proxy in front of a server that is away) does not count as an answer', async () => {
    vi.stubGlobal('fetch', serverWithDeadProbe(502));
    await measureLatencyNow();
    await expect(api.get('/api/noe')).rejects.toMatchObject({ status: 502 });
    expect(getLatencySample().probeFailed).toBe(true);
  });

  it('clears on a sign of life from realtime, and a probe that was already under way cannot undo it', async () => {
    vi.stubGlobal('fetch', serverWithDeadProbe());
    await measureLatencyNow();
    expect(getLatencySample().probeFailed).toBe(true);
    noteServerReached();
    expect(getLatencySample().probeFailed).toBe(false);

    let fail!: (error: Error) => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((_, reject) => (fail = reject))));
    const probe = measureLatencyNow();
    noteServerReached(); // e.g. a realtime message arrives while the probe hangs
    fail(new TypeError('Failed to fetch'));
    await probe;
    expect(getLatencySample().probeFailed).toBe(false);
  });
});
