import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS } from '@studioportal/shared';
import { registeredRoutes } from '../src/auth/access';
import { CHANNEL_ROWS, NAMESPACES, PRINCIPALS, ROUTES, SOCKET_EVENT_ROWS, type Answer, type Expectation, type Principal, type RouteRow } from './authz-matrix';
import { Client, DB_KINDS, startServer, type TestServer } from './harness';
import { picture, upload } from './podcast-helpers';
import { pngBuffer } from './accounts-helpers';
import { sineWav, upload as uploadMedia } from './content-fixtures';

const SOME_ID = '0b9d5c1e-7f2a-4c3b-9d8e-6a5f4e3d2c1b';

/** What a cell's answer counts as: only 401, 403 and (where the row hides things) 404 are classes of their own. */
function classOf(status: number, row: { expect: Expectation }): Answer {
  if (status === 401 || status === 403) return status;
  if (status === 404 && Object.values(row.expect).includes(404)) return 404;
  return 'ok';
}

function describeCell(status: number, body: unknown) {
  return `${status} ${JSON.stringify(body)?.slice(0, 160)}`;
}

/** A refused handshake's class (the server says 'unauthorized' or 'not_approved'), or the connected socket. */
function connect(server: TestServer, client: Client, namespace: string): Promise<{ socket: Socket | null; refusal: Answer | null }> {
  return new Promise((resolve) => {
    const socket = io(server.url + namespace, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: client.cookie ? { cookie: client.cookie } : {},
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve({ socket, refusal: null }));
    socket.once('connect_error', (err) => {
      socket.close();
      resolve({ socket: null, refusal: err.message === 'not_approved' ? 403 : err.message === 'unauthorized' ? 401 : (`unexpected ${err.message}` as never) });
    });
  });
}

