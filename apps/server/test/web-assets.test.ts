import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

/** A web build on disk: index.html, the icon and one hashed script. */
function webBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'sp-web-assets-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="nb"><head><title>Studioportal</title></head><body></body></html>');
  writeFileSync(path.join(dist, 'favicon.svg'), SVG);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  return dist;
}
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';
const SCRIPT = `export const numbers = [${Array.from({ length: 2000 }, (_, i) => i).join(',')}];\n`;


function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('web assets', { timeout: 120_000 }, () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('answers HEAD /favicon.ico (the latency probe) with the app icon, and GET with its bytes', async () => {
    server = await startServer('pglite', {}, () => webBuild());
    const head = await fetch(`${server.url}/favicon.ico`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('image/svg+xml');
    expect(head.headers.get('cache-control')).toBe('no-cache');
    expect(await (await fetch(`${server.url}/favicon.ico`)).text()).toBe(SVG);
  });

  it('answers 204 for /favicon.ico when there is no built icon', async () => {
    server = await startServer('pglite', { WEB_DIST: mkdtempSync(path.join(tmpdir(), 'sp-favicon-empty-')) });
    expect((await fetch(`${server.url}/favicon.ico`, { method: 'HEAD' })).status).toBe(204);
  });

  it('sends hashed scripts gzip-compressed to clients that accept it, and plain to the rest', async () => {
    server = await startServer('pglite', {}, () => webBuild());
    for (let round = 0; round < 2; round += 1) {
      // Node's fetch would decompress on its own; node:http shows the bytes on the wire.
      const res = await rawGet(`${server.url}/assets/index-abc123.js`, { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toContain('accept-encoding');
      const wire = res.body;
      expect(wire.length).toBeLessThan(SCRIPT.length / 2);
      expect(gunzipSync(wire).toString()).toBe(SCRIPT);
    }
    const plain = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });
});
