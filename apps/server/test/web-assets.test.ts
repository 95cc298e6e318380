import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

/** The latency probe's target (spec section 9: HEAD /favicon.ico) answers without a session or the database. */
describe('/favicon.ico', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('serves the app icon (SVG) to GET and HEAD', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'sp-favicon-'));
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';
    writeFileSync(path.join(dist, 'favicon.svg'), svg);
    server = await startServer('pglite', { WEB_DIST: dist });

    const head = await fetch(`${server.url}/favicon.ico`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('image/svg+xml');
    expect(head.headers.get('cache-control')).toBe('no-cache');

    const get = await fetch(`${server.url}/favicon.ico`);
    expect(await get.text()).toBe(svg);
  });

  it('answers 204 when there is no built icon', async () => {
    server = await startServer('pglite', { WEB_DIST: mkdtempSync(path.join(tmpdir(), 'sp-favicon-empty-')) });
    const head = await fetch(`${server.url}/favicon.ico`, { method: 'HEAD' });
    expect(head.status).toBe(204);
  });
});
