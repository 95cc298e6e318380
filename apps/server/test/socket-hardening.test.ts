import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_NAMESPACE, CHANNELS, CONTENT_EVENTS, REPLAY_LIMIT, SOCKET_EVENTS } from '@studioportal/shared';
import { SOCKET_LIMITS } from '../src/realtime/socket-flood-guard';
import { Client, connected, DB_KINDS, emitAck, startServer, startServersOnPostgres, type TestServer } from './harness';

/**
 * Issue 17 part 1: a socket must not outlive its session or account, whatever rooms it left; and
 * part 2: one socket must not be able to stall the server with subscribe and replay floods.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once the socket closed; rejects if it is still open after `ms`. */
function closesWithin(socket: Socket, ms = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve();
    const timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The ack, or 'dropped' when none came within `ms` (a throttled socket's frames are not answered). */
async function answerOrDropped(socket: Socket, event: string, payload: unknown, ms = 3000): Promise<any> {
  try {
    return await emitAck(socket, event, payload, ms);
  } catch {
    return 'dropped';
  }
}

/** Counts every channel event the socket receives from now on. */
function countEvents(socket: Socket) {
  const counter = { n: 0 };
  socket.on(SOCKET_EVENTS.event, () => counter.n++);
  return counter;
}

/** The administrator (signed up on `first`) and an approved colleague with the given role, signed in on `second`. */
async function adminAndColleague(first: TestServer, second: TestServer, role: 'Tekniker' | 'Programleder' = 'Tekniker') {
  const admin = new Client(first.url);
  await admin.signUp('Ada Admin', 'ada@example.no');
  const colleague = new Client(second.url);
  const signUp = await colleague.signUp('Kari Kollega', 'kari@example.no');
  const colleagueId = signUp.body.profile.id as string;
  expect((await admin.post(`/api/admin/users/${colleagueId}/approve`, {})).status).toBe(200);
  if (role !== 'Tekniker') expect((await admin.post(`/api/admin/users/${colleagueId}/role`, { app_role: role })).status).toBe(200);
  return { admin, colleague, colleagueId };
}

/** Tries to leave the rooms that tie the socket to its session and user: both must be refused. */
async function tryToLeaveOwnRooms(socket: Socket, userId: string, sessionId: string) {
  for (const room of [`session:${sessionId}`, `user:${userId}`]) {
    expect(await emitAck(socket, SOCKET_EVENTS.unsubscribe, { channel: room })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  }
}

async function sessionIdOf(server: TestServer, userId: string): Promise<string> {
  const rows = await server.database.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1', [userId]);
  return rows[0]!.id;
}

type Topology = { label: string; start(): Promise<{ a: TestServer; b: TestServer; close(): Promise<void> }> };

const TOPOLOGIES: Topology[] = [
  ...DB_KINDS.map((kind) => ({
    label: `one process, ${kind}`,
    start: async () => {
      const server = await startServer(kind);
      return { a: server, b: server, close: () => server.close() };
    },
  })),
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          label: 'two processes, postgres',
          start: async () => {
            const { servers, close } = await startServersOnPostgres(2);
            return { a: servers[0]!, b: servers[1]!, close };
          },
        },
      ]
    : []),
];

describe.each(TOPOLOGIES)('a socket ends with its session and account ($label)', ({ start }) => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  it('a socket that tried to leave its own rooms is closed on sign-out and gets nothing after it', async () => {
    const started = await start();
    close = started.close;
    const { admin, colleague, colleagueId } = await adminAndColleague(started.a, started.b);
    const socket = await connected(colleague.socket());
    const account = await connected(colleague.socket(ACCOUNT_NAMESPACE));
    expect((await emitAck(socket, SOCKET_EVENTS.subscribe, { channel: CHANNELS.chat.name })).ok).toBe(true);
    await tryToLeaveOwnRooms(socket, colleagueId, await sessionIdOf(started.a, colleagueId));
    const received = countEvents(socket);

    const closing = Promise.all([closesWithin(socket), closesWithin(account)]);
    // Signed out through the other process (when there are two): its sockets live on this one.
    const signOut = new Client(started.a.url);
    signOut.cookie = colleague.cookie;
    expect((await signOut.post('/api/session/sign-out')).status).toBe(200);
    await closing;
    expect((await admin.post('/api/chat/messages', { message: 'Etter utlogging' })).status).toBe(201);
    await sleep(300);
    expect(received.n).toBe(0);
  });

  it('deactivation closes a socket that tried to leave its rooms within 5 s', async () => {
    const started = await start();
    close = started.close;
    const { admin, colleague, colleagueId } = await adminAndColleague(started.a, started.b);
    const socket = await connected(colleague.socket());
    await tryToLeaveOwnRooms(socket, colleagueId, await sessionIdOf(started.a, colleagueId));
    const closing = closesWithin(socket);
    expect((await admin.post(`/api/admin/users/${colleagueId}/deactivate`, {})).status).toBe(200);
    await closing;
    // And it cannot come back.
    await expect(connected(colleague.socket())).rejects.toThrow('unauthorized');
  });

  it("a demoted Programleder's next planning event is refused at once", async () => {
    const started = await start();
    close = started.close;
    const { admin, colleague, colleagueId } = await adminAndColleague(started.a, started.b, 'Programleder');
    const socket = await connected(colleague.socket());
    await tryToLeaveOwnRooms(socket, colleagueId, await sessionIdOf(started.a, colleagueId));
    expect(await emitAck(socket, SOCKET_EVENTS.presenceTrack, {})).toEqual({ ok: true });
    expect((await admin.post(`/api/admin/users/${colleagueId}/role`, { app_role: 'Tekniker' })).status).toBe(200);
    // The other process hears of the demotion through the cluster link: allow it a moment there.
    const deadline = Date.now() + 5000;
    let answer = await emitAck(socket, SOCKET_EVENTS.presenceTrack, {});
    while (answer.ok && Date.now() < deadline) {
      await sleep(50);
      answer = await emitAck(socket, SOCKET_EVENTS.presenceTrack, {});
    }
    expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    // Still a Tekniker in good standing: the socket stays open for what a Tekniker may do.
    expect((await emitAck(socket, SOCKET_EVENTS.subscribe, { channel: CHANNELS.chat.name })).ok).toBe(true);
    socket.close();
  });
});

