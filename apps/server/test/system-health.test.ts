import { afterEach, describe, expect, it } from 'vitest';
import { CHANNELS, SOCKET_EVENTS, SYSTEM_HEALTH_EVENTS, systemHealthSchema } from '@studioportal/shared';
import { adminAndPending, connected, DB_KINDS, emitAck, nextEvent, startServer, type TestServer } from './harness';

describe.each(DB_KINDS)('the server reports its own health on the system-health channel (%s)', (kind) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('greets a subscriber with a valid report of the database, realtime and the job queue', async () => {
    server = await startServer(kind);
    const { admin } = await adminAndPending(server);
    const socket = await connected(admin.socket());
    const report = nextEvent<any>(socket, SOCKET_EVENTS.event, (e) => e.channel === CHANNELS.systemHealth.name);
    expect((await emitAck(socket, SOCKET_EVENTS.subscribe, { channel: CHANNELS.systemHealth.name })).ok).toBe(true);
    const event = await report;
    expect(event.type).toBe(SYSTEM_HEALTH_EVENTS.updated);
    const health = systemHealthSchema.parse(event.payload);
    expect(health).toMatchObject({
      status: 'ok',
      database: { kind, status: 'ok' },
      // On PostgreSQL the realtime bus runs over LISTEN/NOTIFY even with one process.
      realtime: { status: 'ok', cluster: kind === 'postgres' ? 'postgres' : 'single' },
      jobs: { status: 'ok', running: 0 },
    });
    expect(health.realtime.connections).toBeGreaterThanOrEqual(1);
    expect(health.database.latency_ms).toBeGreaterThanOrEqual(0);
    socket.close();
  });

  it('says the job queue is stalled when queued work is long overdue', async () => {
    server = await startServer(kind);
    const { admin } = await adminAndPending(server);
    await server.database.query(`INSERT INTO jobs (queue, payload, max_attempts, run_at) VALUES ('nobody-runs-this', '{}'::jsonb, 1, now() - interval '10 minutes')`);
    const socket = await connected(admin.socket());
    const report = nextEvent<any>(socket, SOCKET_EVENTS.event, (e) => e.channel === CHANNELS.systemHealth.name);
    await emitAck(socket, SOCKET_EVENTS.subscribe, { channel: CHANNELS.systemHealth.name });
    expect((await report).payload).toMatchObject({ status: 'degraded', jobs: { status: 'degraded', queued: 1 } });
    socket.close();
  });
});
