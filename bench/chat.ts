import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { CHANNELS, CHAT_EVENTS, type ChatMessage } from '@studioportal/shared';
import { startAppServer, startBaselineServer } from './lib/child-server';
import { sleep } from './lib/clock';
import { runFanOut, type FanOutResult } from './lib/fanout-run';
import { signUpStaff } from './lib/http-client';
import { machineFacts, reportResult } from './lib/results';
import { ratio } from './lib/stats';
import { Swarm } from './lib/swarm';

/**
 * npm run bench:chat — issue 5's benchmark. N authenticated Socket.IO clients (separate
 * processes, loopback) subscribe to the public chat channel; messages are posted through the real
 * send path (POST /api/chat/messages) at the channel's cap of 20 per second for 10 seconds, by
 * several people taking turns (each stays inside the per-person flood limit). Every delivery of
 * 'chat.message.created' to every client is timed from the start of its HTTP request. The same
 * fan-out (one frame per message with the same payload; the studio copy goes to the studio
 * channel, which has no subscribers here) is then measured over a bare `ws` server as the
 * baseline. Bounded: fixed counts, every wait has a timeout.
 */
const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    rate: { type: 'string', default: String(CHANNELS.chat.eventsPerSecond) },
    seconds: { type: 'string', default: '10' },
    processes: { type: 'string', default: '2' },
    // Sign-up allows 20 accounts per address at once; 20 senders at 20/s is one message per person per second.
    users: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
  },
});
const CLIENTS = Number(args.clients);
const RATE = Number(args.rate);
const MESSAGES = Math.round(RATE * Number(args.seconds));
const PROCESSES = Number(args.processes);
const USERS = Number(args.users);
const WARMUP = Number(args.warmup);
const TAG = 'Chatbenk';
const TARGETS = { p99PerDeliveryMs: 100 };

const log = (line: string) => process.stderr.write(`[bench:chat] ${line}\n`);
/** The text of message n; the swarm finds n in the frame by the '"message":"Chatbenk #n:' prefix. */
const textOf = (n: number) => `${TAG} #${n}: Hei fra ytelsestesten, dette er en vanlig chatmelding til hele redaksjonen.`;

