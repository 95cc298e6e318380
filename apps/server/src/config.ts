import path from 'node:path';
import { z } from 'zod';
import { isHttpUrl } from '@studioportal/shared';
import { SESSION_ABSOLUTE_DAYS, SESSION_IDLE_DAYS } from './auth/session-lifetime';
import { checkStorageEnv, storageConfigOf, storageEnv, type StorageConfig } from './storage/storage-config';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An address browsers open (links, the public origin): http(s) with a host, parsed, never matched by pattern. */
const webAddress = (name: string) =>
  z
    .string()
    .trim()
    .refine(isHttpUrl, `${name} må være en gyldig nettadresse som begynner med http:// eller https://`);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  REDIS_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, webAddress('PUBLIC_URL').optional()),
  SHOW_NAME: z.string().min(1).default('Morgenshowet'),
  SMS_INBOX_URL: z.preprocess(emptyToUndefined, webAddress('SMS_INBOX_URL').optional()),
  SMS_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, 'SMS_WEBHOOK_SECRET må ha minst 16 tegn').optional()),
  TWILIO_AUTH_TOKEN: z.preprocess(emptyToUndefined, z.string().min(8, 'TWILIO_AUTH_TOKEN er for kort').optional()),
  TWILIO_WEBHOOK_URL: z.preprocess(emptyToUndefined, webAddress('TWILIO_WEBHOOK_URL').optional()),
  MEDIA_MAX_BYTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1, 'MEDIA_MAX_BYTES må være et positivt antall byte').default(200 * 1024 * 1024)),
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'AUTH_SECRET må ha minst 32 tegn').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.preprocess(emptyToUndefined, z.string().optional()),
  TRUST_PROXY: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
  ...storageEnv,
  JOB_LEASE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000, 'JOB_LEASE_MS må være minst 1000').default(60_000)),
  SESSION_IDLE_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().positive('SESSION_IDLE_DAYS må være et positivt antall dager').max(365).default(SESSION_IDLE_DAYS)),
  SESSION_ABSOLUTE_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().positive('SESSION_ABSOLUTE_DAYS må være et positivt antall dager').max(365).default(SESSION_ABSOLUTE_DAYS)),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.string().trim().toLowerCase().email('ADMIN_EMAIL må være en e-postadresse').optional()),
}).superRefine(checkStorageEnv).superRefine((e, ctx) => {
  if (e.SESSION_ABSOLUTE_DAYS < e.SESSION_IDLE_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['SESSION_ABSOLUTE_DAYS'], message: 'SESSION_ABSOLUTE_DAYS kan ikke være kortere enn SESSION_IDLE_DAYS' });
  }
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** With DATABASE_URL: realtime fan-out and rate limits through Redis instead of PostgreSQL. */
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  showName: string;
  smsInboxUrl: string | undefined;
  /** Which station settings the environment sets (they override /enterprise; a default does not). */
  fromEnvironment: { showName: boolean; smsInboxUrl: boolean; sessionIdleDays: boolean; sessionAbsoluteDays: boolean };
  /** Inbound SMS (docs: README "Lyttere"): the provider-neutral webhook's HMAC secret, Twilio's auth token and the URL Twilio signs. */
  sms: { webhookSecret: string | undefined; twilioAuthToken: string | undefined; twilioWebhookUrl: string | undefined };
  /** Largest media upload in bytes (MEDIA_MAX_BYTES, default 200 MB). */
  mediaMaxBytes: number;
  /** When unset, a secret is generated once and kept in the data dir (zero set-up). */
  authSecret: string | undefined;
  logLevel: string;
  webDist: string;
  trustProxy: boolean;
  /** Where uploads live: disk under DATA_DIR/storage, or an S3-compatible bucket (docs/operations/storage.md). */
  storage: StorageConfig;
  /** How long a claimed background job is held before another process may take it over. */
  jobLeaseMs: number;
  /**
   * Session lifetimes in days: unused (idle) and since sign-in (absolute); see auth/session-lifetime.ts.
   * The defaults unless set in the environment (fromEnvironment); /enterprise may store others.
   */
  sessionIdleDays: number;
  sessionAbsoluteDays: number;
  /** When set (lower case), only this address can become the first administrator. */
  adminEmail: string | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Ugyldig konfigurasjon (miljøvariabler):\n${lines}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL,
    showName: e.SHOW_NAME,
    smsInboxUrl: e.SMS_INBOX_URL,
    fromEnvironment: {
      showName: Boolean(env.SHOW_NAME?.trim()),
      smsInboxUrl: Boolean(env.SMS_INBOX_URL?.trim()),
      sessionIdleDays: Boolean(env.SESSION_IDLE_DAYS?.trim()),
      sessionAbsoluteDays: Boolean(env.SESSION_ABSOLUTE_DAYS?.trim()),
    },
    sms: { webhookSecret: e.SMS_WEBHOOK_SECRET, twilioAuthToken: e.TWILIO_AUTH_TOKEN, twilioWebhookUrl: e.TWILIO_WEBHOOK_URL },
    mediaMaxBytes: e.MEDIA_MAX_BYTES,
    authSecret: e.AUTH_SECRET,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    trustProxy: e.TRUST_PROXY,
    storage: storageConfigOf(e),
    jobLeaseMs: e.JOB_LEASE_MS,
    sessionIdleDays: e.SESSION_IDLE_DAYS,
    sessionAbsoluteDays: e.SESSION_ABSOLUTE_DAYS,
    adminEmail: e.ADMIN_EMAIL,
  };
}
