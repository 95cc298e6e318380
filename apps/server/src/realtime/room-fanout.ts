import * as wsModule from 'ws';
import { SOCKET_EVENTS, type ChannelEvent } from '@studioportal/shared';
import type { AppServer, AppSocket } from './types';

type FrameSender = { sendFrame(frame: Buffer[], cb: () => void): void };

/** engine.io's internals this file relies on (the same ones engine.io's own pre-encoded path uses). */
interface EngineConnection {
  readyState: string;
  upgrading: boolean;
  writeBuffer: unknown[];
  transport: { name: string; perMessageDeflate?: unknown; socket?: { _sender?: Partial<FrameSender> } };
}

/** ws's frame builder (not in its type definitions; engine.io and socket.io-adapter use it the same way). */
const buildFrame = (wsModule as unknown as { Sender: { frame(data: Buffer, options: object): Buffer[] } }).Sender.frame;
const noop = () => {};

/**
 * Sends one channel event to every socket of this process in `room`, encoding the WebSocket frame
 * once. socket.io's room broadcast also encodes once, but then walks each socket through
 * engine.io's packet queue (a packet object, four events and a drain callback per socket); for an
 * Akutt to a thousand screens that walk was most of the time between the first screen and the
 * last. A socket whose queue is empty gets the ready frame written straight to its WebSocket, in
 * order behind anything already written; one still on long-polling, mid-upgrade or with packets
 * waiting takes socket.io's own path, so the order each socket sees never changes.
 */
export function emitToRoom(io: AppServer, room: string, event: ChannelEvent): void {
  const nsp = io.of('/');
  const members = nsp.adapter.rooms.get(room);
  if (!members?.size) return;
  let frame: Buffer[] | null = null;
  for (const id of members) {
    const socket = nsp.sockets.get(id);
    if (!socket) continue;
    const sender = directSender(socket);
    if (sender) {
      // "4" is engine.io's message packet, "2" socket.io's event packet on the main namespace.
      frame ??= buildFrame(Buffer.from(`42${JSON.stringify([SOCKET_EVENTS.event, event])}`), { readOnly: false, mask: false, rsv1: false, opcode: 1, fin: true });
      sender.sendFrame(frame, noop);
    } else {
      socket.emit(SOCKET_EVENTS.event, event);
    }
  }
}

function directSender(socket: AppSocket): FrameSender | null {
  const conn = socket.conn as unknown as EngineConnection;
  if (conn.readyState !== 'open' || conn.upgrading || conn.writeBuffer.length > 0) return null;
  const transport = conn.transport;
  if (transport.name !== 'websocket' || transport.perMessageDeflate) return null;
  const sender = transport.socket?._sender;
  return typeof sender?.sendFrame === 'function' ? (sender as FrameSender) : null;
}
