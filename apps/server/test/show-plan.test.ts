import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHANNELS, SHOW_EVENTS, SHOW_PLAN_EVENTS, SOCKET_EVENTS, showConflicts, type ShowTemplateInput } from '@studioportal/shared';
import type { Socket } from 'socket.io-client';
import { adminAndPending, Client, connected, DB_KINDS, emitAck, nextEvent, startServer, type TestServer } from './harness';

/** An administrator, a Programleder and a Tekniker, all approved and signed in, plus one pending. */
async function staff(server: TestServer) {
  const { admin, pending: tech, pendingId: techId } = await adminAndPending(server);
  expect((await admin.post(`/api/admin/users/${techId}/approve`, { app_role: 'Tekniker' })).status).toBe(200);
  const planner = new Client(server.url);
  const p = await planner.signUp('Pia Planlegger', 'pia@example.no');
  const plannerId = p.body.profile.id as string;
  expect((await admin.post(`/api/admin/users/${plannerId}/approve`, { app_role: 'Programleder' })).status).toBe(200);
  const pending = new Client(server.url);
  await pending.signUp('Vera Ventende', 'vera@example.no');
  return { admin, tech, techId, planner, plannerId, pending };
}

async function subscribed(client: Client): Promise<Socket> {
  const socket = await connected(client.socket('/'));
  const ack = await emitAck(socket, SOCKET_EVENTS.subscribe, { channel: CHANNELS.showPlanning.name });
  expect(ack.ok).toBe(true);
  return socket;
}

/** Collects every show-planning event the socket receives. */
function collect(socket: Socket) {
  const events: { type: string; payload: any }[] = [];
  socket.on(SOCKET_EVENTS.event, (e: { type: string; payload: any }) => events.push(e));
  return events;
}

function template(over: Partial<ShowTemplateInput> = {}): ShowTemplateInput {
  return { name: 'Morgenshowet', weekdays: [1, 2, 3, 4, 5], start_time: '06:00', end_time: '10:00', color: '#F97316', ...over };
}

const iso = (s: string) => new Date(s).toISOString();
const starts = (shows: { scheduled_start: string }[]) => shows.map((s) => s.scheduled_start);

