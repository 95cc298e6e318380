import { z } from 'zod';

/**
 * The server's own health, published on CHANNELS.systemHealth while anyone listens: whether the
 * database answers and how fast, what the realtime layer carries, and the background job queue.
 * /dev-tools shows it, and the connection indicator says when the server reports trouble.
 */
export const SYSTEM_HEALTH_EVENTS = { updated: 'system.health.updated' } as const;

/** How often the server publishes its health while the channel has subscribers. */
export const SYSTEM_HEALTH_INTERVAL_MS = 10_000;

export const HEALTH_STATES = ['ok', 'degraded', 'down'] as const;
export const healthStateSchema = z.enum(HEALTH_STATES);
export type HealthState = z.infer<typeof healthStateSchema>;

export const systemHealthSchema = z.object({
  status: healthStateSchema,
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    status: healthStateSchema,
    /** Round trip of a trivial query; null when it failed. */
    latency_ms: z.number().nullable(),
  }),
  realtime: z.object({
    status: healthStateSchema,
    /** Sockets connected to this process (staff and account streams). */
    connections: z.number(),
    /** 'single' (one process) or the adapter that links several processes. */
    cluster: z.enum(['single', 'postgres', 'redis']),
  }),
  jobs: z.object({
    status: healthStateSchema,
    queued: z.number(),
    running: z.number(),
    /** Jobs that failed for good in the last 24 hours. */
    failed_24h: z.number(),
  }),
  /** Server version and uptime, to tell processes and restarts apart. */
  version: z.string(),
  uptime_s: z.number(),
  at: z.string(),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

export const SYSTEM_HEALTH_STRINGS = {
  title: 'Serverhelse',
  ok: 'Alt virker',
  degraded: 'Treg',
  down: 'Nede',
  database: 'Database',
  realtime: 'Sanntid',
  jobs: 'Bakgrunnsjobber',
  waiting: 'Venter på første helsemelding fra serveren...',
  serverTrouble: 'Serveren melder problemer',
} as const;
