import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CHANNELS,
  CLOCK_EVENTS,
  runningState,
  SOCKET_EVENTS,
  zonedDateKey,
  zonedParts,
  zonedWeekday,
  type ActiveClock,
} from '@studioportal/shared';
import type { Socket } from 'socket.io-client';
import { ActiveClocksService } from '../src/features/clocks/active-clocks.service';
import { ClockRecoveryService } from '../src/features/clocks/clock-recovery.service';
import { KNOWN_HOUR, m } from '../../../test-support/known-hour';
import { adminAndPending, Client, connected, DB_KINDS, emitAck, startServer, type TestServer } from './harness';

/**
 * Issue 19, drift that can be recovered: "Marker alt til nå som sendt", "Start fra her" and
 * 'Utelatt', each one transaction and one event, undoable for 10 s by the one who did it.
 */

const HOUR = 3_600_000;

/** An administrator, two Teknikere and a Programleder, all approved and signed in. */
async function staff(server: TestServer) {
  const { admin, pending: tech, pendingId: techId } = await adminAndPending(server);
  expect((await admin.post(`/api/admin/users/${techId}/approve`, { app_role: 'Tekniker' })).status).toBe(200);
  const other = new Client(server.url);
  const o = await other.signUp('Tor Tekniker', 'tor@example.no');
  expect((await admin.post(`/api/admin/users/${o.body.profile.id}/approve`, { app_role: 'Tekniker' })).status).toBe(200);
  const planner = new Client(server.url);
  const p = await planner.signUp('Pia Planlegger', 'pia@example.no');
  expect((await admin.post(`/api/admin/users/${p.body.profile.id}/approve`, { app_role: 'Programleder' })).status).toBe(200);
  return { admin, tech, techId, other, planner };
}

/**
 * The clock of the Oslo hour that contains `instant`, made from a template of that weekday and hour.
 * Times in it count from its `starts_at`, not from `instant`'s hour: in the repeated 02 hour of the
 * autumn DST day (01:00–02:00 UTC) the 02 clock is the first 02:00, an hour earlier.
 */
async function clockAt(planner: Client, tech: Client, instant: Date): Promise<ActiveClock> {
  const hour = zonedParts(instant).hour;
  const res = await planner.post('/api/clock-templates', { name: `Klokke ${hour}`, weekday: zonedWeekday(instant), start_hour: hour, color: '#3b82f6', is_active: true, elements: KNOWN_HOUR });
  expect(res.status).toBe(201);
  const day = (await tech.get(`/api/active-clocks?date=${zonedDateKey(instant)}`)).body;
  return day.clocks.find((c: ActiveClock) => c.hour === hour);
}

/** Every event the socket receives on the activeClocks channel, from now on. */
async function watch(client: Client) {
  const socket: Socket = await connected(client.socket('/'));
  expect((await emitAck(socket, SOCKET_EVENTS.subscribe, { channel: CHANNELS.activeClocks.name })).ok).toBe(true);
  const events: { type: string; payload: any }[] = [];
  socket.on(SOCKET_EVENTS.event, (e: { type: string; payload: any }) => events.push(e));
  return { events, close: () => socket.close() };
}

const settle = () => new Promise((r) => setTimeout(r, 300));

async function elementRows(server: TestServer, clockId: string) {
  return server.database.query<{ title: string; sent_status: string; sent_at: Date | null; marked_in_bulk: boolean }>(
    'SELECT title, sent_status, sent_at, marked_in_bulk FROM clock_content_elements WHERE active_clock_id = $1 ORDER BY position',
    [clockId],
  );
}

