import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE } from './api';

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON, the session cookie and the client headers', async () => {
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/api/x');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    expect(headers['X-Client-Info']).toBe('studioportal-enterprise-radio/2');
    expect(headers['X-Realtime-Version']).toBe('2.0');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it("throws the server's Norwegian message and code", async () => {
    vi.stubGlobal('fetch', respond(401, { error: { code: 'invalid_credentials', message: 'Feil e-post eller passord' } }));
    const error = await apiRequest('/api/session/sign-in').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_credentials', message: 'Feil e-post eller passord' });
  });

  it('falls back to a Norwegian message by status, and for network failures', async () => {
    vi.stubGlobal('fetch', respond(429, undefined));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ code: 'rate_limited', message: 'For mange forespørsler. Vent litt og prøv igjen.' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE });
  });
});
