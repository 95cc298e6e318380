import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  addDaysToDateKey,
  AVAILABILITY_EVENTS,
  AVAILABILITY_STRINGS as S,
  CHANNELS,
  isoWeekdayOfDate,
  setStationTimeZone,
  SOCKET_EVENTS,
  stationTimeZone,
  zonedDateKey,
  type ChannelEvent,
  type PersonAvailability,
  type WeeklySlot,
} from '@studioportal/shared';
import { AvailabilityService } from '../src/features/availability';
import { DB_KINDS, nextEvent, startServer, subscribedTo, type TestServer } from './harness';
import { podcastTeam } from './podcast-helpers';

/**
 * Who can work when (docs/user-settings-api.md): each person's own usual week and ranges away,
 * the team's for dates, "på jobb i dag" where a range away beats the usual week, and the station
 * day turning at the station's midnight, not the server's.
 */

const everyDay = (start = '08:00', end = '16:00'): WeeklySlot[] => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));

describe.each(DB_KINDS)('Availability (%s)', (kind) => {
  let server: TestServer;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await server.close();
  });

  it('keeps each person’s own week and ranges away, validated, and tells the team', async () => {
    const { host, tech } = await podcastTeam(server);
    expect((await host.get('/api/me/availability')).body).toEqual({ week: [], absences: [] });

    const socket = await subscribedTo(tech, CHANNELS.availability.name);
    sockets.push(socket);
    const told = nextEvent<ChannelEvent<{ userId: string }>>(socket, SOCKET_EVENTS.event, (e) => e.channel === CHANNELS.availability.name && e.type === AVAILABILITY_EVENTS.changed);
    const week = [
      { weekday: 3, start: '10:00', end: '18:00' },
      { weekday: 1, start: '06:00', end: '12:00' },
    ];
    const saved = await host.put('/api/me/availability/week', { week });
    expect(saved.status).toBe(200);
    // Kept in weekday order.
    expect(saved.body.week).toEqual([week[1], week[0]]);
    const hostId = (await host.get('/api/session')).body.profile.id as string;
    expect((await told).payload).toEqual({ userId: hostId });

    // Invalid weeks: the same day twice, an end before its start, a time that is not a time.
    const bad = [
      { week: [week[0], week[0]] },
      { week: [{ weekday: 2, start: '12:00', end: '09:00' }] },
      { week: [{ weekday: 2, start: '9', end: '10:00' }] },
      { week: [{ weekday: 8, start: '09:00', end: '10:00' }] },
    ];
    for (const body of bad) expect((await host.put('/api/me/availability/week', body)).status, JSON.stringify(body)).toBe(400);
    expect((await host.put('/api/me/availability/week', { week: [{ weekday: 2, start: '12:00', end: '09:00' }] })).body.error.message).toContain(S.endAfterStart);

    const today = zonedDateKey(new Date());
    const away = await host.post('/api/me/availability/absences', { kind: 'ferie', from: today, to: addDaysToDateKey(today, 6), note: 'Lofoten' });
    expect(away.status).toBe(201);
    expect(away.body.absence).toMatchObject({ kind: 'ferie', from: today, to: addDaysToDateKey(today, 6), note: 'Lofoten' });
    expect((await host.post('/api/me/availability/absences', { kind: 'syk', from: today, to: addDaysToDateKey(today, -1) })).status).toBe(400);
    expect((await host.post('/api/me/availability/absences', { kind: 'sovet', from: today, to: today })).status).toBe(400);
    expect((await host.post('/api/me/availability/absences', { kind: 'fri', from: '2026-02-30', to: '2026-03-01' })).status).toBe(400);
    expect((await host.post('/api/me/availability/absences', { kind: 'fri', from: today, to: addDaysToDateKey(today, 400) })).status).toBe(400);
    // A range that ended before today is no longer in one's own list.
    await host.post('/api/me/availability/absences', { kind: 'fri', from: addDaysToDateKey(today, -10), to: addDaysToDateKey(today, -8) });
    expect((await host.get('/api/me/availability')).body.absences.map((a: { id: string }) => a.id)).toEqual([away.body.absence.id]);

    // Only the owner removes a range; someone else's looks like none.
    const id = away.body.absence.id as string;
    expect((await tech.request('DELETE', `/api/me/availability/absences/${id}`)).status).toBe(404);
    expect((await host.request('DELETE', `/api/me/availability/absences/${id}`)).status).toBe(204);
    expect((await host.request('DELETE', `/api/me/availability/absences/${id}`)).status).toBe(404);
    expect((await host.get('/api/me/availability')).body.absences).toEqual([]);
  });

  it('shows the team’s availability for dates, with only the ranges that touch them', async () => {
    const { host, tech } = await podcastTeam(server);
    await tech.put('/api/me/availability/week', { week: everyDay() });
    await tech.post('/api/me/availability/absences', { kind: 'kurs', from: '2030-03-04', to: '2030-03-05' });
    await tech.post('/api/me/availability/absences', { kind: 'ferie', from: '2030-07-01', to: '2030-07-20' });

    const res = await host.get('/api/availability?from=2030-03-01&to=2030-03-31');
    expect(res.status).toBe(200);
    const people = res.body.people as PersonAvailability[];
    expect(people.map((p) => p.name)).toEqual(['Ada Admin', 'Pia Programleder', 'Tor Tekniker']);
    const tor = people.find((p) => p.name === 'Tor Tekniker')!;
    expect(tor.week).toHaveLength(7);
    expect(tor.absences.map((a) => a.kind)).toEqual(['kurs']);
    // At most 62 days at once; to before from is refused.
    expect((await host.get('/api/availability?from=2030-03-01&to=2030-06-01')).status).toBe(400);
    expect((await host.get('/api/availability?from=2030-03-02&to=2030-03-01')).status).toBe(400);
    expect((await host.get('/api/availability?from=2030-03-01')).status).toBe(400);
  });

  it('lists who is on today: a range away beats the usual week', async () => {
    const { admin, host, tech } = await podcastTeam(server);
    const today = zonedDateKey(new Date());
    await host.put('/api/me/availability/week', { week: everyDay('09:00', '15:00') });
    await tech.put('/api/me/availability/week', { week: everyDay('06:00', '10:00') });
    // Ada works on every day but today's weekday.
    const todays = isoWeekdayOfDate(today);
    await admin.put('/api/me/availability/week', { week: everyDay().filter((s) => s.weekday !== todays) });
    await host.post('/api/me/availability/absences', { kind: 'syk', from: addDaysToDateKey(today, -1), to: today, note: 'Influensa' });

    const roster = await tech.get('/api/availability/today');
    expect(roster.status).toBe(200);
    expect(roster.body.date).toBe(today);
    expect(roster.body.working).toEqual([expect.objectContaining({ name: 'Tor Tekniker', start: '06:00', end: '10:00' })]);
    // Sick leave is health information: colleagues see "Annet" without the note; Pia sees her own.
    expect(roster.body.away).toEqual([expect.objectContaining({ name: 'Pia Programleder', kind: 'annet', to: today })]);
    const team = (await tech.get(`/api/availability?from=${today}&to=${today}`)).body.people as { name: string; absences: { kind: string; note: string | null }[] }[];
    expect(team.find((p) => p.name === 'Pia Programleder')?.absences).toEqual([expect.objectContaining({ kind: 'annet', note: null })]);
    expect((await host.get('/api/availability/today')).body.away).toEqual([expect.objectContaining({ name: 'Pia Programleder', kind: 'syk' })]);
  });

  it('turns the day at the station’s midnight, not the server’s', async () => {
    const { host } = await podcastTeam(server);
    // Monday only, and away on Monday 2030-06-17.
    await host.put('/api/me/availability/week', { week: [{ weekday: 1, start: '00:00', end: '24:00' }] });
    await host.post('/api/me/availability/absences', { kind: 'fri', from: '2030-06-17', to: '2030-06-17' });
    const service = new AvailabilityService(server.ctx);
    const before = stationTimeZone();
    try {
      setStationTimeZone('Europe/Oslo');
      // 22:30 UTC on Sunday 2030-06-09 is 00:30 Monday 2030-06-10 in Oslo (UTC+2 in summer): on.
      const mondayInOslo = await service.roster(new Date('2030-06-09T22:30:00Z'), '');
      expect(mondayInOslo.date).toBe('2030-06-10');
      expect(mondayInOslo.working.map((w) => w.name)).toEqual(['Pia Programleder']);
      // 21:30 UTC the same evening is still Sunday 23:30 in Oslo: off.
      const sundayInOslo = await service.roster(new Date('2030-06-09T21:30:00Z'), '');
      expect(sundayInOslo.date).toBe('2030-06-09');
      expect(sundayInOslo.working).toEqual([]);
      // The Monday away: 22:30 UTC on 2030-06-16 is that Monday in Oslo, so away, not on.
      const awayMonday = await service.roster(new Date('2030-06-16T22:30:00Z'), '');
      expect(awayMonday.working).toEqual([]);
      expect(awayMonday.away.map((a) => a.kind)).toEqual(['fri']);
      // A station in New York: the same instant is still Sunday there.
      setStationTimeZone('America/New_York');
      expect((await service.roster(new Date('2030-06-09T22:30:00Z'), '')).date).toBe('2030-06-09');
    } finally {
      setStationTimeZone(before);
    }
  });
});
