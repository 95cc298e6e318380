import type { FastifyInstance } from 'fastify';
import { CHANNELS, type HealthState, SYSTEM_HEALTH_EVENTS, SYSTEM_HEALTH_INTERVAL_MS, type SystemHealth } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { jobStats } from '../../jobs/jobs.repository';
import { APP_VERSION } from '../../version';
import { pingDatabase } from './system.repository';

/** A database round trip slower than this is reported as degraded. */
const SLOW_DATABASE_MS = 500;

const WORST: HealthState[] = ['down', 'degraded', 'ok'];
const worst = (...states: HealthState[]): HealthState => WORST.find((s) => states.includes(s)) ?? 'ok';

/** Measures this process's health: the database round trip, its sockets, the job queue. */
export async function measureSystemHealth(ctx: ServerContext, startedAt: number): Promise<SystemHealth> {
  const t0 = performance.now();
  let latency: number | null = null;
  let jobs = { queued: 0, running: 0, failed24h: 0, overdue: 0 };
  let jobsKnown = false;
  try {
    await pingDatabase(ctx.database);
    latency = Math.round((performance.now() - t0) * 10) / 10;
    jobs = await jobStats(ctx.database.db);
    jobsKnown = true;
  } catch {
    // The database did not answer: reported as down below, the jobs with it.
  }
  const database: HealthState = latency === null ? 'down' : latency > SLOW_DATABASE_MS ? 'degraded' : 'ok';
  // Failed jobs are news for /dev-tools, not a fault: a stalled queue (work overdue) is.
  const jobsState: HealthState = !jobsKnown ? 'down' : jobs.overdue > 0 ? 'degraded' : 'ok';
  return {
    status: worst(database, jobsState),
    database: { kind: ctx.database.kind, status: database, latency_ms: latency },
    realtime: { status: 'ok', connections: ctx.realtime.io.engine.clientsCount, cluster: ctx.realtime.clusterKind },
    jobs: { status: jobsState, queued: jobs.queued, running: jobs.running, failed_24h: jobs.failed24h },
    version: APP_VERSION,
    uptime_s: Math.round((Date.now() - startedAt) / 1000),
    at: new Date().toISOString(),
  };
}

/**
 * Publishes this process's health on the system-health channel to its own subscribers (each
 * process reports itself; a client hears the one it is connected to): at once to a new
 * subscriber, then every SYSTEM_HEALTH_INTERVAL_MS while anyone here listens. Costs nothing when
 * nobody does.
 */
export function startSystemHealthReports(app: FastifyInstance, ctx: ServerContext, startedAt: number) {
  const room = CHANNELS.systemHealth.name;
  const send = async (socketId?: string) => {
    const health = await measureSystemHealth(ctx, startedAt);
    if (socketId) {
      ctx.realtime.io.to(socketId).emit('channel:event', { channel: room, type: SYSTEM_HEALTH_EVENTS.updated, payload: health, at: health.at });
    } else {
      ctx.realtime.publisher.emitEphemeral('systemHealth', SYSTEM_HEALTH_EVENTS.updated, health, { local: true });
    }
  };
  const report = (socketId?: string) => send(socketId).catch((err: unknown) => app.log.warn({ err }, 'system health report failed'));
  ctx.realtime.onSubscribed('systemHealth', (socket) => void report(socket.id));
  const timer = setInterval(() => {
    // This process's own subscribers (the namespace adapter's rooms are local).
    if (ctx.realtime.io.of('/').adapter.rooms.get(room)?.size) void report();
  }, SYSTEM_HEALTH_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
