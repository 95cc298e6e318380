import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { nowMs } from './clock';
import type { FromWorker, SwarmStart, ToWorker } from './swarm-protocol';
import { connectInBatches } from './connect-in-batches';
import { connectWireSocketIo } from './socketio-wire-client';

/**
 * One swarm process: opens its share of client connections, stamps the arrival time of every
 * benchmark message on every connection, and reports them when asked. Both kinds stamp the raw
 * text frame the moment the WebSocket hands it over and find the message number with the same
 * regular expression, so client-side decoding is not counted as server latency (Socket.IO clients
 * speak the protocol at the wire by default; lib/socketio-wire-client.ts says why).
 */
const send = (message: FromWorker) => process.send?.(message);

let receipts: number[][] = [];
let disconnects = 0;
let pattern = /$^/;
let typeMarker: string | null = null;
const closers: (() => void)[] = [];

function record(at: number, frame: string) {
  if (typeMarker !== null && !frame.includes(typeMarker)) return;
  const match = pattern.exec(frame);
  if (match) receipts[Number(match[1])]?.push(at);
}

/** socket.io-client, as browsers run it: its decoding of each frame counts (SWARM_SOCKETIO_CLIENT=library). */
function connectSocketIoLibrary(start: SwarmStart, cookie: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket: Socket = io(start.url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
      forceNew: true,
      timeout: 20_000,
    });
    socket.io.engine.on('data', (raw: unknown) => {
      const at = nowMs();
      if (typeof raw === 'string') record(at, raw);
    });
    socket.once('connect_error', (err) => reject(err));
    socket.once('connect', () => {
      socket
        .timeout(20_000)
        .emitWithAck('channel:subscribe', { channel: start.channel })
        .then((ack: { ok: boolean; error?: { message: string } }) => (ack.ok ? resolve() : reject(new Error(ack.error?.message ?? 'subscribe failed'))), reject);
    });
    socket.on('disconnect', () => disconnects++);
    closers.push(() => socket.close());
  });
}

/** The default: the protocol at the wire (lib/socketio-wire-client.ts says why). */
async function connectSocketIoWire(start: SwarmStart, cookie: string): Promise<void> {
  const socket = await connectWireSocketIo(
    { url: start.url, cookie, channel: start.channel, timeoutMs: 20_000, onFrame: record, onDisconnect: () => disconnects++ },
    nowMs,
  );
  closers.push(() => socket.close());
}

const connectSocketIo = process.env.SWARM_SOCKETIO_CLIENT === 'library' ? connectSocketIoLibrary : connectSocketIoWire;

function connectWs(start: SwarmStart): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(start.url.replace(/^http/, 'ws'), { perMessageDeflate: false });
    ws.on('message', (data) => {
      const at = nowMs();
      record(at, data.toString());
    });
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.on('close', () => disconnects++);
    closers.push(() => ws.terminate());
  });
}

async function start(config: SwarmStart) {
  receipts = Array.from({ length: config.messages }, () => []);
  // The message text as it appears inside the JSON frame: "message":"<tag> #<n>:
  pattern = new RegExp(`"message":"${config.tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} #(\\d+):`);
  typeMarker = config.eventType ? `"type":"${config.eventType}"` : null;
  const outcome = await connectInBatches(config.clients, config.cookies, config.offset, (cookie) =>
    config.kind === 'socketio' ? connectSocketIo(config, cookie) : connectWs(config),
  );
  send({ type: 'ready', ...outcome });
}

process.on('message', (message: ToWorker) => {
  if (message.type === 'start') void start(message);
  else if (message.type === 'report') send({ type: 'report', receipts, disconnects });
  else if (message.type === 'close') {
    for (const close of closers) close();
    setTimeout(() => process.exit(0), 100);
  }
});
