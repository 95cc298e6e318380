import {
  can,
  CLIENT_EVENTS,
  type ClientEventBody,
  type ClientEventName,
  ERROR_MESSAGES,
  type Permission,
} from '@studioportal/shared';
import { pauseReading, SOCKET_LIMITS, SocketAllowance } from './socket-flood-guard';
import type { AppSocket } from './types';

export interface SocketContext {
  socket: AppSocket;
  userId: string;
  /** This socket's allowance (its replay budget, for handlers that replay history). */
  allowance: SocketAllowance;
}

type HandlerResult = Promise<Record<string, unknown> | void> | Record<string, unknown> | void;

export interface SocketHandlerDefinition<E extends ClientEventName> {
  /** A client message of the shared contract (socket-contract.ts); its body is checked against the schema there. */
  event: E;
  permission: Permission;
  handle(ctx: SocketContext, input: ClientEventBody<E>): HandlerResult;
}

/** A registered handler with its body check built in, so handlers of every event share one type. */
interface RegisteredHandler {
  permission: Permission;
  invoke(ctx: SocketContext, raw: unknown): { ok: true; result: HandlerResult } | { ok: false; issue: string | undefined };
}

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

/**
 * Client-to-server socket messages are declared like routes: an event of the shared contract, a
 * permission, a handler. Every frame a client sends passes through one middleware that re-checks
 * the session and account, takes from the socket's allowance and dispatches to the handler.
 * Invalid input, a missing permission or a socket over its allowance is answered through the ack,
 * never thrown; the socket stays usable. Frames of no registered event are dropped.
 */
export class SocketHandlerRegistry {
  private readonly handlers = new Map<string, RegisteredHandler>();

  register<E extends ClientEventName>(definition: SocketHandlerDefinition<E>) {
    if (this.handlers.has(definition.event)) throw new Error(`socket handler ${definition.event} registered twice`);
    const schema = CLIENT_EVENTS[definition.event];
    this.handlers.set(definition.event, {
      permission: definition.permission,
      invoke: (ctx, raw) => {
        const parsed = schema.safeParse(raw ?? {});
        if (!parsed.success) return { ok: false, issue: parsed.error.issues[0]?.message };
        return { ok: true, result: definition.handle(ctx, parsed.data as ClientEventBody<E>) };
      },
    });
  }

  /** The client messages with a handler (the authorisation matrix and the fuzz test cover each). */
  events(): string[] {
    return [...this.handlers.keys()];
  }

  attach(socket: AppSocket, options: AttachOptions) {
    const allowance = new SocketAllowance();
    const ctx: SocketContext = { socket, userId: socket.data.userId, allowance };
    // Handled here, so `next` is never called: nothing else listens, the frame goes no further.
    socket.use(([event, ...args]) => {
      const last = args[args.length - 1];
      const ack: AckFn | null = typeof last === 'function' ? (last as AckFn) : null;
      if (!options.isAllowed(socket)) {
        ack?.(fail('unauthorized'));
        options.onRefused(socket);
        return;
      }
      if (!allowance.takeEvent()) {
        // The first frame over the rate is told why and reading pauses; the rest of the burst
        // (already read, up to a network buffer's worth) is dropped unanswered: answering each
        // frame of a flood costs the server as much as the flood itself.
        if (allowance.startPause()) {
          ack?.(fail('rate_limited'));
          pauseReading(socket.conn, SOCKET_LIMITS.readPauseMs);
        }
        return;
      }
      const handler = this.handlers.get(event);
      if (!handler) return;
      if (!allowance.enter()) return ack?.(fail('rate_limited'));
      void this.run(handler, ctx, event, args[0], ack ?? (() => {}), options.onError).finally(() => allowance.leave());
    });
  }

  private async run(handler: RegisteredHandler, ctx: SocketContext, event: string, raw: unknown, ack: AckFn, onError: (err: unknown, event: string) => void) {
    try {
      if (!can(ctx.socket.data.profile.app_role, handler.permission)) return ack(fail('forbidden'));
      const outcome = handler.invoke(ctx, ack === raw ? undefined : raw);
      if (!outcome.ok) return ack(fail('validation_failed', outcome.issue));
      const result = await outcome.result;
      ack({ ok: true, ...(result ?? {}) });
    } catch (error) {
      const known = error as { status?: number; code?: string; message?: string };
      if (typeof known.status === 'number' && known.status < 500 && known.code) return ack(fail(known.code, known.message));
      onError(error, event);
      ack(fail('internal'));
    }
  }
}