describe.each(DB_KINDS)('show templates (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  it('lets planners create, change and delete templates; everyone approved reads; technicians and pending are refused', async () => {
    const { planner, plannerId, tech, pending, admin } = await staff(server);
    const watcher = await subscribed(admin);
    const createdEvent = nextEvent<any>(watcher, SOCKET_EVENTS.event, (e) => e.type === SHOW_PLAN_EVENTS.templateCreated);
    const created = await planner.post('/api/show-templates', template({ host_ids: [plannerId], producer_id: plannerId, weekdays: [0, 1, 6] }));
    expect(created.status).toBe(201);
    expect(created.body.template).toMatchObject({
      name: 'Morgenshowet',
      weekdays: [1, 6, 0],
      start_time: '06:00',
      end_time: '10:00',
      color: '#f97316',
      is_active: true,
      producer: { id: plannerId, full_name: 'Pia Planlegger' },
      hosts: [expect.objectContaining({ id: plannerId })],
    });
    expect((await createdEvent).payload.template.id).toBe(created.body.template.id);
    const id = created.body.template.id as string;

    const listed = await tech.get('/api/show-templates');
    expect(listed.status).toBe(200);
    expect(listed.body.templates).toHaveLength(1);

    const denied = [
      await tech.post('/api/show-templates', template()),
      await tech.request('PUT', `/api/show-templates/${id}`, template()),
      await tech.request('DELETE', `/api/show-templates/${id}`),
      await tech.post(`/api/show-templates/${id}/generate`, { from: '2025-03-24' }),
    ];
    expect(denied.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    const pendingList = await pending.get('/api/show-templates');
    expect(pendingList.status).toBe(403);
    expect(pendingList.body.error.code).toBe('not_approved');

    const updated = await planner.request('PUT', `/api/show-templates/${id}`, template({ name: 'Nattsending', start_time: '23:00', end_time: '01:00', is_active: false }));
    expect(updated.body.template).toMatchObject({ name: 'Nattsending', start_time: '23:00', end_time: '01:00', is_active: false, hosts: [], producer: null });
    const inactive = await planner.post(`/api/show-templates/${id}/generate`, { from: '2025-03-24' });
    expect(inactive.status).toBe(409);
    expect(inactive.body.error.message).toBe('Programmalen er ikke aktiv. Aktiver den først.');

    const deletedEvent = nextEvent<any>(watcher, SOCKET_EVENTS.event, (e) => e.type === SHOW_PLAN_EVENTS.templateDeleted);
    expect((await planner.request('DELETE', `/api/show-templates/${id}`)).status).toBe(200);
    expect((await deletedEvent).payload).toEqual({ id });
    const gone = await planner.get(`/api/show-templates/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Fant ikke programmalen.');
    watcher.close();
  });

  it('validates templates with Norwegian messages and refuses unknown keys', async () => {
    const { planner } = await staff(server);
    const cases: [Partial<ShowTemplateInput> | Record<string, unknown>, string][] = [
      [{ weekdays: [] }, 'Velg minst én ukedag'],
      [{ weekdays: [1, 7] }, 'Ugyldig ukedag'],
      [{ weekdays: [1, 1] }, 'Hver ukedag kan bare velges én gang'],
      [{ start_time: '6:00' }, 'Skriv klokkeslettet som TT:MM'],
      [{ end_time: '24:00' }, 'Skriv klokkeslettet som TT:MM'],
      [{ start_time: '07:00', end_time: '07:00' }, 'Start og slutt kan ikke være samme klokkeslett'],
      [{ name: '  ' }, 'Navn er påkrevd'],
      [{ color: 'orange' }, 'Ugyldig farge. Bruk hex (#RRGGBB).'],
      [{ host_ids: ['finnes-ikke'] }, 'Fant ikke personen.'],
      [{ clock_template_ids: ['00000000-0000-4000-8000-000000000000'] }, 'Fant ikke sendeklokka.'],
    ];
    for (const [over, message] of cases) {
      const res = await planner.post('/api/show-templates', { ...template(), ...over });
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await planner.post('/api/show-templates', { ...template(), owner: 'meg' })).status).toBe(400);
    const res = await planner.post('/api/show-templates', template());
    const bad = await planner.post(`/api/show-templates/${res.body.template.id}/generate`, { from: '2025-02-30', weeks: 1 });
    expect(bad.body.error.message).toBe('Ugyldig dato');
    const many = await planner.post(`/api/show-templates/${res.body.template.id}/generate`, { from: '2025-03-24', weeks: 9 });
    expect(many.body.error.message).toBe('Velg mellom 1 og 8 uker');
    const rows = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM show_templates');
    expect(rows[0]!.n).toBe(1);
  });

  it('generates a DST week right, copies hosts, producer and clocks, and never makes a second show for a date', async () => {
    const { planner, plannerId, admin } = await staff(server);
    const clock = await planner.post('/api/clock-templates', { name: 'Morgen 06', weekday: 1, start_hour: 6, color: '#3b82f6', is_active: true, elements: [] });
    expect(clock.status).toBe(201);
    const morning = await planner.post(
      '/api/show-templates',
      template({ weekdays: [1, 2, 3, 4, 5, 6, 0], host_ids: [plannerId], producer_id: plannerId, clock_template_ids: [clock.body.template.id] }),
    );
    // Saturday night into Sunday, across the hour the clocks skip (02:00–03:00 on 30 March 2025).
    const night = await planner.post('/api/show-templates', template({ name: 'Nattradio', weekdays: [6], start_time: '22:00', end_time: '02:30' }));

    const watcher = await subscribed(admin);
    const events = collect(watcher);
    const first = await planner.post(`/api/show-templates/${morning.body.template.id}/generate`, { from: '2025-03-24', weeks: 1 });
    expect(first.status).toBe(200);
    expect(first.body.existing).toBe(0);
    expect(starts(first.body.created)).toEqual([
      iso('2025-03-24T05:00:00Z'),
      iso('2025-03-25T05:00:00Z'),
      iso('2025-03-26T05:00:00Z'),
      iso('2025-03-27T05:00:00Z'),
      iso('2025-03-28T05:00:00Z'),
      iso('2025-03-29T05:00:00Z'),
      // Summer time from Sunday: 06:00 in Oslo is 04:00 UTC.
      iso('2025-03-30T04:00:00Z'),
    ]);
    expect(first.body.created[6].scheduled_end).toBe(iso('2025-03-30T08:00:00Z'));
    expect(first.body.created[0]).toMatchObject({
      title: 'Morgenshowet',
      color: '#f97316',
      producer: { id: plannerId },
      hosts: [expect.objectContaining({ id: plannerId })],
      clock_template_ids: [clock.body.template.id],
    });

    const nightShows = await planner.post(`/api/show-templates/${night.body.template.id}/generate`, { from: '2025-03-24', weeks: 1 });
    expect(nightShows.body.created.map((s: any) => [s.scheduled_start, s.scheduled_end])).toEqual([
      // 22:00 CET Saturday → 02:30 Sunday does not exist; the wall clock shows 03:30 CEST then.
      [iso('2025-03-29T21:00:00Z'), iso('2025-03-30T01:30:00Z')],
    ]);

    // Autumn: Sunday 26 October 2025 is back on winter time.
    const autumn = await planner.post(`/api/show-templates/${morning.body.template.id}/generate`, { from: '2025-10-25', weeks: 1 });
    expect(starts(autumn.body.created).slice(0, 2)).toEqual([iso('2025-10-25T04:00:00Z'), iso('2025-10-26T05:00:00Z')]);

    // Again, from the Wednesday and over two weeks: only the days not yet in the plan are new.
    const again = await planner.post(`/api/show-templates/${morning.body.template.id}/generate`, { from: '2025-03-26', weeks: 2 });
    expect(again.body.existing).toBe(5);
    expect(starts(again.body.created)).toEqual([
      iso('2025-03-31T04:00:00Z'),
      iso('2025-04-01T04:00:00Z'),
      iso('2025-04-02T04:00:00Z'),
      iso('2025-04-03T04:00:00Z'),
      iso('2025-04-04T04:00:00Z'),
      iso('2025-04-05T04:00:00Z'),
      iso('2025-04-06T04:00:00Z'),
      iso('2025-04-07T04:00:00Z'),
      iso('2025-04-08T04:00:00Z'),
    ]);
    // A show moved by hand still counts for its date.
    const moved = first.body.created[0].id;
    await planner.request('PATCH', `/api/shows/${moved}`, { scheduled_start: iso('2025-03-24T06:00:00Z') });
    const third = await planner.post(`/api/show-templates/${morning.body.template.id}/generate`, { from: '2025-03-24', weeks: 1 });
    expect(third.body).toEqual({ created: [], existing: 7 });

    await expect.poll(() => events.filter((e) => e.type === SHOW_EVENTS.created).length).toBe(7 + 1 + 7 + 9);
    const total = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM scheduled_shows WHERE show_template_id IS NOT NULL');
    expect(total[0]!.n).toBe(24);

    // Deleting the template keeps its shows in the plan.
    await planner.request('DELETE', `/api/show-templates/${morning.body.template.id}`);
    const kept = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM scheduled_shows WHERE show_template_id IS NULL');
    expect(kept[0]!.n).toBe(23);
    watcher.close();
  });

  it('lists every show overlapping the week, also one that began before it, and flags overlaps', async () => {
    const { planner, tech } = await staff(server);
    const make = async (title: string, start: string, end: string) => {
      const res = await planner.post('/api/shows', { title, scheduled_start: start, scheduled_end: end });
      expect(res.status).toBe(201);
      return res.body.show.id as string;
    };
    // The week of Monday 24 March 2025: from 2025-03-23T23:00Z (Monday 00:00 CET) to 2025-03-30T22:00Z.
    const sundayNight = await make('Søndagsnatt', '2025-03-23T21:00:00Z', '2025-03-24T01:00:00Z');
    const early = await make('Tidligsending', '2025-03-24T00:30:00Z', '2025-03-24T02:00:00Z');
    const morning = await make('Morgen', '2025-03-24T05:00:00Z', '2025-03-24T09:00:00Z');
    await make('Forrige uke', '2025-03-20T05:00:00Z', '2025-03-20T09:00:00Z');
    await make('Neste uke', '2025-03-30T22:00:00Z', '2025-03-31T02:00:00Z');

    const week = await tech.get(`/api/shows?from=${encodeURIComponent('2025-03-23T23:00:00.000Z')}&to=${encodeURIComponent('2025-03-30T22:00:00.000Z')}`);
    expect(week.status).toBe(200);
    expect(week.body.shows.map((s: { title: string }) => s.title)).toEqual(['Søndagsnatt', 'Tidligsending', 'Morgen']);
    const conflicts = showConflicts(week.body.shows);
    expect(conflicts.get(sundayNight)).toEqual([early]);
    expect(conflicts.get(early)).toEqual([sundayNight]);
    expect(conflicts.has(morning)).toBe(false);
    // A cancelled show no longer overlaps anything.
    await planner.request('PATCH', `/api/shows/${early}`, { status: 'cancelled' });
    const after = await tech.get(`/api/shows?from=2025-03-23T23:00:00.000Z&to=2025-03-30T22:00:00.000Z`);
    expect(showConflicts(after.body.shows).size).toBe(0);
  });
});

describe.each(DB_KINDS)('rundown (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  async function showOf(planner: Client) {
    const res = await planner.post('/api/shows', { title: 'Morgenshowet', scheduled_start: '2025-03-24T05:00:00Z', scheduled_end: '2025-03-24T09:00:00Z' });
    return res.body.show.id as string;
  }

  it('adds, edits, reorders and deletes items, publishing the whole rundown each time', async () => {
    const { planner, plannerId, tech, admin } = await staff(server);
    const showId = await showOf(planner);
    const watcher = await subscribed(admin);
    const events = collect(watcher);

    const a = await planner.post(`/api/shows/${showId}/rundown`, { topic: 'Åpning', planned_length_s: 120 });
    expect(a.status).toBe(201);
    expect(a.body.item).toMatchObject({ show_id: showId, position: 0, topic: 'Åpning', guest: '', script: '', planned_length_s: 120, responsible: null, status: 'idea' });
    const b = await planner.post(`/api/shows/${showId}/rundown`, { topic: 'Intervju', guest: 'Kari Nordmann', responsible_id: plannerId, status: 'in_progress' });
    const c = await planner.post(`/api/shows/${showId}/rundown`, { topic: 'Quiz', planned_length_s: 600 });
    expect(c.body.item.position).toBe(2);
    expect(b.body.item.responsible).toMatchObject({ id: plannerId, full_name: 'Pia Planlegger' });

    const list = await tech.get(`/api/shows/${showId}/rundown`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((i: any) => [i.position, i.topic])).toEqual([
      [0, 'Åpning'],
      [1, 'Intervju'],
      [2, 'Quiz'],
    ]);

    const patched = await planner.request('PATCH', `/api/shows/${showId}/rundown/${a.body.item.id}`, { script: 'God morgen!', planned_length_s: null });
    expect(patched.body.item).toMatchObject({ topic: 'Åpning', script: 'God morgen!', planned_length_s: null });

    const reordered = await planner.post(`/api/shows/${showId}/rundown/reorder`, { ids: [c.body.item.id, a.body.item.id, b.body.item.id] });
    expect(reordered.status).toBe(200);
    expect(reordered.body.items.map((i: any) => [i.position, i.topic])).toEqual([
      [0, 'Quiz'],
      [1, 'Åpning'],
      [2, 'Intervju'],
    ]);
    const stale = await planner.post(`/api/shows/${showId}/rundown/reorder`, { ids: [a.body.item.id, c.body.item.id] });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('Kjøreplanen er endret av noen andre. Last inn på nytt og prøv igjen.');

    // Every approved user may move the status along; only planners may edit the rest.
    const status = await tech.post(`/api/shows/${showId}/rundown/${b.body.item.id}/status`, { status: 'ready' });
    expect(status.status).toBe(200);
    expect(status.body.item.status).toBe('ready');

    expect((await planner.request('DELETE', `/api/shows/${showId}/rundown/${c.body.item.id}`)).status).toBe(200);
    const after = await tech.get(`/api/shows/${showId}/rundown`);
    expect(after.body.items.map((i: any) => [i.position, i.topic, i.status])).toEqual([
      [0, 'Åpning', 'idea'],
      [1, 'Intervju', 'ready'],
    ]);

    await expect.poll(() => events.filter((e) => e.type === SHOW_PLAN_EVENTS.rundownChanged).length).toBe(7);
    const last = events.filter((e) => e.type === SHOW_PLAN_EVENTS.rundownChanged).at(-1)!;
    expect(last.payload.show_id).toBe(showId);
    expect(last.payload.items).toEqual(after.body.items);

    // Deleting the show takes its rundown with it.
    await planner.request('DELETE', `/api/shows/${showId}`);
    const gone = await tech.get(`/api/shows/${showId}/rundown`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Fant ikke sendingen.');
    watcher.close();
  });

  it('refuses technicians and pending users on writes, unknown ids and invalid fields', async () => {
    const { planner, tech, pending } = await staff(server);
    const showId = await showOf(planner);
    const item = (await planner.post(`/api/shows/${showId}/rundown`, { topic: 'Åpning' })).body.item;
    const denied = [
      await tech.post(`/api/shows/${showId}/rundown`, { topic: 'Ikke lov' }),
      await tech.request('PATCH', `/api/shows/${showId}/rundown/${item.id}`, { topic: 'Ikke lov' }),
      await tech.post(`/api/shows/${showId}/rundown/reorder`, { ids: [item.id] }),
      await tech.request('DELETE', `/api/shows/${showId}/rundown/${item.id}`),
    ];
    expect(denied.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect(denied[0]!.body.error.message).toBe('Du har ikke tilgang til dette.');
    expect((await pending.get(`/api/shows/${showId}/rundown`)).status).toBe(403);
    expect((await pending.post(`/api/shows/${showId}/rundown/${item.id}/status`, { status: 'sent' })).status).toBe(403);
    expect((await new Client(server.url).get(`/api/shows/${showId}/rundown`)).status).toBe(401);

    const invalid: [unknown, string][] = [
      [{ topic: '   ' }, 'Tema er påkrevd'],
      [{ topic: 'x'.repeat(201) }, 'Temaet kan ha høyst 200 tegn'],
      [{ topic: 'Ok', planned_length_s: -1 }, 'Planlagt lengde må være mellom 00:00 og 24 timer'],
      [{ topic: 'Ok', status: 'done' }, 'Ugyldig status'],
      [{ topic: 'Ok', responsible_id: 'finnes-ikke' }, 'Fant ikke personen.'],
    ];
    for (const [body, message] of invalid) {
      const res = await planner.post(`/api/shows/${showId}/rundown`, body);
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await planner.post(`/api/shows/${showId}/rundown`, { topic: 'Ok', position: 3 })).status).toBe(400);
    const empty = await planner.request('PATCH', `/api/shows/${showId}/rundown/${item.id}`, {});
    expect(empty.body.error.message).toBe('Ingen endringer å lagre');
    expect((await tech.post(`/api/shows/${showId}/rundown/${item.id}/status`, { status: 'ready', topic: 'x' })).status).toBe(400);

    const missingItem = await planner.request('PATCH', `/api/shows/${showId}/rundown/00000000-0000-4000-8000-000000000000`, { topic: 'Hei' });
    expect(missingItem.status).toBe(404);
    expect(missingItem.body.error.message).toBe('Fant ikke innslaget.');
    const otherShow = await showOf(planner);
    expect((await planner.request('DELETE', `/api/shows/${otherShow}/rundown/${item.id}`)).status).toBe(404);
    expect((await planner.post('/api/shows/00000000-0000-4000-8000-000000000000/rundown', { topic: 'Hei' })).status).toBe(404);
    expect((await planner.get('/api/shows/ikke-en-id/rundown')).status).toBe(400);
    const rows = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM show_content');
    expect(rows[0]!.n).toBe(1);
  });
});