describe.each(DB_KINDS)('authorisation matrix: every route, socket event and channel × every kind of caller (%s)', (kind) => {
  let server: TestServer;
  const clients = {} as Record<Principal, Client>;
  let draftFile = '';
  /** The stored files the file rows ask for (a missing file would hide a wrong answer behind a 404). */
  const files: Record<string, string> = {};
  let cells = 0;
  const tally: Record<string, number> = {};
  const count = (answer: Answer) => {
    cells++;
    tally[String(answer)] = (tally[String(answer)] ?? 0) + 1;
  };

  beforeAll(async () => {
    server = await startServer(kind);
    const admin = new Client(server.url);
    await admin.signUp('Ada Admin', 'ada@example.no');
    clients.Administrator = admin;
    clients.anonymous = new Client(server.url);
    const signUp = async (name: string, email: string) => {
      const c = new Client(server.url);
      const res = await c.signUp(name, email);
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { client: c, id: res.body.profile.id as string };
    };
    const ok = (res: { status: number; body: unknown }) => {
      if (res.status !== 200) throw new Error(`set-up failed: ${res.status} ${JSON.stringify(res.body)}`);
    };
    for (const role of ['Tekniker', 'Programleder'] as const) {
      const { client, id } = await signUp(`${role} Testesen`, `${role.toLowerCase()}@example.no`);
      ok(await admin.post(`/api/admin/users/${id}/approve`, { app_role: role }));
      clients[role] = client;
    }
    clients.pending = (await signUp('Per Pending', 'per@example.no')).client;
    const rejected = await signUp('Rita Rejected', 'rita@example.no');
    ok(await admin.post(`/api/admin/users/${rejected.id}/reject`, { reason: 'Ikke ansatt her' }));
    clients.rejected = rejected.client;
    const deactivated = await signUp('Dag Deaktivert', 'dag@example.no');
    ok(await admin.post(`/api/admin/users/${deactivated.id}/approve`, { app_role: 'Tekniker' }));
    ok(await admin.post(`/api/admin/users/${deactivated.id}/deactivate`, {}));
    clients.deactivated = deactivated.client;

    // A draft episode with artwork: its file is the one thing listeners must not find.
    const created = await admin.post('/api/podcast/episodes', { title: 'Utkast' });
    if (created.status !== 201) throw new Error(`episode: ${created.status} ${JSON.stringify(created.body)}`);
    const art = await upload(admin, `/api/podcast/episodes/${created.body.episode.id}/artwork`, await picture(), 'image/png');
    if (art.status !== 200 || !art.body.episode.artwork_url) throw new Error(`artwork: ${art.status} ${JSON.stringify(art.body)}`);
    draftFile = new URL(art.body.episode.artwork_url as string, server.url).pathname;
    files['/podcast/files/*'] = draftFile;
    // Stored directly: the DELETE /api/profile/picture row would remove an uploaded one before its row runs.
    await server.ctx.storage.put('profile-pictures', 'matrix/profile.png', await pngBuffer(32, 32));
    files['/storage/profile-pictures/*'] = server.ctx.storage.publicUrl('profile-pictures', 'matrix/profile.png');
    const media = await uploadMedia(admin, sineWav(0.2), 'jingel.wav');
    if (media.status !== 201) throw new Error(`media: ${media.status} ${JSON.stringify(media.body)}`);
    files['/storage/media/*'] = media.body.media.url as string;
    // A logo, so the GET row is answered with the file (its DELETE row, later, removes it).
    const logo = await upload(admin, '/api/station/logo', await pngBuffer(32, 32), 'image/png');
    if (logo.status !== 200) throw new Error(`logo: ${logo.status} ${JSON.stringify(logo.body)}`);
  });

  afterAll(async () => {
    console.info(`[authz-matrix ${kind}] ${cells} cells checked: ${JSON.stringify(tally)}`);
    await server?.close();
  });

  it('has exactly one row for every route the server registers, and no row for a route it does not', () => {
    const registered = registeredRoutes(server.app);
    const keys = new Set(registered.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`));
    const rows = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(rows.length, 'duplicate rows').toBe(new Set(rows).size);
    expect([...keys].filter((k) => !rows.includes(k)), 'routes without a row in authz-matrix.ts').toEqual([]);
    expect(rows.filter((k) => !keys.has(k)), 'rows for routes that no longer exist').toEqual([]);
    const heads = registered.filter((r) => r.method === 'HEAD').map((r) => `GET ${r.url}`);
    expect(heads.filter((k) => !keys.has(k)), 'HEAD routes without a GET route').toEqual([]);
  });

  it('has a row for every socket event and every channel, and none for ones that do not exist', () => {
    const events = server.ctx.realtime.handlers.events();
    expect(events.filter((e) => !(e in SOCKET_EVENT_ROWS)), 'socket events without a row').toEqual([]);
    expect(Object.keys(SOCKET_EVENT_ROWS).filter((e) => !events.includes(e)), 'rows for socket events that no longer exist').toEqual([]);
    const channels = Object.values(CHANNELS).map((c) => c.name);
    expect(channels.filter((c) => !(c in CHANNEL_ROWS)), 'channels without a row').toEqual([]);
    expect(Object.keys(CHANNEL_ROWS).filter((c) => !channels.includes(c)), 'rows for channels that no longer exist').toEqual([]);
  });

  // Before the route rows: the last of those (sign-out) ends every caller's session.
  it('socket namespaces, events and channel subscriptions', async () => {
    const mismatches: string[] = [];
    for (const principal of PRINCIPALS) {
      for (const [namespace, expect] of Object.entries(NAMESPACES)) {
        const { socket, refusal } = await connect(server, clients[principal], namespace);
        const got: Answer = refusal ?? 'ok';
        count(got);
        if (got !== expect[principal]) mismatches.push(`namespace ${namespace} × ${principal}: expected ${expect[principal]}, got ${got}`);
        if (namespace !== '/' || !socket) {
          socket?.close();
          // No socket on the main namespace: every event and channel cell is the handshake's refusal.
          if (namespace === '/' && refusal) {
            for (const [name, row] of [...Object.entries(SOCKET_EVENT_ROWS), ...Object.entries(CHANNEL_ROWS)]) {
              count(refusal);
              if (refusal !== row[principal]) mismatches.push(`${name} × ${principal}: expected ${row[principal]}, got refused ${refusal}`);
            }
          }
          continue;
        }
        for (const [event, row] of Object.entries(SOCKET_EVENT_ROWS)) {
          const ack = await socket.timeout(5000).emitWithAck(event, {});
          const got: Answer = ack?.ok === false && ack.error?.code === 'forbidden' ? 403 : 'ok';
          count(got);
          if (got !== row[principal]) mismatches.push(`event ${event} × ${principal}: expected ${row[principal]}, got ${JSON.stringify(ack)}`);
        }
        for (const [channel, row] of Object.entries(CHANNEL_ROWS)) {
          const ack = await socket.timeout(5000).emitWithAck('channel:subscribe', { channel });
          const got: Answer = ack?.ok === true ? 'ok' : ack?.error?.code === 'forbidden' ? 403 : ack?.error?.code === 'unauthorized' ? 401 : ('unexpected' as never);
          count(got);
          if (got !== row[principal]) mismatches.push(`channel ${channel} × ${principal}: expected ${row[principal]}, got ${JSON.stringify(ack).slice(0, 160)}`);
        }
        socket.close();
      }
    }
    expect(mismatches).toEqual([]);
  });

  const pathOf = (row: RouteRow) => files[row.path] ?? row.path.replace(/:itemType/g, 'note').replace(/:[A-Za-z]+/g, SOME_ID);

  // Rows that end the caller's session go last, so every other cell sees a live session.
  const ordered = [...ROUTES.filter((r) => !r.last), ...ROUTES.filter((r) => r.last)];
  for (const row of ordered) {
    it(`${row.method} ${row.path}`, async () => {
      const mismatches: string[] = [];
      const methods = row.method === 'GET' ? ['GET', 'HEAD'] : [row.method];
      for (const principal of PRINCIPALS) {
        for (const method of methods) {
          const res = await clients[principal].request(method, pathOf(row), ['GET', 'HEAD'].includes(method) ? undefined : {});
          const got = classOf(res.status, row);
          count(got);
          if (got !== row.expect[principal]) mismatches.push(`${method} × ${principal}: expected ${row.expect[principal]}, got ${describeCell(res.status, res.body)}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }

});
