import type { z } from 'zod';
import { can, ERROR_MESSAGES, type Permission } from '@studioportal/shared';
import { pauseReading, SOCKET_LIMITS, SocketAllowance } from './socket-flood-guard';
import type { AppSocket } from './types';

export interface SocketContext {
  socket: AppSocket;
  userId: string;
  /** This socket's allowance (its replay budget, for handlers that replay history). */
  allowance: SocketAllowance;
}

export interface SocketHandlerDefinition<S extends z.ZodType> {
  /** Socket.IO event name, e.g. 'chat:typing'. */
  event: string;
  schema: S;
  permission: Permission;
  handle(ctx: SocketContext, input: z.infer<S>): Promise<Record<string, unknown> | void> | Record<string, unknown> | void;
}

type AnyHandler = SocketHandlerDefinition<z.ZodType>;

type AckFn = (answer: unknown) => void;

export interface AttachOptions {
  onError(err: unknown, event: string): void;
  /** Re-checked before every event: the session is live and the account active and approved. */
  isAllowed(socket: AppSocket): boolean;
  /** The socket may no longer act: it is closed (after its ack says why). */
  onRefused(socket: AppSocket): void;
}

function fail(code: keyof typeof ERROR_MESSAGES | string, message?: string) {
  return { ok: false, error: { code, message: message ?? ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES] ?? ERROR_MESSAGES.internal } };
}

function ackOf(args: unknown[]): AckFn | null {
  const last = args[args.length - 1];
  return typeof last === 'function' ? (last as AckFn) : null;
}

/**
 * Client-to-server socket messages are declared like routes: a shared zod schema, a permission,
 * a handler. Invalid input, a missing permission or a socket over its allowance is answered
 * through the ack, never thrown; the socket stays usable.
 */
export class SocketHandlerRegistry {
  private readonly handlers = new Map<string, AnyHandler>();

  register<S extends z.ZodType>(definition: SocketHandlerDefinition<S>) {
    if (this.handlers.has(definition.event)) throw new Error(`socket handler ${definition.event} registered twice`);
    this.handlers.set(definition.event, definition as unknown as AnyHandler);
  }

  attach(socket: AppSocket, options: AttachOptions) {
    const allowance = new SocketAllowance();
    // Every frame the client sends passes here first, known event or not: the session and account
    // are re-checked (from memory) and the socket's rate is taken before any work is done.
    socket.use(([, ...args], next) => {
      const ack = ackOf(args);
      if (!options.isAllowed(socket)) {
        ack?.(fail('unauthorized'));
        options.onRefused(socket);
        return;
      }
      if (!allowance.takeEvent()) {
        ack?.(fail('rate_limited'));
        if (allowance.startPause()) pauseReading(socket.conn, SOCKET_LIMITS.readPauseMs);
        return;
      }
      next();
    });
    for (const handler of this.handlers.values()) {
      (socket as unknown as { on(ev: string, fn: (...args: unknown[]) => void): void }).on(handler.event, (...args: unknown[]) => {
        const ack = ackOf(args) ?? (() => {});
        if (ackOf(args)) args.pop();
        if (!allowance.enter()) return ack(fail('rate_limited'));
        void this.run(handler, { socket, userId: socket.data.userId, allowance }, args[0], ack, options.onError).finally(() => allowance.leave());
      });
    }
  }

  private async run(handler: AnyHandler, ctx: SocketContext, raw: unknown, ack: AckFn, onError: (err: unknown, event: string) => void) {
    try {
      if (!can(ctx.socket.data.profile.app_role, handler.permission)) return ack(fail('forbidden'));
      const parsed = handler.schema.safeParse(raw ?? {});
      if (!parsed.success) return ack(fail('validation_failed', parsed.error.issues[0]?.message));
      const result = await handler.handle(ctx, parsed.data);
      ack({ ok: true, ...(result ?? {}) });
    } catch (error) {
      const known = error as { status?: number; code?: string; message?: string };
      if (typeof known.status === 'number' && known.status < 500 && known.code) return ack(fail(known.code, known.message));
      onError(error, handler.event);
      ack(fail('internal'));
    }
  }
}
