import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CHANNELS,
  CLOCK_EVENTS,
  CLOCK_SOCKET_EVENTS,
  SHOW_EVENTS,
  SOCKET_EVENTS,
  zonedDateKey,
  zonedWeekday,
  CLOCK_STRINGS,
  type ClockTemplateInput,
} from '@studioportal/shared';
import { ActiveClocksService } from '../src/features/clocks/active-clocks.service';
import { eventually, sineWav, upload } from './content-fixtures';
import { seedDemoClocks } from '../src/seed/demo-clocks';
import { adminAndPending, Client, connected, DB_KINDS, emitAck, nextEvent, startServer, type TestServer, subscribedTo } from './harness';

/** An administrator, a Programleder and a Tekniker, all approved and signed in. */
async function staff(server: TestServer) {
  const { admin, pending: tech, pendingId: techId } = await adminAndPending(server);
  expect((await admin.post(`/api/admin/users/${techId}/approve`, { app_role: 'Tekniker' })).status).toBe(200);
  const planner = new Client(server.url);
  const p = await planner.signUp('Pia Planlegger', 'pia@example.no');
  const plannerId = p.body.profile.id as string;
  expect((await admin.post(`/api/admin/users/${plannerId}/approve`, { app_role: 'Programleder' })).status).toBe(200);
  return { admin, tech, techId, planner, plannerId };
}

function template(over: Partial<ClockTemplateInput> = {}): ClockTemplateInput {
  return {
    name: 'Morgen 07',
    weekday: 1,
    start_hour: 7,
    color: '#3B82F6',
    is_active: true,
    elements: [
      { type: 'news', title: 'Nyheter', start_offset_s: 0, duration_s: 180, hard_start: true },
      { type: 'weather', title: 'Vær', start_offset_s: 180, duration_s: 60, hard_start: false },
      { type: 'music', title: 'Musikk', start_offset_s: 240, duration_s: 600, hard_start: false },
    ],
    ...over,
  };
}

const subscribed = subscribedTo;

const count = async (server: TestServer, sql: string, params: unknown[] = []) =>
  (await server.database.query<{ n: number }>(sql, params))[0]?.n ?? -1;

