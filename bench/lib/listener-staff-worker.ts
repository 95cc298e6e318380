import { io, type Socket } from 'socket.io-client';
import { LISTENER_EVENTS, LISTENER_POLL_EVENTS, SOCKET_EVENTS } from '@studioportal/shared';
import { nowMs } from './clock';
import { connectInBatches } from './connect-in-batches';
import type { FromStaff, StaffStart, ToStaff } from './listener-protocol';
import { startLoopLag } from './loop-lag';

/**
 * The staff screens of bench/listeners.ts, in a process of their own: signed-in sockets
 * subscribed to the listener channels (the queue, the polls), as the listener hub and the queue
 * screen are. Each frame is stamped the moment the transport hands it over (engine.io's 'data',
 * before socket.io decodes it) and recognised by text, as in swarm-worker.ts: a new message by its
 * body's "<tag> #<n>:" prefix, a live result by its type and total.
 */
const send = (message: FromStaff) => process.send?.(message);

let messages: [number, number, number][] = [];
let tallies: [number, number, number][] = [];
/** [socket index, time, reason] of every socket that closed (they do not reconnect). */
const disconnects: [number, number, string][] = [];
let lag = startLoopLag();
const closers: (() => void)[] = [];

const MESSAGE_MARK = `"type":"${LISTENER_EVENTS.messageCreated}"`;
const TALLY_MARK = `"type":"${LISTENER_POLL_EVENTS.tally}"`;
const TOTAL = /"total_votes":(\d+)/;
let body = /$^/;

function record(socketIndex: number, at: number, frame: string) {
  if (frame.includes(MESSAGE_MARK)) {
    const match = body.exec(frame);
    messages.push([match ? Number(match[1]) : -1, socketIndex, at]);
  } else if (frame.includes(TALLY_MARK)) {
    tallies.push([socketIndex, at, Number(TOTAL.exec(frame)?.[1] ?? -1)]);
  }
}

let nextIndex = 0;
function connect(start: StaffStart, cookie: string): Promise<void> {
  const index = nextIndex++;
  return new Promise((resolve, reject) => {
    const socket: Socket = io(start.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true, timeout: 20_000 });
    socket.io.engine.on('data', (raw: unknown) => {
      const at = nowMs();
      if (typeof raw === 'string') record(index, at, raw);
    });
    socket.once('connect_error', (err) => reject(err));
    socket.once('connect', () => {
      const subscribe = (channel: string) =>
        socket
          .timeout(20_000)
          .emitWithAck(SOCKET_EVENTS.subscribe, { channel })
          .then((ack: { ok: boolean; error?: { message: string } }) => {
            if (!ack.ok) throw new Error(`${channel}: ${ack.error?.message ?? 'subscribe failed'}`);
          });
      Promise.all(start.channels.map(subscribe)).then(() => resolve(), reject);
    });
    socket.on('disconnect', (reason) => disconnects.push([index, nowMs(), String(reason)]));
    closers.push(() => socket.close());
  });
}

process.on('message', (message: ToStaff) => {
  if (message.type === 'start') {
    body = new RegExp(`"body":"${message.tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} #(\\d+):`);
    void connectInBatches(message.sockets, message.cookies, 0, (cookie) => connect(message, cookie)).then((outcome) => {
      lag = startLoopLag();
      send({ type: 'ready', ...outcome });
    });
  } else if (message.type === 'report') {
    send({ type: 'report', messages, tallies, disconnects, loopLagMs: lag.stop() });
    if (message.reset) {
      messages = [];
      tallies = [];
    }
    lag = startLoopLag();
  } else {
    for (const close of closers) close();
    setTimeout(() => process.exit(0), 100);
  }
});
