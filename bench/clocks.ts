import os from 'node:os';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import {
  CHANNELS,
  CLOCK_EVENTS,
  SOCKET_EVENTS,
  zonedDateKey,
  zonedParts,
  type ChannelEvent,
  type ClockDayResponse,
  type ClockElementMarkedPayload,
} from '@studioportal/shared';
import { startAppServer } from './lib/child-server';
import { atRate, nowMs, sleep } from './lib/clock';
import { signUpStaff, type CookieClient } from './lib/http-client';
import { ProcessSampler } from './lib/process-sampler';
import { writeResult } from './lib/results';
import { summarize } from './lib/stats';

/**
 * npm run bench:clocks — issue 6's figure: "every open screen updates within a second" after
 * POST /api/rpc/mark_clock_element_sent. N authenticated Socket.IO clients (loopback, in this
 * process) subscribe to the active-clocks channel; M elements of today's clock are marked sent at
 * R per second by people taking turns; each delivery of 'clocks.element.marked' is timed from the
 * start of its HTTP request. Also times the first-need creation of a day's clocks (GET
 * /api/active-clocks). Bounded: fixed counts, every wait has a timeout.
 */
const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    marks: { type: 'string', default: '60' },
    rate: { type: 'string', default: '5' },
    users: { type: 'string', default: '5' },
  },
});
const CLIENTS = Number(args.clients);
const MARKS = Math.min(60, Number(args.marks));
const RATE = Number(args.rate);
const USERS = Number(args.users);
const TARGETS = { p99ToLastClientMs: 1000 };

const log = (line: string) => process.stderr.write(`[bench:clocks] ${line}\n`);

async function request<T>(client: CookieClient, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(client.baseUrl + path, {
    method,
    headers: { cookie: client.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

function connect(url: string, cookie: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true, timeout: 20_000 });
    socket.once('connect_error', reject);
    socket.once('connect', () => {
      socket
        .timeout(20_000)
        .emitWithAck(SOCKET_EVENTS.subscribe, { channel: CHANNELS.activeClocks.name })
        .then((ack: { ok: boolean }) => (ack.ok ? resolve(socket) : reject(new Error('subscribe refused'))), reject);
    });
  });
}

async function main() {
  const t0 = Date.now();
  const loadBefore = os.loadavg();
  const server = await startAppServer();
  const sockets: Socket[] = [];
  try {
    const { clients: staff } = await signUpStaff(server.url, USERS);
    const admin = staff[0]!;
    const now = new Date();
    const parts = zonedParts(now);
    const date = zonedDateKey(now);
    // One clock for this hour with a minute per element, so every mark is a distinct element.
    const elements = Array.from({ length: MARKS }, (_, n) => ({
      type: 'music',
      title: `Element ${n + 1}`,
      start_offset_s: n * 60,
      duration_s: 60,
      hard_start: false,
    }));
    const created = await request(admin, 'POST', '/api/clock-templates', { name: 'Benk', weekday: parts.weekday, start_hour: parts.hour, color: '#3b82f6', is_active: true, elements });
    if (created.status !== 201) throw new Error(`template: ${created.status} ${JSON.stringify(created.body)}`);

    const firstNeedStart = nowMs();
    const day = await request<ClockDayResponse>(admin, 'GET', `/api/active-clocks?date=${date}`);
    const firstNeedMs = nowMs() - firstNeedStart;
    const ids = day.body.clocks[0]!.elements.map((e) => e.id);
    const repeatStart = nowMs();
    await request(admin, 'GET', `/api/active-clocks?date=${date}`);
    const readMs = nowMs() - repeatStart;

    const receipts = new Map<string, number[]>(ids.map((id) => [id, []]));
    for (let i = 0; i < CLIENTS; i += 25) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(25, CLIENTS - i) }, (_, j) => connect(server.url, staff[(i + j) % staff.length]!.cookie)),
      );
      for (const socket of batch) {
        socket.on(SOCKET_EVENTS.event, (event: ChannelEvent<ClockElementMarkedPayload>) => {
          if (event.type === CLOCK_EVENTS.elementMarked) receipts.get(event.payload.element.id)?.push(nowMs());
        });
        sockets.push(socket);
      }
    }
    log(`${sockets.length} klienter abonnerer på ${CHANNELS.activeClocks.name}; markerer ${MARKS} elementer, ${RATE} per sekund`);

    const started = new Map<string, number>();
    const httpMs: number[] = [];
    const sampler = new ProcessSampler(server.pid);
    sampler.start();
    const statuses = await atRate(MARKS, RATE, async (n) => {
      const id = ids[n]!;
      started.set(id, nowMs());
      const res = await request(staff[n % staff.length]!, 'POST', '/api/rpc/mark_clock_element_sent', { element_id: id, sent: true });
      httpMs.push(nowMs() - started.get(id)!);
      return res.status;
    });
    await sleep(1500);
    const usage = sampler.stop();

    const toLast: number[] = [];
    const perDelivery: number[] = [];
    let delivered = 0;
    for (const id of ids) {
      const times = receipts.get(id)!;
      delivered += times.length;
      const start = started.get(id)!;
      for (const t of times) perDelivery.push(t - start);
      if (times.length) toLast.push(Math.max(...times) - start);
    }
    const latencyToLastClientMs = summarize(toLast);
    const result = {
      benchmark: 'clocks',
      description: 'Mark clock element sent: POST /api/rpc/mark_clock_element_sent → every subscribed Socket.IO client; first-need creation of a day’s clocks',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, loadAverage1m5m15mBefore: loadBefore, loadAverage1m5m15mAfter: os.loadavg() },
      settings: { clients: CLIENTS, marks: MARKS, perSecond: RATE, users: USERS, database: server.database },
      httpFailures: statuses.filter((s) => s !== 200).length,
      expectedDeliveries: MARKS * CLIENTS,
      delivered,
      deliveredPercent: Math.round((delivered / (MARKS * CLIENTS)) * 10000) / 100,
      latencyToLastClientMs,
      latencyPerDeliveryMs: summarize(perDelivery),
      httpResponseMs: summarize(httpMs),
      firstNeedDayCreationMs: Math.round(firstNeedMs * 100) / 100,
      dayReadMs: Math.round(readMs * 100) / 100,
      server: usage,
      targets: TARGETS,
      meetsTargets: { delivered100Percent: delivered === MARKS * CLIENTS, p99ToLastClient: latencyToLastClientMs.p99 <= TARGETS.p99ToLastClientMs },
      totalDurationS: Math.round((Date.now() - t0) / 1000),
    };
    const file = writeResult('clocks', result);
    console.log(JSON.stringify(result, null, 2));
    log(`resultat skrevet til ${file}`);
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
