import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerAccessControl } from '../src/auth/access';
import { Client, startServer, type TestServer } from './harness';

describe('system routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('reports health with the database kind', async () => {
    const res = await new Client(server.url).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'pglite' });
  });

  it('serves public configuration', async () => {
    const res = await new Client(server.url).get('/api/config');
    expect(res.body).toMatchObject({ showName: 'Morgenshowet', timeZone: 'Europe/Oslo' });
  });

  it('stores a valid client error report and refuses a malformed one', async () => {
    const c = new Client(server.url);
    const report = {
      errorId: 'ERR_1795339666860_k3j2h1',
      error: { name: 'TypeError', message: 'x is undefined', stack: 'TypeError: x is undefined\n    at App' },
      errorInfo: { componentStack: '\n    at Dashboard' },
      url: 'http://localhost/',
      timestamp: new Date().toISOString(),
    };
    const ok = await c.post('/api/error-report', report);
    expect(ok.status).toBe(202);
    const rows = await server.database.query<{ error_id: string; message: string }>('SELECT error_id, message FROM error_reports');
    expect(rows).toEqual([{ error_id: report.errorId, message: 'x is undefined' }]);
    const bad = await c.post('/api/error-report', { ...report, error: { message: 42 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    const huge = await c.post('/api/error-report', { ...report, error: { message: 'x'.repeat(3000) } });
    expect(huge.status).toBe(400);
    expect((await server.database.query('SELECT 1 FROM error_reports')).length).toBe(1);
  });

  it('answers unknown API paths with a JSON 404, never a stack trace', async () => {
    const res = await new Client(server.url).get('/api/finnes-ikke');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Fant ikke det du lette etter.' } });
  });

  it('refuses to register an API route without an access rule (deny by default)', async () => {
    const app = Fastify();
    registerAccessControl(app, async () => null);
    expect(() => app.get('/api/uten-regel', async () => ({}))).toThrow(/declares no access rule/);
    await app.close();
  });
});