describe.each(DB_KINDS)('clock templates (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  it('lets planners create and everyone approved read; refuses technicians, pending and anonymous writers', async () => {
    const { tech, planner } = await staff(server);
    const created = await planner.post('/api/clock-templates', template());
    expect(created.status).toBe(201);
    expect(created.body.template).toMatchObject({ name: 'Morgen 07', color: '#3b82f6', version: 1, is_active: true });
    expect(created.body.template.elements.map((e: { title: string; position: number }) => [e.position, e.title])).toEqual([
      [0, 'Nyheter'],
      [1, 'Vær'],
      [2, 'Musikk'],
    ]);
    expect(created.body.template.updated_by.full_name).toBe('Pia Planlegger');

    const listed = await tech.get('/api/clock-templates');
    expect(listed.status).toBe(200);
    expect(listed.body.templates).toHaveLength(1);

    const id = created.body.template.id as string;
    const denied = [
      await tech.post('/api/clock-templates', template({ weekday: 2 })),
      await tech.request('PUT', `/api/clock-templates/${id}`, { ...template(), version: 1 }),
      await tech.post(`/api/clock-templates/${id}/active`, { is_active: false }),
      await tech.post(`/api/clock-templates/${id}/duplicate`, { weekdays: [2] }),
      await tech.request('DELETE', `/api/clock-templates/${id}`),
    ];
    expect(denied.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    expect(denied[0]!.body.error.message).toBe('Du har ikke tilgang til dette.');

    const anon = new Client(server.url);
    expect((await anon.get('/api/clock-templates')).status).toBe(401);
    const pending = new Client(server.url);
    await pending.signUp('Per Ventende', 'per2@example.no');
    const pendingList = await pending.get('/api/clock-templates');
    expect(pendingList.status).toBe(403);
    expect(pendingList.body.error.code).toBe('not_approved');
    expect(await count(server, 'SELECT count(*)::int AS n FROM clock_templates')).toBe(1);
  });

  it('refuses overlaps, hard-start clashes, elements past the hour and missing names with exact Norwegian messages', async () => {
    const { planner } = await staff(server);
    const overlap = await planner.post(
      '/api/clock-templates',
      template({
        elements: [
          { type: 'weather', title: 'Vær', start_offset_s: 0, duration_s: 120, hard_start: false },
          { type: 'traffic', title: 'Trafikk', start_offset_s: 90, duration_s: 60, hard_start: false },
        ],
      }),
    );
    expect(overlap.status).toBe(400);
    expect(overlap.body.error.message).toBe('«Trafikk» overlapper «Vær» med 30 s.');

    const hard = await planner.post(
      '/api/clock-templates',
      template({
        elements: [
          { type: 'talk', title: 'Prat', start_offset_s: 1500, duration_s: 400, hard_start: false },
          { type: 'news', title: 'Nyheter', start_offset_s: 1800, duration_s: 180, hard_start: true },
        ],
      }),
    );
    expect(hard.body.error.message).toBe('«Prat» går 1 min 40 s inn i den faste starten til «Nyheter» (30:00).');

    const over = await planner.post(
      '/api/clock-templates',
      template({ elements: [{ type: 'music', title: 'Musikk', start_offset_s: 3000, duration_s: 675, hard_start: false }] }),
    );
    expect(over.body.error.message).toBe('«Musikk» går 1 min 15 s over timen.');

    const noName = await planner.post('/api/clock-templates', template({ name: '   ' }));
    expect(noName.body.error.message).toBe('Navn er påkrevd');
    const extra = await planner.post('/api/clock-templates', { ...template(), owner: 'meg' });
    expect(extra.status).toBe(400);
    const badElementKey = await planner.post('/api/clock-templates', template({ elements: [{ type: 'news', title: 'N', start_offset_s: 0, duration_s: 60, hard_start: true, sent_status: 'sent' } as never] }));
    expect(badElementKey.status).toBe(400);
    expect(await count(server, 'SELECT count(*)::int AS n FROM clock_templates')).toBe(0);
  });

  it('keeps one active template per weekday and hour, and duplicates to other weekdays', async () => {
    const { planner } = await staff(server);
    const monday = (await planner.post('/api/clock-templates', template())).body.template;
    const clash = await planner.post('/api/clock-templates', template({ name: 'Annen 07' }));
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe('Mandag kl. 07 har allerede en aktiv sendeklokke («Morgen 07»). Deaktiver den først.');
    // An inactive one may share the slot.
    expect((await planner.post('/api/clock-templates', template({ name: 'Reserve 07', is_active: false }))).status).toBe(201);

    const wednesday = (await planner.post('/api/clock-templates', template({ name: 'Onsdag 07', weekday: 3 }))).body.template;
    const refused = await planner.post(`/api/clock-templates/${monday.id}/duplicate`, { weekdays: [2, 3, 4] });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Disse dagene har allerede en aktiv sendeklokke i samme time: onsdag («Onsdag 07»).');
    expect(await count(server, 'SELECT count(*)::int AS n FROM clock_templates')).toBe(3);

    const copied = await planner.post(`/api/clock-templates/${monday.id}/duplicate`, { weekdays: [2, 3, 4], replace_existing: true });
    expect(copied.status).toBe(201);
    expect(copied.body.templates.map((t: { weekday: number }) => t.weekday)).toEqual([2, 3, 4]);
    expect(copied.body.templates[0].elements.map((e: { title: string }) => e.title)).toEqual(['Nyheter', 'Vær', 'Musikk']);
    const rows = await server.database.query<{ weekday: number; name: string; is_active: boolean }>(
      'SELECT weekday, name, is_active FROM clock_templates WHERE weekday = 3 ORDER BY name',
    );
    expect(rows).toEqual([
      { weekday: 3, name: 'Morgen 07', is_active: true },
      { weekday: 3, name: 'Onsdag 07', is_active: false },
    ]);
    expect(await count(server, 'SELECT count(*)::int AS n FROM clock_template_elements WHERE template_id <> $1', [wednesday.id])).toBe(15);

    const reactivate = await planner.post(`/api/clock-templates/${wednesday.id}/active`, { is_active: true });
    expect(reactivate.status).toBe(409);
  });

  it('saves on the version it was based on and answers a stale save with the current template', async () => {
    const { planner, admin } = await staff(server);
    const created = (await planner.post('/api/clock-templates', template())).body.template;
    const first = await planner.request('PUT', `/api/clock-templates/${created.id}`, {
      ...template({ name: 'Morgen 07 (ny)' }),
      elements: created.elements.map((e: Record<string, unknown>) => ({
        id: e.id,
        type: e.type,
        title: e.title,
        start_offset_s: e.start_offset_s,
        duration_s: e.duration_s,
        hard_start: e.hard_start,
      })),
      version: 1,
    });
    expect(first.status).toBe(200);
    expect(first.body.template.version).toBe(2);
    // Element ids survive a save, so open editors can match them.
    expect(first.body.template.elements.map((e: { id: string }) => e.id)).toEqual(created.elements.map((e: { id: string }) => e.id));

    const stale = await admin.request('PUT', `/api/clock-templates/${created.id}`, { ...template({ name: 'Gammel' }), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('version_conflict');
    expect(stale.body.error.message).toBe('Sendeklokka ble endret av noen andre mens du redigerte. Endringene dine er beholdt – se over og lagre på nytt.');
    expect(stale.body.error.details.template).toMatchObject({ name: 'Morgen 07 (ny)', version: 2 });
    const [row] = await server.database.query<{ name: string }>('SELECT name FROM clock_templates WHERE id = $1', [created.id]);
    expect(row?.name).toBe('Morgen 07 (ny)');
  });

  it('lets an element carry an audio file from the media library, named and timed, copied into the day and let go when deleted', async () => {
    const { planner, tech } = await staff(server);
    const jingle = (await upload(planner, sineWav(1.5), 'Morgenjingel.wav')).body.media.id as string;
    await eventually(() => planner.get(`/api/media/${jingle}`), (r) => r.body.media.processing.status === 'done');
    const png = await import('sharp').then((m) => m.default({ create: { width: 4, height: 3, channels: 3, background: '#ff0000' } }).png().toBuffer());
    const picture = (await upload(planner, png, 'logo.png')).body.media.id as string;
    const weekday = zonedWeekday(new Date());
    const withMedia = (mediaId: string | null | undefined) =>
      template({
        weekday,
        elements: [
          { type: 'news', title: 'Nyheter', start_offset_s: 0, duration_s: 180, hard_start: true },
          { type: 'jingle', title: 'Jingel', start_offset_s: 180, duration_s: 10, hard_start: false, ...(mediaId === undefined ? {} : { media_id: mediaId }) },
        ],
      });

    // Optional: without it the element carries nothing.
    const plain = await planner.post('/api/clock-templates', withMedia(undefined));
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    expect(plain.body.template.elements.map((e: { media: unknown }) => e.media)).toEqual([null, null]);
    const id = plain.body.template.id as string;

    // Editors see the choice live, with the file's name and length.
    const socket = await subscribed(tech, CHANNELS.clockTemplates.name);
    const event = nextEvent<any>(socket, SOCKET_EVENTS.event, (e) => e.type === CLOCK_EVENTS.templateUpdated, 3000);
    const saved = await planner.request('PUT', `/api/clock-templates/${id}`, { ...withMedia(jingle), version: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const media = saved.body.template.elements[1].media;
    expect(media).toMatchObject({ id: jingle, title: 'Morgenjingel' });
    expect(media.duration_ms).toBeGreaterThan(1400);
    expect(Object.keys(media).sort()).toEqual(['duration_ms', 'id', 'title']);
    expect((await event).payload.template.elements[1].media).toEqual(media);
    socket.close();
    // Everyone who reads the clock sees what the element plays.
    expect((await tech.get(`/api/clock-templates/${id}`)).body.template.elements[1].media).toEqual(media);

    // A file that does not exist, a picture, or a bad id: Norwegian 400, nothing saved.
    const refused = async (mediaId: unknown) => {
      const res = await planner.request('PUT', `/api/clock-templates/${id}`, { ...withMedia(mediaId as string), version: 2 });
      expect(res.status).toBe(400);
      return res.body.error;
    };
    expect(await refused('00000000-0000-4000-8000-000000000000')).toMatchObject({
      message: CLOCK_STRINGS.mediaNotFound,
      details: [{ path: 'elements.1.media_id', message: CLOCK_STRINGS.mediaNotFound }],
    });
    expect((await refused(picture)).message).toBe(CLOCK_STRINGS.mediaNotAudio);
    expect((await refused('jingel')).message).toBe('Ugyldig id');
    expect((await planner.post('/api/clock-templates', { ...withMedia(picture), start_hour: 9 })).status).toBe(400);
    // A stale save is still a 409 with the current template, file included.
    const stale = await planner.request('PUT', `/api/clock-templates/${id}`, { ...withMedia(null), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.details.template.elements[1].media).toEqual(media);

    // The day's clock carries the file from the template.
    const day = (await tech.get(`/api/active-clocks?date=${zonedDateKey(new Date())}`)).body;
    expect(day.clocks[0].elements.map((e: { media: { id: string } | null }) => e.media?.id ?? null)).toEqual([null, jingle]);
    expect(day.clocks[0].elements[1].media).toEqual(media);
    // Duplicating copies it as well.
    const copies = await planner.post(`/api/clock-templates/${id}/duplicate`, { weekdays: [(weekday + 1) % 7] });
    expect(copies.status, JSON.stringify(copies.body)).toBe(201);
    expect(copies.body.templates[0].elements[1].media).toEqual(media);

    // Removing it is saving without it.
    const removed = await planner.request('PUT', `/api/clock-templates/${id}`, { ...withMedia(null), version: 2 });
    expect(removed.status).toBe(200);
    expect(removed.body.template.elements[1].media).toBeNull();

    // Deleting the file from the library leaves the elements without it (the running copy too).
    expect((await planner.request('DELETE', `/api/media/${jingle}`)).status).toBe(204);
    expect((await planner.get(`/api/clock-templates/${copies.body.templates[0].id}`)).body.template.elements[1].media).toBeNull();
    expect((await tech.get(`/api/active-clocks?date=${zonedDateKey(new Date())}`)).body.clocks[0].elements[1].media).toBeNull();
    expect(await count(server, 'SELECT count(*)::int AS n FROM clock_content_elements WHERE media_id IS NOT NULL')).toBe(0);
  });

  it('publishes template changes to other editors and tells who has a template open', async () => {
    const { planner, admin, tech } = await staff(server);
    const created = (await planner.post('/api/clock-templates', template())).body.template;
    const adminSocket = await subscribed(admin, CHANNELS.clockTemplates.name);
    const plannerSocket = await subscribed(planner, CHANNELS.clockTemplates.name);

    const joined = nextEvent<any>(adminSocket, SOCKET_EVENTS.event, (e) => e.type === CLOCK_EVENTS.editorsChanged && e.payload.editors.length === 1, 2000);
    const ack = await emitAck(plannerSocket, CLOCK_SOCKET_EVENTS.editing, { template_id: created.id });
    expect(ack.ok).toBe(true);
    expect((await joined).payload.editors).toEqual([
      expect.objectContaining({ template_id: created.id, full_name: 'Pia Planlegger' }),
    ]);

    const updated = nextEvent<any>(adminSocket, SOCKET_EVENTS.event, (e) => e.type === CLOCK_EVENTS.templateUpdated, 2000);
    await planner.post(`/api/clock-templates/${created.id}/active`, { is_active: false });
    const event = await updated;
    expect(event.payload.template).toMatchObject({ id: created.id, is_active: false, version: 2 });
    expect(event.payload.actor.full_name).toBe('Pia Planlegger');
    expect(event.seq).toBeGreaterThan(0);

    const left = nextEvent<any>(adminSocket, SOCKET_EVENTS.event, (e) => e.type === CLOCK_EVENTS.editorsChanged && e.payload.editors.length === 0, 2000);
    plannerSocket.close();
    await left;

    // A technician may ask who is editing, but may not announce an edit.
    const techSocket = await connected(tech.socket('/'));
    expect((await emitAck(techSocket, CLOCK_SOCKET_EVENTS.editing, { template_id: null })).ok).toBe(true);
    expect((await emitAck(techSocket, CLOCK_SOCKET_EVENTS.editing, { template_id: created.id })).error.code).toBe('forbidden');
    expect((await emitAck(techSocket, CLOCK_SOCKET_EVENTS.editing, { template_id: 'x', extra: 1 })).error.code).toBe('validation_failed');
    techSocket.close();
    adminSocket.close();
  });
});

describe.each(DB_KINDS)('active clocks and marking sent (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  const today = () => zonedDateKey(new Date());
  const todayWeekday = () => zonedWeekday(new Date());

  it("copies today's active templates into dated clocks once, and later template edits leave the copy alone", async () => {
    const { planner, tech } = await staff(server);
    const seven = (await planner.post('/api/clock-templates', template({ weekday: todayWeekday() }))).body.template;
    await planner.post('/api/clock-templates', template({ name: 'Inaktiv 08', weekday: todayWeekday(), start_hour: 8, is_active: false }));
    await planner.post('/api/clock-templates', template({ name: 'Annen dag', weekday: (todayWeekday() + 1) % 7 }));

    // Several screens opening at once still make each hour once.
    const answers = await Promise.all(Array.from({ length: 6 }, () => tech.get(`/api/active-clocks?date=${today()}`)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const day = answers[0]!.body;
    expect(day.clocks).toHaveLength(1);
    expect(day.clocks[0]).toMatchObject({ hour: 7, name: 'Morgen 07', template_id: seven.id, broadcast_date: today() });
    expect(day.clocks[0].elements.map((e: { title: string; sent_status: string }) => [e.title, e.sent_status])).toEqual([
      ['Nyheter', 'pending'],
      ['Vær', 'pending'],
      ['Musikk', 'pending'],
    ]);
    expect(await count(server, 'SELECT count(*)::int AS n FROM active_clocks')).toBe(1);
    expect(await count(server, 'SELECT count(*)::int AS n FROM clock_content_elements')).toBe(3);

    await planner.request('PUT', `/api/clock-templates/${seven.id}`, {
      ...template({ weekday: todayWeekday(), name: 'Endret', elements: [{ type: 'talk', title: 'Bare prat', start_offset_s: 0, duration_s: 60, hard_start: false }] }),
      version: 1,
    });
    const again = (await tech.get(`/api/active-clocks?date=${today()}`)).body;
    expect(again.clocks[0].name).toBe('Morgen 07');
    expect(again.clocks[0].elements).toHaveLength(3);
  });

  it('only reads other days: no copies for tomorrow or last week, and refuses invalid dates', async () => {
    const { planner, tech } = await staff(server);
    for (let weekday = 0; weekday < 7; weekday++) await planner.post('/api/clock-templates', template({ weekday, name: `Dag ${weekday}` }));
    const tomorrow = new Date(Date.now() + 36 * 3_600_000);
    expect((await tech.get(`/api/active-clocks?date=${zonedDateKey(tomorrow)}`)).body.clocks).toEqual([]);
    expect((await tech.get('/api/active-clocks?date=2020-01-06')).body.clocks).toEqual([]);
    expect(await count(server, 'SELECT count(*)::int AS n FROM active_clocks')).toBe(0);
    const bad = await tech.get('/api/active-clocks?date=2025-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Ugyldig dato');
    expect((await tech.get(`/api/active-clocks?date=${today()}&x=1`)).status).toBe(400);
  });

  it('marks an element sent for everyone live, keeps the first time on a double click, and clears it', async () => {
    const { planner, tech, techId, admin } = await staff(server);
    await planner.post('/api/clock-templates', template({ weekday: todayWeekday() }));
    const clock = (await tech.get(`/api/active-clocks?date=${today()}`)).body.clocks[0];
    const news = clock.elements[0];
    const watcher = await subscribed(admin, CHANNELS.activeClocks.name);

    const seen = nextEvent<any>(watcher, SOCKET_EVENTS.event, (e) => e.type === CLOCK_EVENTS.elementMarked, 1000);
    const before = Date.now();
    const marked = await tech.post('/api/rpc/mark_clock_element_sent', { element_id: news.id, sent: true });
    expect(marked.status).toBe(200);
    expect(marked.body.element).toMatchObject({ id: news.id, sent_status: 'sent', sent_by: { id: techId, full_name: 'Per Pending' } });
    const event = await seen;
    expect(event.payload.element).toMatchObject({ id: news.id, sent_status: 'sent' });
    expect(event.payload.broadcast_date).toBe(today());

    const [row] = await server.database.query<{ sent_status: string; sent_at: Date; sent_by: string }>(
      'SELECT sent_status, sent_at, sent_by FROM clock_content_elements WHERE id = $1',
      [news.id],
    );
    expect(row?.sent_status).toBe('sent');
    expect(row?.sent_by).toBe(techId);
    expect(new Date(row!.sent_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const twice = await admin.post('/api/rpc/mark_clock_element_sent', { element_id: news.id, sent: true });
    expect(twice.body.element.sent_at).toBe(marked.body.element.sent_at);
    expect(twice.body.element.sent_by.id).toBe(techId);

    const cleared = nextEvent<any>(watcher, SOCKET_EVENTS.event, (e) => e.type === CLOCK_EVENTS.elementMarked && e.payload.element.sent_status === 'pending', 1000);
    const unmark = await admin.post('/api/rpc/mark_clock_element_sent', { element_id: news.id, sent: false });
    expect(unmark.body.element).toMatchObject({ sent_status: 'pending', sent_at: null, sent_by: null });
    await cleared;
    const [after] = await server.database.query<{ sent_at: Date | null; sent_by: string | null }>('SELECT sent_at, sent_by FROM clock_content_elements WHERE id = $1', [news.id]);
    expect(after).toEqual({ sent_at: null, sent_by: null });
    watcher.close();
  });

  it('accepts an as-run correction of the sent time only near the clock hour and never in the future', async () => {
    const { planner, tech } = await staff(server);
    // A clock for the hour that just ended, so its whole hour lies in the past.
    const now = new Date();
    const lastHour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 - 3_600_000);
    const date = zonedDateKey(lastHour);
    const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', hour: '2-digit', hourCycle: 'h23' }).format(lastHour));
    await planner.post('/api/clock-templates', template({ weekday: zonedWeekday(lastHour), start_hour: hour }));
    const clock = (await tech.get(`/api/active-clocks?date=${date}`)).body.clocks.find((c: { hour: number }) => c.hour === hour);
    const element = clock.elements[1];
    // Times count from the clock's own start: in the repeated 02 hour of the autumn DST day that is
    // the first 02:00, an hour before `lastHour`.
    const hourStart = Date.parse(clock.starts_at);

    const at = new Date(hourStart + 200_000).toISOString();
    const ok = await tech.post('/api/rpc/mark_clock_element_sent', { element_id: element.id, sent: true, sent_at: at });
    expect(ok.status).toBe(200);
    expect(ok.body.element.sent_at).toBe(at);

    const future = await tech.post('/api/rpc/mark_clock_element_sent', { element_id: element.id, sent: true, sent_at: new Date(now.getTime() + 600_000).toISOString() });
    expect(future.status).toBe(400);
    expect(future.body.error.message).toBe('Sendetidspunktet kan ikke være frem i tid.');
    const far = await tech.post('/api/rpc/mark_clock_element_sent', { element_id: element.id, sent: true, sent_at: new Date(hourStart - 3_600_000).toISOString() });
    expect(far.status).toBe(400);
    expect(far.body.error.message).toMatch(/^Sendetidspunktet må ligge mellom \d\d:\d\d og \d\d:\d\d\.$/);
    const withoutSent = await tech.post('/api/rpc/mark_clock_element_sent', { element_id: element.id, sent: false, sent_at: at });
    expect(withoutSent.body.error.message).toBe('Sendetidspunkt kan bare oppgis når elementet markeres som sendt.');
    const missing = await tech.post('/api/rpc/mark_clock_element_sent', { element_id: '00000000-0000-4000-8000-000000000000', sent: true });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Fant ikke elementet.');
    expect((await tech.post('/api/rpc/mark_clock_element_sent', { element_id: element.id, sent: 'ja' })).status).toBe(400);
    expect((await tech.post('/api/rpc/mark_clock_element_sent', { element_id: element.id, sent: true, by: 'x' })).status).toBe(400);
    expect((await new Client(server.url).post('/api/rpc/mark_clock_element_sent', { element_id: element.id, sent: true })).status).toBe(401);
    const [row] = await server.database.query<{ sent_at: Date }>('SELECT sent_at FROM clock_content_elements WHERE id = $1', [element.id]);
    expect(new Date(row!.sent_at).toISOString()).toBe(at);
  });
});

describe.each(DB_KINDS)('broadcast days in Europe/Oslo (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  it('skips the hour that does not exist on the spring DST day and places the others right', async () => {
    const { planner } = await staff(server);
    for (const hour of [1, 2, 3]) await planner.post('/api/clock-templates', template({ name: `Søndag ${hour}`, weekday: 0, start_hour: hour }));
    const service = new ActiveClocksService(server.ctx);
    const created = await service.ensureDay('2025-03-30', null);
    expect(created.map((c) => [c.hour, c.starts_at])).toEqual([
      [1, '2025-03-30T00:00:00.000Z'],
      [3, '2025-03-30T01:00:00.000Z'],
    ]);
    expect(await service.ensureDay('2025-03-30', null)).toEqual([]);
  });

  it('uses the first 02:00 on the autumn DST day', async () => {
    const { planner } = await staff(server);
    for (const hour of [2, 3]) await planner.post('/api/clock-templates', template({ name: `Søndag ${hour}`, weekday: 0, start_hour: hour }));
    const created = await new ActiveClocksService(server.ctx).ensureDay('2025-10-26', null);
    expect(created.map((c) => [c.hour, c.starts_at])).toEqual([
      [2, '2025-10-26T00:00:00.000Z'],
      [3, '2025-10-26T02:00:00.000Z'],
    ]);
  });

  it('decides "today" and what may be prepared by the Oslo calendar, not UTC', async () => {
    const service = new ActiveClocksService(server.ctx);
    // 23:30 UTC on Sunday 5 January is 00:30 on Monday 6 January in Oslo.
    const now = new Date('2025-01-05T23:30:00Z');
    expect(service.todayOf(now)).toBe('2025-01-06');
    expect(service.mayPrepare('2025-01-06', now)).toBe(true);
    expect(service.mayPrepare('2025-01-05', now)).toBe(true);
    expect(service.mayPrepare('2025-01-04', now)).toBe(false);
    expect(service.mayPrepare('2025-01-07', now)).toBe(false);
    // Summer: 21:59 UTC is still the same Oslo day, 22:00 is the next.
    expect(service.todayOf(new Date('2025-06-15T21:59:00Z'))).toBe('2025-06-15');
    expect(service.todayOf(new Date('2025-06-15T22:00:00Z'))).toBe('2025-06-16');

    const { planner } = await staff(server);
    await planner.post('/api/clock-templates', template({ name: 'Mandag', weekday: 1, start_hour: 6 }));
    await planner.post('/api/clock-templates', template({ name: 'Søndag', weekday: 0, start_hour: 6 }));
    const created = await service.ensureDay(service.todayOf(now), null);
    expect(created.map((c) => [c.name, c.broadcast_date, c.starts_at])).toEqual([['Mandag', '2025-01-06', '2025-01-06T05:00:00.000Z']]);
  });
});

describe.each(DB_KINDS)('scheduled shows (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  const show = (startInMs: number, title: string) => ({
    title,
    scheduled_start: new Date(Date.now() + startInMs).toISOString(),
    scheduled_end: new Date(Date.now() + startInMs + 4 * 3_600_000).toISOString(),
  });

  it('lists as upcoming only shows starting within the next 24 hours', async () => {
    const { planner, tech, plannerId } = await staff(server);
    const H = 3_600_000;
    for (const [offset, title] of [
      [-1 * H, 'Startet'],
      [1 * H, 'Om en time'],
      [23.9 * H, 'I morgen tidlig'],
      [24.2 * H, 'For langt fram'],
    ] as const) {
      const res = await planner.post('/api/shows', { ...show(offset, title), host_ids: [plannerId] });
      expect(res.status).toBe(201);
    }
    const upcoming = await tech.get('/api/shows/upcoming');
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.shows.map((s: { title: string }) => s.title)).toEqual(['Om en time', 'I morgen tidlig']);
    expect(upcoming.body.shows[0].hosts).toEqual([expect.objectContaining({ id: plannerId, full_name: 'Pia Planlegger' })]);
    expect((await tech.get('/api/shows/upcoming?all=1')).status).toBe(400);
  });

  it('lets planners create, change and delete shows, publishes each change, and validates', async () => {
    const { planner, tech, admin } = await staff(server);
    expect((await tech.post('/api/shows', show(3_600_000, 'Ikke lov'))).status).toBe(403);
    const backwards = await planner.post('/api/shows', {
      title: 'Baklengs',
      scheduled_start: new Date(Date.now() + 7_200_000).toISOString(),
      scheduled_end: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe('Slutten må være etter starten');
    const ghost = await planner.post('/api/shows', { ...show(3_600_000, 'Spøkelse'), host_ids: ['finnes-ikke'] });
    expect(ghost.body.error.message).toBe('Fant ikke programleder eller produsent.');

    const watcher = await subscribed(admin, CHANNELS.showPlanning.name);
    const createdEvent = nextEvent<any>(watcher, SOCKET_EVENTS.event, (e) => e.type === SHOW_EVENTS.created, 1000);
    const created = await planner.post('/api/shows', { ...show(3_600_000, 'Morgenshowet'), color: '#22C55E' });
    expect(created.status).toBe(201);
    expect((await createdEvent).payload.show.title).toBe('Morgenshowet');

    const id = created.body.show.id;
    const late = await planner.request('PATCH', `/api/shows/${id}`, { scheduled_start: new Date(Date.now() + 10 * 3_600_000).toISOString() });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe('Slutten må være etter starten');
    const renamed = await planner.request('PATCH', `/api/shows/${id}`, { title: 'Morgenshowet med Kari' });
    expect(renamed.body.show).toMatchObject({ title: 'Morgenshowet med Kari', color: '#22c55e' });
    expect((await planner.request('DELETE', `/api/shows/${id}`)).status).toBe(200);
    expect(await count(server, 'SELECT count(*)::int AS n FROM scheduled_shows')).toBe(0);
    watcher.close();
  });
});

