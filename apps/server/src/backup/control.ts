import { randomBytes, timingSafeEqual } from 'node:crypto';
import { closeSync, openSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { createBackup, defaultBackupPath } from './create-backup';

/**
 * The local control channel: how `npm run backup` reaches a running server whose embedded
 * database it cannot open (the data dir is locked to one process).
 *
 * At start the server writes DATA_DIR/control.json (mode 0600: only the machine account that
 * runs the server can read it) with its port and a random token, and removes it at shutdown.
 * POST /internal/backup answers only a loopback peer that shows the token in a header and came
 * through no proxy. It writes the backup under DATA_DIR/backups only; the CLI moves it after.
 */
export const CONTROL_FILE = 'control.json';
export const CONTROL_PATH = '/internal/backup';
export const TOKEN_HEADER = 'x-studioportal-control';

export interface ControlFile {
  pid: number;
  port: number;
  token: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function tokenMatches(given: unknown, token: Buffer): boolean {
  if (typeof given !== 'string') return false;
  const candidate = Buffer.from(given, 'utf8');
  // timingSafeEqual needs equal lengths; comparing against itself keeps the time the same.
  const ok = candidate.length === token.length;
  return timingSafeEqual(ok ? candidate : token, token) && ok;
}

function refusal(request: FastifyRequest, token: Buffer): { status: number; message: string } | null {
  // The socket's own peer, not request.ip: with TRUST_PROXY that would come from a header.
  const peer = request.socket.remoteAddress ?? '';
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (!LOOPBACK.has(peer) || proxied) return { status: 404, message: 'Ikke funnet.' };
  if (!tokenMatches(request.headers[TOKEN_HEADER], token)) return { status: 403, message: 'Ugyldig kontrollnøkkel.' };
  return null;
}

export interface BackupControl {
  /** Writes control.json once the server listens on `port`. */
  publish(port: number): void;
  /** Removes control.json (at shutdown; safe to call twice). */
  close(): void;
}

export function registerBackupControl(app: FastifyInstance, ctx: ServerContext): BackupControl {
  const token = randomBytes(32);
  const tokenText = token.toString('base64url');
  const tokenBytes = Buffer.from(tokenText, 'utf8');
  const controlPath = path.join(ctx.config.dataDir, CONTROL_FILE);
  let running = false;

  app.post(CONTROL_PATH, async (request, reply) => {
    const refused = refusal(request, tokenBytes);
    if (refused) return reply.status(refused.status).send({ error: { code: 'control_refused', message: refused.message } });
    if (running) return reply.status(409).send({ error: { code: 'backup_running', message: 'En sikkerhetskopi tas allerede.' } });
    running = true;
    // Progress as JSON lines, so the headers go out at once and a long copy never looks like a
    // hung request to the client's timeouts.
    const out = new PassThrough();
    const send = (message: Record<string, unknown>) => out.write(`${JSON.stringify(message)}\n`);
    const heartbeat = setInterval(() => send({ progress: null }), 10_000);
    void createBackup({
      database: ctx.database,
      storage: ctx.storage,
      target: defaultBackupPath(ctx.config.dataDir),
      log: (line) => send({ progress: line }),
    })
      .then((result) => {
        app.log.info({ path: result.path, rows: result.rows, files: result.manifest.files.length }, 'sikkerhetskopi tatt');
        send({ done: { path: result.path, rows: result.rows, files: result.manifest.files.length, bytes: result.bytes, snapshotMs: result.snapshotMs, totalMs: result.totalMs, tables: result.manifest.tables.length } });
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'sikkerhetskopi feilet');
        send({ error: (error as Error).message });
      })
      .finally(() => {
        clearInterval(heartbeat);
        running = false;
        out.end();
      });
    return reply.status(200).header('content-type', 'application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(out);
  });

  let published = false;
  return {
    publish(port) {
      try {
        unlinkSync(controlPath);
      } catch {
        // None left over: the usual case.
      }
      // 'wx' with mode: created fresh with 0600, never an existing file someone else prepared.
      const fd = openSync(controlPath, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, port, token: tokenText } satisfies ControlFile));
      closeSync(fd);
      published = true;
    },
    close() {
      if (!published) return;
      published = false;
      try {
        unlinkSync(controlPath);
      } catch {
        // Already gone.
      }
    },
  };
}
