import { createReadStream, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAssetCompression } from '../src/features/system/asset-compression';
import { registerErrorHandling } from '../src/http/errors';

/**
 * Issue 17, part 0: the gzip hook for /assets/* against the streams @fastify/static hands it. A
 * bare Fastify app with the real hook and error handler; each route answers with a stream as the
 * static plugin does, including the file headers it sets. See asset-descriptors.test.ts for the
 * whole server as a process.
 */
const SCRIPT = `export const numbers = [${Array.from({ length: 3000 }, (_, i) => i).join(',')}];\n`;

function emfile(): Readable {
  return new Readable({
    construct(callback) {
      callback(Object.assign(new Error('EMFILE: too many open files, open'), { code: 'EMFILE', errno: -24, syscall: 'open' }));
    },
    read() {},
  });
}

/** Some bytes, then a read error: the headers are out by then. */
function failsMidway(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(Buffer.alloc(64 * 1024, 'a'));
        setTimeout(() => this.destroy(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' })), 20);
      }
    },
  });
}

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http shows the bytes on the wire (fetch would decompress); rejects when the socket is cut. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { connection: 'close', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
      res.on('aborted', () => reject(new Error('aborted')));
    });
    req.on('error', reject);
    req.end();
  });
}

const openDescriptors = () => readdirSync('/proc/self/fd').length;

describe('asset compression', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  let url = '';
  const dir = mkdtempSync(path.join(tmpdir(), 'sp-asset-gzip-'));
  const file = path.join(dir, 'app.js');
  const logged: { msg?: string; err?: { code?: string } }[] = [];
  /** What the next request for /assets/flaky.js gets after the first: the file, or a failing stream. */
  let flakyNext: () => Readable = () => createReadStream(file);

  beforeAll(async () => {
    writeFileSync(file, SCRIPT);
    app = Fastify({
      logger: {
        level: 'error',
        stream: { write: (line: string) => void logged.push(JSON.parse(line) as (typeof logged)[number]) },
      },
    });
    registerErrorHandling(app);
    registerAssetCompression(app);
    const asFile = (reply: import('fastify').FastifyReply, stream: Readable) => {
      // As @fastify/static does: cache headers on the raw response, the file's headers on the reply.
      reply.raw.setHeader('cache-control', 'public, max-age=31536000, immutable');
      reply.header('etag', '"abc"').header('last-modified', new Date(0).toUTCString()).type('application/javascript; charset=utf-8');
      return reply.send(stream);
    };
    let flakyServed = false;
    app.get('/assets/app.js', (_request, reply) => asFile(reply, createReadStream(file)));
    app.get('/assets/flaky.js', (_request, reply) => {
      const stream = flakyServed ? flakyNext() : createReadStream(file);
      flakyServed = true;
      return asFile(reply, stream);
    });
    app.get('/assets/emfile.js', (_request, reply) => asFile(reply, emfile()));
    app.get('/assets/missing.js', (_request, reply) => asFile(reply, createReadStream(path.join(dir, 'gone.js'))));
    app.get('/assets/midway.js', (_request, reply) => asFile(reply, failsMidway()));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('closes the file it does not send: repeated gzip answers from the cache leak no descriptor', async () => {
    const first = await rawGet(`${url}/assets/app.js`, { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toBe(SCRIPT);
    const before = openDescriptors();
    for (let i = 0; i < 200; i++) {
      const res = await rawGet(`${url}/assets/app.js`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.status).toBe(200);
      expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    }
    await new Promise((r) => setTimeout(r, 100));
    expect(openDescriptors() - before).toBeLessThan(10);
  });

  it('answers from the cache when the unused file stream fails to open, without an unhandled error', async () => {
    await rawGet(`${url}/assets/flaky.js`, { 'accept-encoding': 'gzip' });
    flakyNext = emfile;
    const viaEmfile = await rawGet(`${url}/assets/flaky.js`, { 'accept-encoding': 'gzip' });
    flakyNext = () => createReadStream(path.join(dir, 'gone.js'));
    const viaEnoent = await rawGet(`${url}/assets/flaky.js`, { 'accept-encoding': 'gzip' });
    for (const res of [viaEmfile, viaEnoent]) {
      expect(res.status).toBe(200);
      expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    }
    await new Promise((r) => setTimeout(r, 50));
  });

  it.each([
    ['gzip', '/assets/emfile.js', 'EMFILE'],
    ['gzip', '/assets/missing.js', 'ENOENT'],
    ['identity', '/assets/emfile.js', 'EMFILE'],
    ['identity', '/assets/missing.js', 'ENOENT'],
  ])('a file stream that fails before sending (accept-encoding %s, %s) is a logged 500 in the usual shape', async (encoding, asset, code) => {
    logged.length = 0;
    const res = await rawGet(`${url}${asset}`, { 'accept-encoding': encoding });
    expect(res.status).toBe(500);
    expect(JSON.parse(res.body.toString())).toEqual({ error: { code: 'internal', message: expect.any(String) } });
    // None of the file's headers: not cached for a year, not labelled as compressed or versioned.
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(logged.some((entry) => entry.err?.code === code)).toBe(true);
  });

  it('cuts the connection when a file stream fails after its headers went out, and keeps serving', async () => {
    await expect(rawGet(`${url}/assets/midway.js`, { 'accept-encoding': 'identity' })).rejects.toThrow();
    // Buffered for compression: the failure comes before any header, so it is a 500.
    expect((await rawGet(`${url}/assets/midway.js`, { 'accept-encoding': 'gzip' })).status).toBe(500);
    expect((await rawGet(`${url}/assets/app.js`, { 'accept-encoding': 'gzip' })).status).toBe(200);
  });
});
