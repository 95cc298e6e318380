import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addDaysToDateKey,
  AUTOMATION_EVENTS,
  AUTO_DJ_STRINGS as S,
  CHANNELS,
  SOCKET_EVENTS,
  type ChannelEvent,
  DEFAULT_AUTO_DJ_RULES,
  zonedDateKey,
  zonedTimeToInstant,
  type AutoDjExport,
  type AutoDjRules,
  type AutoDjState,
} from '@studioportal/shared';
import { Client, DB_KINDS, nextEvent, startServer, subscribedTo, type TestServer } from './harness';

/**
 * Auto-DJ (docs/auto-dj-export.md): the next seven days hour by hour, attended where a staffed show
 * is planned and unattended elsewhere (DST days have 23 / 25 hours), overrides that win over the
 * plan, the rules with their limits and version, and the JSON the playout imports.
 */

const ZONE = 'Europe/Oslo';
const at = (date: string, hour: number) => zonedTimeToInstant(date, hour, 0, ZONE)!;

const rules = (over: Partial<AutoDjRules> = {}): AutoDjRules => ({
  ...DEFAULT_AUTO_DJ_RULES,
  hour_categories: Array.from({ length: 24 }, (_, h) => (h < 6 ? ['Natt', 'Rolig'] : ['Hits'])),
  ...over,
});