const published = async (server: TestServer) =>
  (await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM realtime_events WHERE type IN ('clocks.elements.marked', 'clocks.element.marked')`))[0]!.n;

describe.each(DB_KINDS)('drift that can be recovered (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  it('"Marker alt til nå som sendt": every pending element at its planned time, noted as bulk, in one event; undo restores it', async () => {
    const { tech, techId, admin, planner } = await staff(server);
    // The hour that just ended: every planned start lies in the past.
    const clock = await clockAt(planner, tech, new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR));
    const hourStart = Date.parse(clock.starts_at);
    const byTitle = (t: string) => clock.elements.find((e) => e.title === t)!;
    // Nyheter was really marked (a little late); the rest was forgotten.
    expect((await tech.post('/api/rpc/mark_clock_element_sent', { element_id: byTitle('Nyheter').id, sent: true, sent_at: new Date(hourStart + 5000).toISOString() })).status).toBe(200);
    const watcher = await watch(admin);
    const before = await published(server);

    const res = await tech.post(`/api/active-clocks/${clock.id}/mark-until`, { element_id: byTitle('Prat').id });
    expect(res.status).toBe(200);
    expect(res.body.elements.map((e: { title: string }) => e.title)).toEqual(['Vær', 'Trafikk', 'Musikk', 'Reklame', 'Prat']);
    expect(res.body.elements[0]).toMatchObject({ sent_status: 'sent', marked_in_bulk: true, sent_at: new Date(hourStart + m(3) * 1000).toISOString(), sent_by: { id: techId } });
    expect(res.body.undo.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(res.body.undo.expires_at) - Date.now()).toBeGreaterThan(8000);
    expect(Date.parse(res.body.undo.expires_at) - Date.now()).toBeLessThanOrEqual(10_000);

    const rows = await elementRows(server, clock.id);
    expect(rows.map((r) => [r.title, r.sent_status, r.marked_in_bulk, r.sent_at && (new Date(r.sent_at).getTime() - hourStart) / 1000])).toEqual([
      ['Nyheter', 'sent', false, 5],
      ['Vær', 'sent', true, m(3)],
      ['Trafikk', 'sent', true, m(4)],
      ['Musikk', 'sent', true, m(5)],
      ['Reklame', 'sent', true, m(15)],
      ['Prat', 'sent', true, m(18)],
      ['Nyheter halv', 'pending', false, null],
      ['Musikk 2', 'pending', false, null],
    ]);

    await settle();
    expect(await published(server)).toBe(before + 1);
    expect(watcher.events.map((e) => e.type)).toEqual([CLOCK_EVENTS.elementsMarked]);
    expect(watcher.events[0]!.payload).toMatchObject({ action: 'mark_until', active_clock_id: clock.id, broadcast_date: clock.broadcast_date, actor: { id: techId } });
    expect(watcher.events[0]!.payload.elements).toHaveLength(5);

    // A second click changes nothing: no event, nothing to undo.
    const again = await tech.post(`/api/active-clocks/${clock.id}/mark-until`, { element_id: byTitle('Prat').id });
    expect(again.body).toEqual({ elements: [], undo: null });

    const undone = await tech.post('/api/active-clocks/undo', { token: res.body.undo.token });
    expect(undone.status).toBe(200);
    expect(undone.body.elements.map((e: { title: string; sent_status: string }) => [e.title, e.sent_status])).toEqual([
      ['Vær', 'pending'],
      ['Trafikk', 'pending'],
      ['Musikk', 'pending'],
      ['Reklame', 'pending'],
      ['Prat', 'pending'],
    ]);
    const restored = await elementRows(server, clock.id);
    expect(restored.map((r) => [r.sent_status, r.marked_in_bulk])).toEqual([['sent', false], ...Array.from({ length: 7 }, () => ['pending', false])]);
    expect(new Date(restored[0]!.sent_at!).getTime()).toBe(hourStart + 5000);
    await settle();
    expect(await published(server)).toBe(before + 2);
    expect(watcher.events.at(-1)).toMatchObject({ type: CLOCK_EVENTS.elementsMarked, payload: { action: 'undo' } });

    // Once only.
    const twice = await tech.post('/api/active-clocks/undo', { token: res.body.undo.token });
    expect(twice.status).toBe(404);
    expect(twice.body.error.message).toBe('Fant ikke endringen som skulle angres. Den er kanskje angret allerede.');
    watcher.close();
  });

  it('"Start fra her": the element is on air now, the pending ones before it are left out, and the drift is its real lateness', async () => {
    const { tech, techId, admin, planner } = await staff(server);
    const now = new Date();
    const clock = await clockAt(planner, tech, now);
    const byTitle = (t: string) => clock.elements.find((e) => e.title === t)!;
    expect((await tech.post('/api/rpc/mark_clock_element_sent', { element_id: byTitle('Nyheter').id, sent: true })).status).toBe(200);
    const watcher = await watch(admin);
    const before = await published(server);

    const res = await tech.post(`/api/active-clocks/${clock.id}/start-from`, { element_id: byTitle('Musikk').id });
    expect(res.status).toBe(200);
    expect(res.body.elements.map((e: { title: string; sent_status: string; marked_in_bulk: boolean }) => [e.title, e.sent_status, e.marked_in_bulk])).toEqual([
      ['Vær', 'skipped', false],
      ['Trafikk', 'skipped', false],
      ['Musikk', 'sent', false],
    ]);
    expect(res.body.elements[0].sent_by.id).toBe(techId);
    expect(res.body.elements[0].sent_at).toBeNull();
    const musikk = res.body.elements[2];
    expect(Math.abs(Date.parse(musikk.sent_at) - Date.now())).toBeLessThan(5000);

    await settle();
    expect(await published(server)).toBe(before + 1);
    expect(watcher.events.map((e) => [e.type, e.payload.action])).toEqual([[CLOCK_EVENTS.elementsMarked, 'start_from']]);

    // The running clock now counts from Musikk: its real start against its plan.
    const day = (await tech.get(`/api/active-clocks?date=${clock.broadcast_date}`)).body;
    const state = runningState(day.clocks, new Date(Date.parse(musikk.sent_at)));
    expect(state.current?.title).toBe('Musikk');
    expect(state.drift_s).toBe(Math.round((Date.parse(musikk.sent_at) - Date.parse(clock.starts_at) - m(5) * 1000) / 1000));

    // Starting from an element already sent is refused; the marks stay.
    const sent = await tech.post(`/api/active-clocks/${clock.id}/start-from`, { element_id: byTitle('Musikk').id });
    expect(sent.status).toBe(409);
    expect(sent.body.error.message).toBe('«Musikk» er allerede markert sendt. Angre markeringen først.');

    const undone = await tech.post('/api/active-clocks/undo', { token: res.body.undo.token });
    expect(undone.status).toBe(200);
    expect((await elementRows(server, clock.id)).map((r) => r.sent_status)).toEqual(['sent', ...Array.from({ length: 7 }, () => 'pending')]);
    watcher.close();
  });

  it("'Utelatt' on and off for one element, in one event each, and undoable", async () => {
    const { tech, admin, planner } = await staff(server);
    const clock = await clockAt(planner, tech, new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR));
    const hourStart = Date.parse(clock.starts_at);
    const traffic = clock.elements.find((e) => e.title === 'Trafikk')!;
    const watcher = await watch(admin);

    const skipped = await tech.post('/api/rpc/mark_clock_element_skipped', { element_id: traffic.id, skipped: true });
    expect(skipped.status).toBe(200);
    expect(skipped.body.elements).toEqual([expect.objectContaining({ id: traffic.id, sent_status: 'skipped', sent_at: null, marked_in_bulk: false })]);
    // Skipping twice changes nothing.
    expect((await tech.post('/api/rpc/mark_clock_element_skipped', { element_id: traffic.id, skipped: true })).body).toEqual({ elements: [], undo: null });

    // "Marker alt til nå" leaves it out.
    const until = await tech.post(`/api/active-clocks/${clock.id}/mark-until`, { element_id: clock.elements.find((e) => e.title === 'Musikk')!.id });
    expect(until.body.elements.map((e: { title: string }) => e.title)).toEqual(['Nyheter', 'Vær', 'Musikk']);

    const back = await tech.post('/api/rpc/mark_clock_element_skipped', { element_id: traffic.id, skipped: false });
    expect(back.body.elements).toEqual([expect.objectContaining({ sent_status: 'pending', sent_by: null })]);
    const undoBack = await tech.post('/api/active-clocks/undo', { token: back.body.undo.token });
    expect(undoBack.body.elements).toEqual([expect.objectContaining({ sent_status: 'skipped' })]);

    // Leaving out a sent element clears its time.
    const news = clock.elements.find((e) => e.title === 'Nyheter')!;
    const outSent = await tech.post('/api/rpc/mark_clock_element_skipped', { element_id: news.id, skipped: true });
    expect(outSent.body.elements).toEqual([expect.objectContaining({ sent_status: 'skipped', sent_at: null, marked_in_bulk: false })]);

    await settle();
    expect(watcher.events.map((e) => e.payload.action)).toEqual(['skip', 'mark_until', 'unskip', 'undo', 'skip']);
    // The ordinary mark works on a skipped element and takes the bulk note away.
    const marked = await tech.post('/api/rpc/mark_clock_element_sent', { element_id: traffic.id, sent: true, sent_at: new Date(hourStart + m(4, 10) * 1000).toISOString() });
    expect(marked.body.element).toMatchObject({ sent_status: 'sent', marked_in_bulk: false });
    watcher.close();
  });

  it('undo: refused after 10 s and for someone else’s token, except for a planner; a later change by someone else is kept', async () => {
    const { tech, other, planner } = await staff(server);
    const clock = await clockAt(planner, tech, new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR));
    const hourStart = Date.parse(clock.starts_at);
    const byTitle = (t: string) => clock.elements.find((e) => e.title === t)!;

    const first = await tech.post(`/api/active-clocks/${clock.id}/mark-until`, { element_id: byTitle('Trafikk').id });
    const notYours = await other.post('/api/active-clocks/undo', { token: first.body.undo.token });
    expect(notYours.status).toBe(403);
    expect(notYours.body.error.message).toBe('Bare den som gjorde endringen, eller en planlegger, kan angre den.');

    // Ten seconds later.
    await server.database.query(`UPDATE clock_mark_undo SET expires_at = now() - interval '1 second' WHERE token = $1`, [first.body.undo.token]);
    const late = await tech.post('/api/active-clocks/undo', { token: first.body.undo.token });
    expect(late.status).toBe(410);
    expect(late.body.error).toEqual({ code: 'undo_expired', message: 'For sent å angre: det er gått mer enn 10 sekunder.' });
    expect((await elementRows(server, clock.id)).slice(0, 3).map((r) => r.sent_status)).toEqual(['sent', 'sent', 'sent']);

    // A planner may undo a colleague's action; an element changed since keeps its later change.
    const second = await tech.post(`/api/active-clocks/${clock.id}/mark-until`, { element_id: byTitle('Reklame').id });
    expect(second.body.elements.map((e: { title: string }) => e.title)).toEqual(['Musikk', 'Reklame']);
    const corrected = new Date(hourStart + m(5, 30) * 1000).toISOString();
    expect((await other.post('/api/rpc/mark_clock_element_sent', { element_id: byTitle('Musikk').id, sent: true, sent_at: corrected })).status).toBe(200);
    const byPlanner = await planner.post('/api/active-clocks/undo', { token: second.body.undo.token });
    expect(byPlanner.status).toBe(200);
    expect(byPlanner.body.elements.map((e: { title: string }) => e.title)).toEqual(['Reklame']);
    const rows = await elementRows(server, clock.id);
    expect(rows.map((r) => [r.title, r.sent_status])).toContainEqual(['Musikk', 'sent']);
    expect(rows.map((r) => [r.title, r.sent_status])).toContainEqual(['Reklame', 'pending']);
    expect(new Date(rows.find((r) => r.title === 'Musikk')!.sent_at!).toISOString()).toBe(corrected);

    // When every element changed since, nothing is undone.
    const third = await tech.post('/api/rpc/mark_clock_element_skipped', { element_id: byTitle('Prat').id, skipped: true });
    await other.post('/api/rpc/mark_clock_element_skipped', { element_id: byTitle('Prat').id, skipped: false });
    const conflict = await tech.post('/api/active-clocks/undo', { token: third.body.undo.token });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.message).toBe('Elementene er endret av noen andre etterpå, så ingenting ble angret.');
  });

  it('validates every body and refuses what is not in the clock, not started yet, or not running', async () => {
    const { tech, planner } = await staff(server);
    const clock = await clockAt(planner, tech, new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR));
    const id = clock.elements[1]!.id;
    const ghost = '00000000-0000-4000-8000-000000000000';
    for (const [path, body] of [
      [`/api/active-clocks/${clock.id}/mark-until`, { element_id: 'x' }],
      [`/api/active-clocks/${clock.id}/mark-until`, { element_id: id, all: true }],
      [`/api/active-clocks/nope/mark-until`, { element_id: id }],
      [`/api/active-clocks/${clock.id}/start-from`, {}],
      ['/api/rpc/mark_clock_element_skipped', { element_id: id }],
      ['/api/rpc/mark_clock_element_skipped', { element_id: id, skipped: 'ja' }],
      ['/api/active-clocks/undo', { token: 'abc' }],
    ] as const) {
      expect((await tech.post(path, body)).status, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    const notHere = await tech.post(`/api/active-clocks/${ghost}/mark-until`, { element_id: id });
    expect(notHere.status).toBe(404);
    expect(notHere.body.error.message).toBe('Fant ikke klokka.');
    const otherClock = await tech.post(`/api/active-clocks/${clock.id}/start-from`, { element_id: ghost });
    expect(otherClock.body.error.message).toBe('Elementet hører ikke til denne klokka.');
    expect((await tech.post('/api/rpc/mark_clock_element_skipped', { element_id: ghost, skipped: true })).body.error.message).toBe('Fant ikke elementet.');
    expect((await tech.post('/api/active-clocks/undo', { token: ghost })).status).toBe(404);

    const anon = new Client(server.url);
    expect((await anon.post(`/api/active-clocks/${clock.id}/mark-until`, { element_id: id })).status).toBe(401);
    const pending = new Client(server.url);
    await pending.signUp('Vera Venter', 'vera@example.no');
    expect((await pending.post(`/api/active-clocks/${clock.id}/start-from`, { element_id: id })).status).toBe(403);
    expect(await server.database.query('SELECT 1 FROM clock_mark_undo')).toEqual([]);
  });

  it('at a fixed time: marks up to the element the plan has on air, refuses one not started, and starts only in a running hour', async () => {
    const { planner, tech } = await staff(server);
    // Monday 6 January 2025, 07:00 in Oslo.
    expect((await planner.post('/api/clock-templates', { name: 'Morgen 07', weekday: 1, start_hour: 7, color: '#3b82f6', is_active: true, elements: KNOWN_HOUR })).status).toBe(201);
    const [clock] = await new ActiveClocksService(server.ctx).ensureDay('2025-01-06', null);
    const seven = Date.parse(clock!.starts_at);
    const byTitle = (t: string) => clock!.elements.find((e) => e.title === t)!;
    const me = (await tech.get('/api/me')).body.profile;
    const recovery = new ClockRecoveryService(server.ctx);

    const at = new Date(seven + m(59, 7) * 1000);
    const before = runningState([clock!], at);
    expect(before.drift_s).toBe(m(59, 7));
    const done = await recovery.markUntil(me, clock!.id, byTitle('Musikk 2').id, at);
    expect(done.elements).toHaveLength(8);
    const [after] = (await tech.get('/api/active-clocks?date=2025-01-06')).body.clocks;
    const state = runningState([after], at);
    expect(state.current?.title).toBe('Musikk 2');
    expect(state.drift_s).toBe(0);
    await recovery.undo(me, done.undo!.token, new Date(at.getTime() + 9_000));

    await expect(recovery.markUntil(me, clock!.id, byTitle('Musikk 2').id, new Date(seven + m(31) * 1000))).rejects.toMatchObject({
      status: 400,
      message: 'Elementet skal ikke ha startet etter planen ennå, så det kan ikke markeres sendt med planlagt tid.',
    });
    await expect(recovery.startFrom(me, clock!.id, byTitle('Prat').id, new Date(seven + 2 * HOUR))).rejects.toMatchObject({
      status: 400,
      message: 'Sendetidspunktet må ligge mellom 06:45 og 08:15.',
    });
    const started = await recovery.startFrom(me, clock!.id, byTitle('Prat').id, new Date(seven + m(20) * 1000));
    await expect(recovery.undo(me, started.undo!.token, new Date(seven + m(20, 10) * 1000))).rejects.toMatchObject({ status: 410 });
  });
});
