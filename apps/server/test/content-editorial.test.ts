import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHANNELS, CLOCK_EVENTS, CONTENT_STRINGS, SOCKET_EVENTS } from '@studioportal/shared';
import { contentTeam } from './content-fixtures';
import { connected, DB_KINDS, emitAck, nextEvent, startServer, type TestServer } from './harness';

const words = (n: number) => Array.from({ length: n }, (_, i) => `ord${i}`).join(' ');

describe.each(DB_KINDS)('Innhold and the content studio (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  async function clockWithElement(admin: Awaited<ReturnType<typeof contentTeam>>['admin']) {
    const res = await admin.client.post('/api/clock-templates', {
      name: 'Morgen 07',
      weekday: 1,
      start_hour: 7,
      color: '#3b82f6',
      is_active: true,
      elements: [
        { type: 'news', title: 'Nyheter', start_offset_s: 0, duration_s: 120, hard_start: true },
        { type: 'talk', title: 'Prat om været', start_offset_s: 300, duration_s: 60, hard_start: false },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.template as { id: string; version: number; elements: { id: string; title: string }[] };
  }

  it('times the script at the station rate and moves the attached clock element with it, live', async () => {
    const { admin, others } = await contentTeam(server, ['Tekniker']);
    const tech = others[0]!.client;
    const template = await clockWithElement(admin);
    const element = template.elements.find((e) => e.title === 'Prat om været')!;
    const socket = await connected(admin.client.socket());
    expect((await emitAck(socket, SOCKET_EVENTS.subscribe, { channel: CHANNELS.clockTemplates.name })).ok).toBe(true);

    // Attaching is planning: the technician may write the script, a planner attaches it.
    const refused = await tech.post('/api/editorial-content', { title: 'Værprat', body: words(150), target: { kind: 'clock_element', id: element.id } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(CONTENT_STRINGS.attachForbidden);
    const created = await admin.client.post('/api/editorial-content', {
      title: 'Værprat',
      body: words(150),
      target: { kind: 'clock_element', id: element.id },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.item).toMatchObject({ word_count: 150, read_time_s: 60, status: 'idea', version: 1 });
    expect(created.body.item.target).toMatchObject({ kind: 'clock_element', id: element.id, planned_length_s: 60 });

    const updatedEvent = nextEvent(socket, SOCKET_EVENTS.event, (e: any) => e.type === CLOCK_EVENTS.templateUpdated);
    const longer = await tech.request('PATCH', `/api/editorial-content/${created.body.item.id}`, { version: 1, body: words(225) });
    expect(longer.body.item).toMatchObject({ read_time_s: 90, version: 2 });
    const event = await updatedEvent;
    expect(event.payload.template.elements.find((e: any) => e.id === element.id).duration_s).toBe(90);
    const stored = await admin.client.get(`/api/clock-templates/${template.id}`);
    expect(stored.body.template.elements.find((e: any) => e.id === element.id).duration_s).toBe(90);
    expect(stored.body.template.version).toBeGreaterThan(template.version);

    // A slower station rate re-times every script and what follows it.
    const rate = await admin.client.request('PUT', '/api/content/settings', { speaking_rate_wpm: 100 });
    expect(rate.status).toBe(200);
    const retimed = await tech.get(`/api/editorial-content/${created.body.item.id}`);
    expect(retimed.body.item.read_time_s).toBe(135);
    const again = await admin.client.get(`/api/clock-templates/${template.id}`);
    expect(again.body.template.elements.find((e: any) => e.id === element.id).duration_s).toBe(135);
    expect((await tech.request('PUT', '/api/content/settings', { speaking_rate_wpm: 120 })).status).toBe(403);
    socket.disconnect();
  });

  it('never lets a script push its clock element into the next one or past a hard start', async () => {
    const { admin } = await contentTeam(server, []);
    const res = await admin.client.post('/api/clock-templates', {
      name: 'Morgen 08',
      weekday: 2,
      start_hour: 8,
      color: '#3b82f6',
      is_active: true,
      elements: [
        { type: 'talk', title: 'Prat', start_offset_s: 300, duration_s: 60, hard_start: false },
        { type: 'news', title: 'Nyheter', start_offset_s: 420, duration_s: 120, hard_start: true },
      ],
    });
    const template = res.body.template as { id: string; elements: { id: string; title: string }[] };
    const element = template.elements.find((e) => e.title === 'Prat')!;
    // 150 words fit 60 s; 330 words (132 s) would run 12 s into the news.
    const item = (await admin.client.post('/api/editorial-content', { title: 'Prat', body: words(150), target: { kind: 'clock_element', id: element.id } })).body.item;
    const longer = await admin.client.request('PATCH', `/api/editorial-content/${item.id}`, { version: 1, body: words(330) });
    expect(longer.status).toBe(200);
    expect(longer.body.item.read_time_s).toBe(132);
    expect(longer.body.item.target.planned_length_s).toBe(60);
    const stored = await admin.client.get(`/api/clock-templates/${template.id}`);
    expect(stored.body.template.elements.find((e: any) => e.id === element.id).duration_s).toBe(60);
  });

  it('refuses a stale script save with the stored item, but lets the board move cards without a version', async () => {
    const { admin, others } = await contentTeam(server, ['Tekniker']);
    const tech = others[0]!;
    const item = (await admin.client.post('/api/editorial-content', { title: 'Intervju med ordføreren', body: 'Første utkast' })).body.item;
    expect((await tech.client.request('PATCH', `/api/editorial-content/${item.id}`, { version: 1, body: 'Teknikerens utkast' })).status).toBe(200);
    const stale = await admin.client.request('PATCH', `/api/editorial-content/${item.id}`, { version: 1, body: 'Admins utkast' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.details.current.body).toBe('Teknikerens utkast');
    expect((await admin.client.request('PATCH', `/api/editorial-content/${item.id}`, { body: 'uten versjon' })).status).toBe(400);

    const moved = await admin.client.request('PATCH', `/api/editorial-content/${item.id}`, { status: 'ready', responsible_id: tech.id });
    expect(moved.status).toBe(200);
    // Moving a card is not an edit of the script: it keeps the version, so nobody typing gets a conflict.
    expect(moved.body.item).toMatchObject({ status: 'ready', version: 2, responsible: { id: tech.id, full_name: 'Kollega 1' } });
    const badStatus = await admin.client.request('PATCH', `/api/editorial-content/${item.id}`, { status: 'publisert' });
    expect(badStatus.status).toBe(400);
    const missingTarget = await admin.client.request('PATCH', `/api/editorial-content/${item.id}`, {
      target: { kind: 'clock_element', id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missingTarget.status).toBe(400);
    expect(missingTarget.body.error.message).toBe(CONTENT_STRINGS.targetNotFound);
    const list = await tech.client.get('/api/editorial-content?status=ready');
    expect(list.body.items.map((i: any) => i.title)).toEqual(['Intervju med ordføreren']);
  });

  it('lets the creator or a Programleder delete, nobody else', async () => {
    const { admin, others } = await contentTeam(server, ['Tekniker', 'Programleder']);
    const [tech, host] = [others[0]!.client, others[1]!.client];
    const item = (await admin.client.post('/api/editorial-content', { title: 'Admins idé' })).body.item;
    const denied = await tech.request('DELETE', `/api/editorial-content/${item.id}`);
    expect(denied.status).toBe(403);
    expect((await host.request('DELETE', `/api/editorial-content/${item.id}`)).status).toBe(204);
    const own = (await tech.post('/api/editorial-content', { title: 'Min idé' })).body.item;
    expect((await tech.request('DELETE', `/api/editorial-content/${own.id}`)).status).toBe(204);
    const rows = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM user_editorial_content');
    expect(rows[0]?.n).toBe(0);
  });
});
