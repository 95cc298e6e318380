import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { freshDatabase } from './harness';

/**
 * The installable app's files as the server sends them (spec section 7: /sw.js with scope /,
 * /manifest.json): fixed names are revalidated on every request, hashed assets are immutable,
 * and neither a missing worker nor a server path is answered with the app shell.
 */
describe('serving the service worker and the manifest', () => {
  let url = '';
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const { database, drop } = await freshDatabase('pglite');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-web-pwa-'));
    const webDist = path.join(dataDir, 'web');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Studioportal</title></head><body></body></html>');
    writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(webDist, 'manifest.json'), JSON.stringify({ name: 'Studioportal', start_url: '/' }));
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);');
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: webDist });
    const built = await buildApp({ config, database, serveWebApp: true });
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = built.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    url = `http://127.0.0.1:${address.port}`;
    close = async () => {
      await built.app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('sends /sw.js as JavaScript that must be revalidated', async () => {
    const res = await fetch(`${url}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('addEventListener');
  });

  it('sends /manifest.json as a web app manifest that must be revalidated', async () => {
    const res = await fetch(`${url}/manifest.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ name: 'Studioportal', start_url: '/' });
  });

  it('marks hashed assets immutable', async () => {
    const res = await fetch(`${url}/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing script with a JSON 404, never the app shell', async () => {
    for (const missing of ['/old-sw.js', '/assets/gone-123.js', '/api/nothing', '/storage/x/y.png']) {
      const res = await fetch(url + missing);
      expect(res.status, missing).toBe(404);
      expect(res.headers.get('content-type'), missing).toContain('application/json');
    }
  });
});
