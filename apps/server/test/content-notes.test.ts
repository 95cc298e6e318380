import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHANNELS, CONTENT_EVENTS, CONTENT_STRINGS, SOCKET_EVENTS } from '@studioportal/shared';
import { contentTeam } from './content-fixtures';
import { connected, DB_KINDS, emitAck, nextEvent, startServer, type TestServer } from './harness';

describe.each(DB_KINDS)('notes (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  it('never lets two writers of the same version silently overwrite each other', async () => {
    const { admin, others } = await contentTeam(server, ['Tekniker']);
    const colleague = others[0]!.client;
    const created = await admin.client.post('/api/notes', { title: 'Kjøreplan fredag', body: 'Start', visibility: 'shared' });
    expect(created.status).toBe(201);
    const id = created.body.note.id;
    expect(created.body.note.version).toBe(1);

    const [a, b] = await Promise.all([
      admin.client.request('PATCH', `/api/notes/${id}`, { version: 1, body: 'Start\nÅses linje' }),
      colleague.request('PATCH', `/api/notes/${id}`, { version: 1, body: 'Start\nKollegas linje' }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 200 ? a : b;
    expect(loser.body.error).toMatchObject({ code: 'version_conflict', message: CONTENT_STRINGS.versionConflict });
    // The conflict carries the stored version, so the loser can see both and choose or merge.
    expect(loser.body.error.details.current).toMatchObject({ version: 2, body: winner.body.note.body });

    const merged = await (loser === a ? admin.client : colleague).request('PATCH', `/api/notes/${id}`, {
      version: 2,
      body: 'Start\nÅses linje\nKollegas linje',
    });
    expect(merged.status).toBe(200);
    expect(merged.body.note).toMatchObject({ version: 3, body: 'Start\nÅses linje\nKollegas linje' });
    const rows = await server.database.query<{ body: string; version: number }>('SELECT body, version FROM notes WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ body: 'Start\nÅses linje\nKollegas linje', version: 3 });
  });

  it('keeps private notes private and lets only the owner change who sees a note', async () => {
    const { admin, others } = await contentTeam(server, ['Tekniker']);
    const colleague = others[0]!.client;
    const secret = await admin.client.post('/api/notes', { title: 'Hemmelig gjest', body: 'Ikke si det til noen' });
    expect(secret.body.note.visibility).toBe('private');
    expect((await colleague.get(`/api/notes/${secret.body.note.id}`)).status).toBe(404);
    expect((await colleague.get('/api/notes')).body.notes).toEqual([]);
    const edit = await colleague.request('PATCH', `/api/notes/${secret.body.note.id}`, { version: 1, body: 'hack' });
    expect(edit.status).toBe(404);

    const shared = await colleague.post('/api/notes', { title: 'Delt', visibility: 'shared', tags: ['Morgen', 'morgen '] });
    expect(shared.body.note.tags).toEqual(['morgen']);
    const hide = await admin.client.request('PATCH', `/api/notes/${shared.body.note.id}`, { version: 1, visibility: 'private' });
    expect(hide.status).toBe(403);
    expect(hide.body.error.message).toBe(CONTENT_STRINGS.visibilityForbidden);
    const extra = await admin.client.request('PATCH', `/api/notes/${shared.body.note.id}`, { version: 1, owner_id: 'x' });
    expect(extra.status).toBe(400);
  });

  it('pins without touching the version and announces shared notes to colleagues only when shared', async () => {
    const { admin, others } = await contentTeam(server, ['Tekniker']);
    const colleague = others[0]!.client;
    const socket = await connected(colleague.socket());
    expect((await emitAck(socket, SOCKET_EVENTS.subscribe, { channel: CHANNELS.content.name })).ok).toBe(true);
    const seen: string[] = [];
    socket.on(SOCKET_EVENTS.event, (e) => seen.push(e.payload?.note?.title ?? e.type));

    await admin.client.post('/api/notes', { title: 'Privat idé' });
    const sharedEvent = nextEvent(socket, SOCKET_EVENTS.event, (e: any) => e.type === CONTENT_EVENTS.noteSaved);
    const shared = await admin.client.post('/api/notes', { title: 'Felles huskeliste', visibility: 'shared' });
    expect((await sharedEvent).payload.note.title).toBe('Felles huskeliste');
    expect(seen).not.toContain('Privat idé');

    const pinned = await colleague.post(`/api/notes/${shared.body.note.id}/pin`, { is_pinned: true });
    expect(pinned.body.note).toMatchObject({ is_pinned: true, version: 1 });
    const list = await admin.client.get('/api/notes');
    expect(list.body.notes[0].title).toBe('Felles huskeliste');
    socket.disconnect();
  });

  it('lets owners delete their notes and Programleder delete anyone’s shared note', async () => {
    const { admin, others } = await contentTeam(server, ['Tekniker', 'Programleder']);
    const [tech, host] = [others[0]!.client, others[1]!.client];
    const note = await admin.client.post('/api/notes', { title: 'Admins notat', visibility: 'shared' });
    const id = note.body.note.id;
    const denied = await tech.request('DELETE', `/api/notes/${id}`);
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe(CONTENT_STRINGS.deleteForbidden);
    expect((await host.request('DELETE', `/api/notes/${id}`)).status).toBe(204);
    expect((await admin.client.get(`/api/notes/${id}`)).status).toBe(404);
    const own = await tech.post('/api/notes', { title: 'Mitt' });
    expect((await tech.request('DELETE', `/api/notes/${own.body.note.id}`)).status).toBe(204);
  });
});
