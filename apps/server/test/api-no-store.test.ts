import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../src/auth/access';
import { Client, DB_KINDS, startServer, type TestServer } from './harness';

const SOME_ID = '0b9d5c1e-7f2a-4c3b-9d8e-6a5f4e3d2c1b';

/**
 * Issue 17 part 7: API answers carry personal data, so no browser or proxy cache may keep them
 * (`Cache-Control: no-store`); the public podcast answer keeps its own revalidated caching.
 */
describe.each(DB_KINDS)('API answers are not stored by caches (%s)', (kind) => {
  let server: TestServer;
  let admin: Client;
  beforeAll(async () => {
    server = await startServer(kind);
    admin = new Client(server.url);
    await admin.signUp('Ada Admin', 'ada@example.no');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends no-store on the answers with personal data', async () => {
    for (const url of [
      '/api/me',
      '/api/security/sessions',
      '/api/security/login-history',
      '/api/security/events',
      '/api/security/two-factor',
      '/api/admin/users',
      '/api/admin/users/pending-count',
      '/api/profiles',
      '/api/chat/conversations',
      '/api/chat/colleagues',
      '/api/chat/messages?conversation=public',
      '/api/media',
      '/api/notes',
      '/api/podcast/show',
    ]) {
      const res = await admin.get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
    }
    // Writes and refusals too: a sign-in answer names the person, a 401 must not be replayed.
    const signIn = await new Client(server.url).post('/api/session/sign-in', { email: 'ada@example.no', password: 'et langt passord 123' });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const refused = await new Client(server.url).get('/api/me');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('covers every GET route under /api, and leaves the public podcast answer its own caching', async () => {
    const gets = registeredRoutes(server.app).filter((r) => r.method === 'GET' && r.url.startsWith('/api/'));
    expect(gets.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const route of gets) {
      if (route.url === '/api/podcast') continue;
      const res = await admin.get(route.url.replace(/:itemType/g, 'note').replace(/:[A-Za-z]+/g, SOME_ID));
      if (res.headers.get('cache-control') !== 'no-store') missing.push(`${route.url}: ${res.status} ${res.headers.get('cache-control')}`);
    }
    expect(missing).toEqual([]);
    const podcast = await new Client(server.url).get('/api/podcast');
    expect(podcast.status).toBe(200);
    expect(podcast.headers.get('cache-control')).toBe('no-cache');
    expect(podcast.headers.get('etag')).toBeTruthy();
  });
});