describe.each(DB_KINDS)('one socket cannot stall the server (%s)', (kind) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('refuses a subscribe flood with rate_limited, answers at most the replay budget, and stays usable', async () => {
    server = await startServer(kind);
    const { admin, colleague } = await adminAndColleague(server, server);
    // A channel history longer than one full replay.
    for (let i = 0; i < REPLAY_LIMIT + 50; i += 50) {
      await server.ctx.realtime.publisher.transaction(async (_tx, publish) => {
        for (let j = 0; j < 50; j++) await publish('content', CONTENT_EVENTS.editorialDeleted, { id: `${i + j}-${'x'.repeat(200)}` });
      });
      await sleep(20);
    }
    const abuser = await connected(colleague.socket());
    const bystander = await connected(admin.socket());
    // A gap wider than one replay costs nothing: it is answered "truncated" (the client reloads).
    const wide = await emitAck(abuser, SOCKET_EVENTS.subscribe, { channel: CHANNELS.content.name, since: 0 });
    expect(wide).toMatchObject({ ok: true, truncated: true, missed: [] });
    // The costliest ask: exactly one full replay, over and over.
    const since = wide.seq - REPLAY_LIMIT;
    const frames = 300;
    const answers = await Promise.all(
      Array.from({ length: frames }, () => answerOrDropped(abuser, SOCKET_EVENTS.subscribe, { channel: CHANNELS.content.name, since })),
    );
    // Another user is served normally during the flood.
    expect((await emitAck(bystander, SOCKET_EVENTS.subscribe, { channel: CHANNELS.content.name, since })).missed).toHaveLength(REPLAY_LIMIT);

    const served = answers.filter((a) => a !== 'dropped' && a.ok);
    const refused = answers.filter((a) => a !== 'dropped' && !a.ok);
    // Frames over the socket's rate: the first is refused with rate_limited, the rest of the burst dropped.
    expect(refused.every((a) => a.error.code === 'rate_limited')).toBe(true);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a === 'dropped').length).toBeGreaterThanOrEqual(frames - SOCKET_LIMITS.eventsBurst - refused.length);
    const rowsAnswered = served.reduce((sum, a) => sum + a.missed.length, 0);
    // The burst plus what refilled while the flood ran (well under two seconds).
    expect(rowsAnswered).toBeLessThanOrEqual(SOCKET_LIMITS.replayRowsBurst + 2 * SOCKET_LIMITS.replayRowsPerSecond);
    expect(served.every((a) => a.missed.length === REPLAY_LIMIT || a.missed.length === 0)).toBe(true);

    // The socket is still connected and usable once its allowance refills.
    await sleep((SOCKET_LIMITS.replayRowsBurst / SOCKET_LIMITS.replayRowsPerSecond) * 1000 + 200);
    expect(abuser.connected).toBe(true);
    expect((await emitAck(abuser, SOCKET_EVENTS.subscribe, { channel: CHANNELS.content.name, since })).missed).toHaveLength(REPLAY_LIMIT);
    abuser.close();
    bystander.close();
  });

  it('holds every client event to the per-socket rate: over it the ack says rate_limited, the rest of the burst is dropped', async () => {
    server = await startServer(kind);
    const { colleague } = await adminAndColleague(server, server);
    const socket = await connected(colleague.socket());
    const frames = 120;
    const started = Date.now();
    let lastAnswerAt = started;
    const answers = await Promise.all(
      Array.from({ length: frames }, () =>
        answerOrDropped(socket, SOCKET_EVENTS.unsubscribe, { channel: CHANNELS.chat.name }).then((a) => {
          if (a !== 'dropped') lastAnswerAt = Date.now();
          return a;
        }),
      ),
    );
    const ok = answers.filter((a) => a !== 'dropped' && a.ok).length;
    const refused = answers.filter((a) => a !== 'dropped' && !a.ok);
    // Within the burst: answered (or refused for too many in flight at once); one refusal over the
    // rate; everything after it dropped. A busy machine may take a while to read the frames, and the
    // bucket refills meanwhile: what it refilled while answering is allowed too.
    const refilled = Math.ceil(((lastAnswerAt - started) / 1000) * SOCKET_LIMITS.eventsPerSecond);
    expect(refused.every((a) => a.error.code === 'rate_limited')).toBe(true);
    expect(ok + refused.length).toBeLessThanOrEqual(SOCKET_LIMITS.eventsBurst + 1 + refilled);
    expect(answers.filter((a) => a === 'dropped').length).toBeGreaterThanOrEqual(frames - SOCKET_LIMITS.eventsBurst - 1 - refilled);
    expect(socket.connected).toBe(true);
    await sleep(1000);
    expect(await emitAck(socket, SOCKET_EVENTS.unsubscribe, { channel: CHANNELS.chat.name })).toEqual({ ok: true });
    socket.close();
  });
});
