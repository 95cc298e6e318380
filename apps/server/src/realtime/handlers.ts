import type { z } from 'zod';
import { can, ERROR_MESSAGES, type Permission } from '@studioportal/shared';
import type { AppSocket } from './types';

export interface SocketContext {
  socket: AppSocket;
  userId: string;
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

function fail(code: keyof typeof ERROR_MESSAGES | string, message?: string) {
  return { ok: false, error: { code, message: message ?? ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES] ?? ERROR_MESSAGES.internal } };
}

/**
 * Client-to-server socket messages are declared like routes: a shared zod schema, a permission,
 * a handler. Invalid input or a missing permission is answered through the ack, never thrown.
 */
export class SocketHandlerRegistry {
  private readonly handlers = new Map<string, AnyHandler>();

  register<S extends z.ZodType>(definition: SocketHandlerDefinition<S>) {
    if (this.handlers.has(definition.event)) throw new Error(`socket handler ${definition.event} registered twice`);
    this.handlers.set(definition.event, definition as unknown as AnyHandler);
  }

  attach(socket: AppSocket, onError: (err: unknown, event: string) => void) {
    for (const handler of this.handlers.values()) {
      (socket as unknown as { on(ev: string, fn: (...args: unknown[]) => void): void }).on(handler.event, (...args: unknown[]) => {
        const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as AckFn) : () => {};
        void this.run(handler, socket, args[0], ack, onError);
      });
    }
  }

  private async run(handler: AnyHandler, socket: AppSocket, raw: unknown, ack: AckFn, onError: (err: unknown, event: string) => void) {
    try {
      if (!can(socket.data.profile.app_role, handler.permission)) return ack(fail('forbidden'));
      const parsed = handler.schema.safeParse(raw ?? {});
      if (!parsed.success) return ack(fail('validation_failed', parsed.error.issues[0]?.message));
      const result = await handler.handle({ socket, userId: socket.data.userId }, parsed.data);
      ack({ ok: true, ...(result ?? {}) });
    } catch (error) {
      const known = error as { status?: number; code?: string; message?: string };
      if (typeof known.status === 'number' && known.status < 500 && known.code) return ack(fail(known.code, known.message));
      onError(error, handler.event);
      ack(fail('internal'));
    }
  }
}