describe.each(DB_KINDS)('demo data (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  it('loads weekday clocks 06–10 and a week of shows, adds nothing the second time, and never takes a slot in use', async () => {
    const { planner } = await staff(server);
    // The station's own clock on Monday 08 stays; the demo skips that hour.
    await planner.post('/api/clock-templates', template({ name: 'Vår egen 08', weekday: 1, start_hour: 8 }));
    const lines: string[] = [];
    const now = new Date('2025-01-08T12:00:00Z'); // a Wednesday
    await seedDemoClocks(server.database.db, now, (l) => lines.push(l));
    await seedDemoClocks(server.database.db, now, (l) => lines.push(l));
    expect(lines).toEqual([
      'Sendeklokker: 19 nye, 0 fantes fra før, 1 hoppet over (timen har allerede en aktiv klokke).',
      'Sendinger: 5 nye den kommende uka.',
      'Sendeklokker: 0 nye, 19 fantes fra før, 1 hoppet over (timen har allerede en aktiv klokke).',
      'Sendinger: 0 nye den kommende uka.',
    ]);
    const slots = await server.database.query<{ weekday: number; hours: number[] }>(
      `SELECT weekday, array_agg(start_hour ORDER BY start_hour)::int[] AS hours FROM clock_templates WHERE name LIKE 'Morgenshowet%' GROUP BY weekday ORDER BY weekday`,
    );
    expect(slots).toEqual([
      { weekday: 1, hours: [6, 7, 9] },
      { weekday: 2, hours: [6, 7, 8, 9] },
      { weekday: 3, hours: [6, 7, 8, 9] },
      { weekday: 4, hours: [6, 7, 8, 9] },
      { weekday: 5, hours: [6, 7, 8, 9] },
    ]);
    const newsAtTop = await count(server, `SELECT count(*)::int AS n FROM clock_template_elements e JOIN clock_templates t ON t.id = e.template_id
       WHERE t.name LIKE 'Morgenshowet%' AND e.type = 'news' AND e.start_offset_s = 0 AND e.hard_start`);
    expect(newsAtTop).toBe(19);
    const shows = await server.database.query<{ start: Date }>('SELECT scheduled_start AS start FROM scheduled_shows ORDER BY scheduled_start');
    expect(shows.map((s) => new Date(s.start).toISOString())).toEqual([
      '2025-01-08T05:00:00.000Z',
      '2025-01-09T05:00:00.000Z',
      '2025-01-10T05:00:00.000Z',
      '2025-01-13T05:00:00.000Z',
      '2025-01-14T05:00:00.000Z',
    ]);
    const list = await planner.get('/api/clock-templates');
    expect(list.body.templates.filter((t: { weekday: number }) => t.weekday === 5).map((t: { name: string }) => t.name)).toEqual([
      'Morgenshowet 06 – Oppvåkning',
      'Morgenshowet 07 – Rushtid',
      'Morgenshowet 08 – Gjest i studio',
      'Morgenshowet 09 – Ut av rushet',
    ]);
  });
});