describe.each(DB_KINDS)('Auto-DJ (%s)', (kind) => {
  let server: TestServer;
  let admin: Client;
  let adminId: string;

  beforeEach(async () => {
    server = await startServer(kind);
    admin = new Client(server.url);
    adminId = (await admin.signUp('Ada Admin', 'ada@example.no')).body.profile.id;
  });
  afterEach(async () => server?.close());

  async function show(title: string, start: Date, end: Date, staffed: boolean, status = 'planned') {
    const [row] = await server.database.query<{ id: string }>(
      'INSERT INTO scheduled_shows (title, scheduled_start, scheduled_end, status, producer_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [title, start.toISOString(), end.toISOString(), status, staffed ? adminId : null],
    );
    return row!.id;
  }

  const state = async (from?: string) => {
    const res = await admin.get(`/api/automation/auto-dj${from ? `?from=${from}` : ''}`);
    expect(res.status).toBe(200);
    return res.body as AutoDjState;
  };
  const hourOf = (s: AutoDjState, date: string, hour: number) => s.days.find((d) => d.date === date)!.hours.find((h) => h.hour === hour)!;

  it('derives attended hours from staffed shows, and unattended hours everywhere else', async () => {
    const day = '2027-01-12';
    await show('Morgenshowet', at(day, 7), at(day, 9), true);
    await show('Lunsj uten folk', at(day, 12), at(day, 13), false);
    await show('Avlyst kveld', at(day, 18), at(day, 20), true, 'cancelled');
    // 22:30 to 00:30: both hours it touches on the 12th, and 00 on the 13th.
    await show('Nattsending', new Date(at(day, 22).getTime() + 30 * 60_000), new Date(at(addDaysToDateKey(day, 1), 0).getTime() + 30 * 60_000), true);
    const s = await state(day);
    expect(s.from).toBe(day);
    expect(s.time_zone).toBe(ZONE);
    expect(s.days.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDaysToDateKey(day, i)));
    expect(s.days.every((d) => d.hours.length === 24)).toBe(true);
    const attended = s.days[0]!.hours.filter((h) => h.attended).map((h) => h.hour);
    expect(attended).toEqual([7, 8, 22, 23]);
    expect(hourOf(s, day, 7)).toMatchObject({ reason: 'show', reason_text: S.reasonShow('Morgenshowet'), show_title: 'Morgenshowet', override: null });
    expect(hourOf(s, day, 9)).toMatchObject({ attended: false, reason: 'no_show', reason_text: S.reasonNoShow });
    expect(hourOf(s, day, 12)).toMatchObject({ attended: false, reason: 'show_unstaffed', show_title: 'Lunsj uten folk' });
    expect(hourOf(s, day, 18)).toMatchObject({ attended: false, reason: 'no_show' });
    expect(hourOf(s, addDaysToDateKey(day, 1), 0)).toMatchObject({ attended: true, show_title: 'Nattsending' });
    expect(hourOf(s, day, 7).start).toBe(at(day, 7).toISOString());
    expect(hourOf(s, day, 7).end).toBe(at(day, 8).toISOString());
  });

  it('gives the spring DST day 23 hours and the autumn one 25, each a real hour long', async () => {
    await show('Natt over omstillingen', at('2027-10-31', 1), at('2027-10-31', 4), true);
    const autumn = await state('2027-10-31');
    const oct31 = autumn.days[0]!.hours;
    expect(oct31).toHaveLength(25);
    expect(oct31.map((h) => h.hour).slice(0, 5)).toEqual([0, 1, 2, 2, 3]);
    expect(oct31.filter((h) => h.attended).map((h) => h.hour)).toEqual([1, 2, 2, 3]);
    for (const h of oct31) expect(Date.parse(h.end) - Date.parse(h.start)).toBe(3_600_000);
    expect(autumn.days[1]!.hours).toHaveLength(24);

    const spring = await state('2027-03-28');
    expect(spring.days[0]!.hours.map((h) => h.hour)).toEqual([0, 1, ...Array.from({ length: 21 }, (_, i) => i + 3)]);
    expect(spring.days[0]!.hours[2]!.start).toBe(spring.days[0]!.hours[1]!.end);
  });

  it('lets an override win over the plan, and Tilbakestill bring the plan back', async () => {
    const today = zonedDateKey(new Date(), ZONE);
    const tomorrow = addDaysToDateKey(today, 1);
    await show('Morgenshowet', at(tomorrow, 7), at(tomorrow, 8), true);
    expect((await admin.put(`/api/automation/auto-dj/overrides/${tomorrow}/7`, { attended: false })).status).toBe(204);
    expect((await admin.put(`/api/automation/auto-dj/overrides/${tomorrow}/3`, { attended: true })).status).toBe(204);
    let s = await state();
    expect(s.from).toBe(today);
    expect(hourOf(s, tomorrow, 7)).toMatchObject({ attended: false, reason: 'override_unattended', override: false, show_title: 'Morgenshowet' });
    expect(hourOf(s, tomorrow, 3)).toMatchObject({ attended: true, reason: 'override_attended', reason_text: S.reasonOverrideAttended, override: true });
    // Setting it again is the same as setting it once.
    expect((await admin.put(`/api/automation/auto-dj/overrides/${tomorrow}/7`, { attended: false })).status).toBe(204);

    expect((await admin.request('DELETE', `/api/automation/auto-dj/overrides/${tomorrow}/7`)).status).toBe(204);
    expect((await admin.request('DELETE', `/api/automation/auto-dj/overrides/${tomorrow}/7`)).status).toBe(204);
    s = await state();
    expect(hourOf(s, tomorrow, 7)).toMatchObject({ attended: true, reason: 'show', override: null });

    // Out of range and malformed dates and hours are refused in Norwegian.
    const far = addDaysToDateKey(today, 31);
    const refused = await admin.put(`/api/automation/auto-dj/overrides/${far}/7`, { attended: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(S.dateOutOfRange);
    expect((await admin.put(`/api/automation/auto-dj/overrides/${addDaysToDateKey(today, -2)}/7`, { attended: true })).status).toBe(400);
    expect((await admin.put(`/api/automation/auto-dj/overrides/${tomorrow}/24`, { attended: true })).status).toBe(400);
    expect((await admin.put(`/api/automation/auto-dj/overrides/2027-02-30/1`, { attended: true })).status).toBe(400);
    expect((await admin.put(`/api/automation/auto-dj/overrides/${tomorrow}/1`, { attended: 'ja' })).status).toBe(400);
  });

  it('saves the rules with a version, refuses a stale save and bad values', async () => {
    const first = await state();
    expect(first.config).toEqual({ rules: DEFAULT_AUTO_DJ_RULES, version: 1, updated_at: null });

    const saved = await admin.put('/api/automation/auto-dj', { ...rules({ note: '  Ingen jul før 1. des.  ' }), version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body.config).toMatchObject({ version: 2, rules: rules({ note: 'Ingen jul før 1. des.' }) });
    expect((await state()).config.version).toBe(2);

    const stale = await admin.put('/api/automation/auto-dj', { ...rules(), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'changed', message: S.changed });
    expect((await admin.put('/api/automation/auto-dj', { ...rules({ jingles_per_hour: 12 }), version: 2 })).body.config.version).toBe(3);

    const bad = async (body: unknown) => (await admin.put('/api/automation/auto-dj', body)).body.error?.message;
    expect(await bad({ ...rules({ jingles_per_hour: 13 }), version: 3 })).toBe(S.jinglesInvalid);
    expect(await bad({ ...rules({ artist_separation_minutes: -1 }), version: 3 })).toBe(S.separationInvalid);
    expect(await bad({ ...rules({ title_separation_minutes: 1.5 }), version: 3 })).toBe(S.separationInvalid);
    expect(await bad({ ...rules({ hour_categories: [['Hits']] }), version: 3 })).toBe(S.hoursInvalid);
    expect(await bad({ ...rules({ hour_categories: Array.from({ length: 24 }, () => ['x'.repeat(41)]) }), version: 3 })).toBe(S.categoryInvalid);
    expect(await bad({ ...rules({ note: 'x'.repeat(501) }), version: 3 })).toBe(S.noteTooLong);
    expect((await admin.put('/api/automation/auto-dj', { ...rules(), version: 3, extra: 1 })).status).toBe(400);
    expect((await admin.put('/api/automation/auto-dj', { ...rules(), version: 2 ** 40 })).status).toBe(400);
    expect((await admin.put('/api/automation/auto-dj', { ...rules({ note: 'a\u0000b' }), version: 3 })).status).toBe(400);
    expect((await state()).config.version).toBe(3);
  });

  it('tells another planner on automation:v1 when the rules or an hour change', async () => {
    const planner = new Client(server.url);
    const plannerId = (await planner.signUp('Pia Programleder', 'pia@example.no')).body.profile.id as string;
    expect((await admin.post(`/api/admin/users/${plannerId}/approve`, { app_role: 'Programleder' })).status).toBe(200);
    const socket = await subscribedTo(planner, CHANNELS.automation.name);
    type Changed = ChannelEvent<{ change: string; config_version: number | null; date: string | null; hour: number | null }>;
    const next = (change: string) =>
      nextEvent<Changed>(socket, SOCKET_EVENTS.event, (e) => e.channel === CHANNELS.automation.name && e.type === AUTOMATION_EVENTS.autoDjChanged && e.payload.change === change, 10_000);
    try {
      const rulesEvent = next('rules');
      expect((await admin.put('/api/automation/auto-dj', { ...rules(), version: 1 })).status).toBe(200);
      expect((await rulesEvent).payload).toEqual({ change: 'rules', config_version: 2, date: null, hour: null });
      // A refused (stale) save changes nothing and says nothing: the next event is the override.
      expect((await admin.put('/api/automation/auto-dj', { ...rules(), version: 1 })).status).toBe(409);

      const tomorrow = addDaysToDateKey(zonedDateKey(new Date(), ZONE), 1);
      const setEvent = next('override');
      expect((await admin.put(`/api/automation/auto-dj/overrides/${tomorrow}/7`, { attended: true })).status).toBe(204);
      expect((await setEvent).payload).toEqual({ change: 'override', config_version: null, date: tomorrow, hour: 7 });
      // The event comes after commit: the planner reading now sees the override.
      const seen = (await planner.get(`/api/automation/auto-dj`)).body as AutoDjState;
      expect(hourOf(seen, tomorrow, 7)).toMatchObject({ attended: true, override: true });

      const clearEvent = next('override');
      expect((await admin.request('DELETE', `/api/automation/auto-dj/overrides/${tomorrow}/7`)).status).toBe(204);
      expect((await clearEvent).payload).toMatchObject({ date: tomorrow, hour: 7 });
    } finally {
      socket.disconnect();
    }
  });

  it('exports a documented JSON file for the playout', async () => {
    const today = zonedDateKey(new Date(), ZONE);
    await admin.put('/api/automation/auto-dj', { ...rules({ jingles_per_hour: 3, note: 'Se notat' }), version: 1 });
    const tomorrow = addDaysToDateKey(today, 1);
    await show('Morgenshowet', at(tomorrow, 7), at(tomorrow, 9), true);
    await admin.put(`/api/automation/auto-dj/overrides/${tomorrow}/2`, { attended: true });

    const res = await admin.get('/api/automation/auto-dj/export.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="auto-dj-${today}.json"`);
    const file = res.body as AutoDjExport;
    expect(Object.keys(file).sort()).toEqual(['config_version', 'generated_at', 'hours', 'rules', 'time_zone', 'version']);
    expect(file).toMatchObject({ version: 1, time_zone: ZONE, config_version: 2, rules: rules({ jingles_per_hour: 3, note: 'Se notat' }) });
    expect(Math.abs(Date.parse(file.generated_at) - Date.now())).toBeLessThan(60_000);
    expect(file.hours.length).toBeGreaterThanOrEqual(7 * 24 - 1);
    expect(file.hours.length).toBeLessThanOrEqual(7 * 24 + 1);
    for (let i = 1; i < file.hours.length; i++) expect(file.hours[i]!.start).toBe(file.hours[i - 1]!.end);
    const seven = file.hours.find((h) => h.date === tomorrow && h.hour === 7)!;
    expect(seven).toEqual({ start: at(tomorrow, 7).toISOString(), end: at(tomorrow, 8).toISOString(), date: tomorrow, hour: 7, attended: true, reason: 'show', reason_text: S.reasonShow('Morgenshowet'), categories: [] });
    expect(file.hours.find((h) => h.date === tomorrow && h.hour === 2)).toMatchObject({ attended: true, reason: 'override_attended', categories: [] });
    expect(file.hours.find((h) => h.date === tomorrow && h.hour === 4)).toMatchObject({ attended: false, reason: 'no_show', categories: ['Natt', 'Rolig'] });
    expect((await admin.get('/api/automation/auto-dj/export.json?x=1')).status).toBe(400);
  });
});
