import { io, type Socket } from 'socket.io-client';
import { REPLAY_LIMIT, SOCKET_EVENTS } from '@studioportal/shared';

/**
 * One abusive client in a process of its own (so its busy loop steals no time from the
 * orchestrator's measurements): a signed-in socket that sends `channel:subscribe` as fast as it
 * can for the given time, each frame asking for a full replay of the channel.
 */
export interface AbuseStart {
  type: 'start';
  url: string;
  cookie: string;
  channel: string;
  seconds: number;
}

export interface AbuseReport {
  type: 'report';
  sent: number;
  answered: number;
  served: number;
  refused: number;
  otherErrors: number;
  rowsReceived: number;
  /** Bytes of answers received, as JSON text. */
  bytesReceived: number;
  disconnected: boolean;
}

type SubscribeAnswer = { ok: true; missed: unknown[] } | { ok: false; error: { code: string } };

/** Frames per turn of the event loop, so acks still get read while the flood runs. */
const BATCH = 100;
/** Bytes waiting to be written before the flood waits for the connection to drain. */
const MAX_UNSENT_BYTES = 1024 * 1024;

interface EngineLike {
  writeBuffer?: unknown[];
  transport?: { ws?: { bufferedAmount?: number } };
}

/** Bytes (and queued packets, counted as 64 bytes each) not yet on the wire. */
function unsent(socket: Socket): number {
  const engine = socket.io.engine as unknown as EngineLike;
  return (engine.transport?.ws?.bufferedAmount ?? 0) + (engine.writeBuffer?.length ?? 0) * 64;
}

process.on('message', (message: AbuseStart | { type: 'close' }) => {
  if (message.type === 'close') process.exit(0);
  void run(message);
});

async function run(start: AbuseStart) {
  const report: AbuseReport = { type: 'report', sent: 0, answered: 0, served: 0, refused: 0, otherErrors: 0, rowsReceived: 0, bytesReceived: 0, disconnected: false };
  const socket = io(start.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: start.cookie }, reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.on('disconnect', () => (report.disconnected = true));
  // The costliest ask the server still answers in full: exactly one replay's worth behind the head
  // (a wider gap is answered 'truncated' with nothing to read).
  const head = (await socket.timeout(10_000).emitWithAck(SOCKET_EVENTS.subscribe, { channel: start.channel })) as { seq: number };
  const since = Math.max(0, head.seq - REPLAY_LIMIT);
  process.send?.({ type: 'ready' });
  const onAnswer = (answer: SubscribeAnswer) => {
    report.answered++;
    if (answer.ok) {
      report.served++;
      report.rowsReceived += answer.missed.length;
      report.bytesReceived += JSON.stringify(answer).length;
    } else if (answer.error.code === 'rate_limited') report.refused++;
    else report.otherErrors++;
  };
  const until = Date.now() + start.seconds * 1000;
  while (Date.now() < until && socket.connected) {
    // As fast as the connection takes frames, and no faster: frames the server is not reading only
    // pile up here, and making them would burn this machine's CPU, not the server's.
    if (unsent(socket) > MAX_UNSENT_BYTES) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      continue;
    }
    for (let i = 0; i < BATCH; i++) {
      socket.emit(SOCKET_EVENTS.subscribe, { channel: start.channel, since }, onAnswer);
      report.sent++;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  // Answers still on their way.
  const settle = Date.now() + 5000;
  while (report.answered < report.sent && Date.now() < settle && socket.connected) await new Promise((resolve) => setTimeout(resolve, 50));
  process.send?.(report);
  socket.close();
}