async function measureOurs(): Promise<{ result: FanOutResult; database: string; sample: ChatMessage | null }> {
  const server = await startAppServer();
  let swarm: Swarm | null = null;
  try {
    log(`Studioportal-server på ${server.url} (${server.database}); lager ${USERS} brukere`);
    const { clients: staff } = await signUpStaff(server.url, USERS);
    const started = await Swarm.start({
      kind: 'socketio',
      url: server.url,
      cookies: staff.map((s) => s.cookie),
      clients: CLIENTS,
      processes: PROCESSES,
      channel: CHANNELS.chat.name,
      tag: TAG,
      messages: MESSAGES,
      eventType: CHAT_EVENTS.messageCreated,
    });
    swarm = started.swarm;
    log(`${started.connected} socket.io-klienter tilkoblet og abonnert (${started.failed} feilet${started.errors.length ? `: ${started.errors.join('; ')}` : ''})`);
    if (started.connected !== CLIENTS) throw new Error('not every client connected');

    let sample: ChatMessage | null = null;
    const send = async (text: string, n: number) => {
      const res = await staff[n % staff.length]!.post<{ message: ChatMessage }>('/api/chat/messages', { message: text, client_id: randomUUID() });
      if (res.status === 201) sample ??= res.body.message;
      else log(`melding ${n}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
      return res.status === 201;
    };
    // Warm-up from the last senders, so the first measured senders start with a full allowance.
    for (let i = 0; i < WARMUP; i++) await send(`Oppvarming #${i}: ikke talt med`, USERS - 1 - i);
    await sleep(1500);
    log(`sender ${MESSAGES} chatmeldinger, ${RATE} per sekund`);
    const result = await runFanOut({ swarm, clients: CLIENTS, messages: MESSAGES, perSecond: RATE, serverPid: server.pid, send: (n) => send(textOf(n), n) });
    return { result, database: server.database, sample };
  } finally {
    await swarm?.close();
    await server.stop();
  }
}

/** What our server sends for one public message, rebuilt so the baseline moves the same bytes. */
function baselineEvents(n: number, sample: ChatMessage | null) {
  const now = new Date().toISOString();
  const message: ChatMessage = {
    ...(sample ?? {
      id: randomUUID(),
      position: n + 1,
      name: 'Benk Bruker 1',
      sender_id: 'baseline',
      message_source: 'internal',
      channel_type: 'public',
      recipient_id: null,
      reply_to: null,
      reply_preview: null,
      mentions: [],
      sender: { id: 'baseline', full_name: 'Benk Bruker 1', app_role: 'Tekniker', chat_color: '#3b82f6', profile_picture_url: null },
      edited_at: null,
      deleted_at: null,
      moderated: false,
    }),
    id: randomUUID(),
    position: n + 1,
    message: textOf(n),
    created_at: now,
  };
  return [{ type: CHAT_EVENTS.messageCreated, payload: message }];
}

async function measureBaseline(sample: ChatMessage | null): Promise<FanOutResult> {
  const server = await startBaselineServer();
  let swarm: Swarm | null = null;
  try {
    const started = await Swarm.start({
      kind: 'ws',
      url: server.url,
      cookies: [],
      clients: CLIENTS,
      processes: PROCESSES,
      channel: CHANNELS.chat.name,
      tag: TAG,
      messages: MESSAGES,
      eventType: CHAT_EVENTS.messageCreated,
    });
    swarm = started.swarm;
    log(`grunnlinje: ${started.connected} rå ws-klienter tilkoblet på ${server.url}`);
    if (started.connected !== CLIENTS) throw new Error('not every baseline client connected');
    const send = async (n: number) => {
      const res = await fetch(`${server.url}/fanout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channel: CHANNELS.chat.name, events: baselineEvents(n, sample) }),
      });
      await res.arrayBuffer();
      return res.status === 201;
    };
    for (let i = 0; i < WARMUP; i++) await send(MESSAGES + i);
    await sleep(1500);
    return await runFanOut({ swarm, clients: CLIENTS, messages: MESSAGES, perSecond: RATE, serverPid: server.pid, send });
  } finally {
    await swarm?.close();
    await server.stop();
  }
}

async function main() {
  const t0 = Date.now();
  const ours = await measureOurs();
  const baseline = await measureBaseline(ours.sample);
  const result = {
    benchmark: 'chat',
    description:
      'Public chat fan-out: POST /api/chat/messages at the channel cap → chat.message.created on every subscribed Socket.IO client, vs. a bare ws server sending the same frame',
    at: new Date().toISOString(),
    machine: { ...machineFacts(), loadAverage1m: os.loadavg()[0] },
    settings: { clients: CLIENTS, messages: MESSAGES, perSecond: RATE, seconds: Number(args.seconds), swarmProcesses: PROCESSES, senders: USERS, warmupMessages: WARMUP, database: ours.database },
    ours: ours.result,
    baseline,
    ratioOursToBaseline: {
      p50PerDelivery: ratio(ours.result.latencyPerDeliveryMs.p50, baseline.latencyPerDeliveryMs.p50),
      p99PerDelivery: ratio(ours.result.latencyPerDeliveryMs.p99, baseline.latencyPerDeliveryMs.p99),
      p99ToLastClient: ratio(ours.result.latencyToLastClientMs.p99, baseline.latencyToLastClientMs.p99),
    },
    targets: TARGETS,
    meetsTargets: {
      delivered100Percent: ours.result.deliveredPercent === 100,
      p99PerDelivery: ours.result.latencyPerDeliveryMs.p99 <= TARGETS.p99PerDeliveryMs,
    },
    totalDurationS: Math.round((Date.now() - t0) / 1000),
  };
  reportResult('chat', result, log);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
