import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  CHANNELS,
  drawRuleText,
  formatZonedDate,
  formatZonedTime,
  SOCKET_EVENTS,
  SPONSOR_EVENTS,
  SPONSOR_STRINGS as S,
  zonedDateKey,
  zonedWeekday,
  type ChannelEvent,
  type CompetitionDetail,
  type CompetitionEntry,
  type CompetitionInput,
  type SponsorInput,
} from '@studioportal/shared';
import { registeredRoutes } from '../src/auth/access';
import { type Client, DB_KINDS, nextEvent, startServer, type TestServer, subscribedTo } from './harness';
import { listener, signedSms, SMS_SECRET } from './listener-helpers';
import { podcastTeam } from './podcast-helpers';

/**
 * The sponsor desk (docs/sponsors-api.md): sponsor profiles, competitions with entries from the
 * page, SMS and callers (one per phone, every one in the listener queue), the fair draw and its
 * audit row that nothing can change, redraws with a reason, phones masked by role, "nevnt på
 * lufta" and clock mentions, and the sponsor report as JSON and CSV.
 */

const MIN_FILL = 2100;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const stamp = (value: string) => `${formatZonedDate(new Date(value))} ${formatZonedTime(new Date(value), undefined, true)}`;

function sms(server: TestServer, id: string, from: string, text: string) {
  return signedSms(server.url, from, text, id).then((res) => res.json() as Promise<{ routed: string }>);
}

const subscribed = (client: Client) => subscribedTo(client, CHANNELS.sponsors.name);

function sponsorEvent<P>(socket: Socket, type: string, where: (p: P) => boolean = () => true) {
  return nextEvent<ChannelEvent<P>>(socket, SOCKET_EVENTS.event, (e) => e.channel === CHANNELS.sponsors.name && e.type === type && where(e.payload as P));
}

const sponsorInput = (over: Partial<SponsorInput> = {}): SponsorInput => ({
  name: 'Joker Nord',
  contact_name: 'Kari Kjøpmann',
  contact_email: 'kari@joker.example',
  contact_phone: '77 00 00 00',
  mention_script: 'Morgenshowet presenteres av Joker Nord, nærbutikken i nabolaget ditt.',
  ...over,
});

const competitionInput = (sponsorId: string, over: Partial<CompetitionInput> = {}): CompetitionInput => ({
  sponsor_id: sponsorId,
  title: 'Vinn frokostkurv',
  prize: 'En frokostkurv fra Joker Nord',
  rules_text: 'Én vinner trekkes blant alle som deltar. Vinneren kontaktes på telefon.',
  question: 'Hva heter morgenshowets programleder?',
  channels: ['sms', 'web', 'phone'],
  sms_keyword: 'JOKER',
  opens_at: iso(-HOUR),
  closes_at: iso(HOUR),
  exclude_days: 30,
  ...over,
});

const masked = (phone: string | null) => typeof phone === 'string' && /^\+47 ••••• \d{3}$/.test(phone);

describe.each(DB_KINDS)('Sponsor desk (%s)', (kind) => {
  let server: TestServer;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    server = await startServer(kind, { SMS_WEBHOOK_SECRET: SMS_SECRET });
  });
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await server.close();
  });

  const count = async (sql: string, params: unknown[] = []) => (await server.database.query<{ n: number }>(sql, params))[0]?.n ?? -1;

  /** A finished competition whose only entrant (this phone) won; the win is then moved `daysAgo` back. */
  async function pastWinner(team: Awaited<ReturnType<typeof podcastTeam>>, sponsorId: string, phone: string, daysAgo: number) {
    const made = await team.host.post('/api/sponsors/competitions', competitionInput(sponsorId, { title: `Tidligere ${daysAgo}`, channels: ['phone'], sms_keyword: null }));
    expect(made.status).toBe(201);
    const id = made.body.competition.id as string;
    expect((await team.tech.post(`/api/sponsors/competitions/${id}/entries`, { name: `Vinner for ${daysAgo} dager siden`, phone })).status).toBe(201);
    expect((await team.host.post(`/api/sponsors/competitions/${id}/close`)).status).toBe(200);
    expect((await team.host.post(`/api/sponsors/competitions/${id}/draw`)).status).toBe(201);
    await server.database.query(`UPDATE sponsor_winners SET drawn_at = now() - ($1::int * interval '1 day') WHERE competition_id = $2`, [daysAgo, id]);
  }

  it('keeps sponsor profiles with versions, the mention script read at the studio rate and its warnings', async () => {
    const { admin, host, tech } = await podcastTeam(server);
    expect((await admin.request('PUT', '/api/content/settings', { speaking_rate_wpm: 120 })).status).toBe(200);

    // Only those who run competitions create sponsors; every colleague reads them.
    expect((await tech.post('/api/sponsors', sponsorInput())).status).toBe(403);
    const made = await host.post('/api/sponsors', sponsorInput());
    expect(made.status).toBe(201);
    const sponsor = made.body.sponsor;
    // 10 words at 120 a minute: 5 seconds. A clean script has no warnings.
    expect(sponsor).toMatchObject({ name: 'Joker Nord', logo_url: null, read_time_s: 5, warnings: [], mentions_today: 0, last_mention_at: null, version: 1 });
    expect((await tech.get('/api/sponsors')).body.sponsors.map((s: { name: string }) => s.name)).toEqual(['Joker Nord']);

    // A script that reads a phone number and a price aloud is warned about, never refused.
    const advert = 'Ring Joker Nord på 77 12 34 56! Kaffe til 19,90 kr. Stikk innom i dag.';
    const saved = await host.request('PUT', `/api/sponsors/${sponsor.id}`, { ...sponsorInput({ mention_script: advert }), version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body.sponsor.warnings).toEqual([S.scriptPhone, S.scriptPrice, S.scriptCallToAction]);
    expect(saved.body.sponsor.version).toBe(2);

    // A save from an old version is refused; a taken name (any case) too; a logo that is not in the library.
    const stale = await host.request('PUT', `/api/sponsors/${sponsor.id}`, { ...sponsorInput(), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'changed', message: S.changed });
    expect((await host.post('/api/sponsors', sponsorInput({ name: 'joker nord' }))).status).toBe(409);
    expect((await host.post('/api/sponsors', sponsorInput({ name: 'Ny sponsor', logo_media_id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }))).status).toBe(400);
    const invalidEmail = await host.post('/api/sponsors', sponsorInput({ name: 'Annen', contact_email: 'ikke-epost' }));
    expect(invalidEmail.body.error.message).toBe(S.emailInvalid);

    // A sponsor with a competition stays; one without goes.
    const other = (await host.post('/api/sponsors', sponsorInput({ name: 'Bakeriet' }))).body.sponsor;
    expect((await host.post('/api/sponsors/competitions', competitionInput(sponsor.id))).status).toBe(201);
    const inUse = await admin.request('DELETE', `/api/sponsors/${sponsor.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.message).toBe(S.sponsorInUse);
    expect((await tech.request('DELETE', `/api/sponsors/${other.id}`)).status).toBe(403);
    expect((await host.request('DELETE', `/api/sponsors/${other.id}`)).status).toBe(204);
    expect((await host.request('DELETE', `/api/sponsors/${other.id}`)).status).toBe(404);
  });

  it('takes entries from the page, by SMS and from callers, one per phone and each in the listener queue; keeps late SMS; draws fairly with an audit row', async () => {
    const team = await podcastTeam(server);
    const { host, tech } = team;
    const sponsor = (await host.post('/api/sponsors', sponsorInput())).body.sponsor;
    const recent = '+4791000003'; // won another competition 3 days ago: excluded
    const longAgo = '+4790000044'; // won 40 days ago: outside the 30-day window
    await pastWinner(team, sponsor.id, recent, 3);
    await pastWinner(team, sponsor.id, longAgo, 40);

    const made = await host.post('/api/sponsors/competitions', competitionInput(sponsor.id));
    expect(made.status).toBe(201);
    const competition = made.body.competition;
    expect(competition).toMatchObject({ status: 'open', sms_keyword: 'JOKER', entries: 0, lottery_warning: false });
    const id = competition.id as string;
    // The keyword belongs to this competition while its window is open.
    const twin = await host.post('/api/sponsors/competitions', competitionInput(sponsor.id, { title: 'Tvilling', sms_keyword: 'joker' }));
    expect(twin.status).toBe(409);
    expect(twin.body.error).toMatchObject({ code: 'keyword_taken', message: S.keywordTaken });

    const techSocket = await subscribed(tech);
    sockets.push(techSocket);

    // ── The page: 8 listeners (one of them the winner from 40 days ago), a bot, a honeypot, a second try.
    const devices = await Promise.all(Array.from({ length: 10 }, () => listener(server)));
    await pause(MIN_FILL);
    const live = (await listener(server)).live;
    expect(live.competitions).toEqual([
      expect.objectContaining({ id, sponsor_name: 'Joker Nord', title: 'Vinn frokostkurv', web: true, sms_keyword: 'JOKER', question: 'Hva heter morgenshowets programleder?' }),
    ]);
    const enter = (device: { client: Client; token: string }, name: string, phone: string, extra: Record<string, unknown> = {}) =>
      device.client.post(`/api/sponsors/public/competitions/${id}/entries`, { name, phone, answer: 'Ingrid', website: '', form_token: device.token, ...extra });
    for (let i = 0; i < 8; i++) {
      const res = await enter(devices[i]!, `Lytter web ${i + 1}`, i === 3 ? longAgo : `4060000${i}`);
      expect(res.status, JSON.stringify(res.body)).toBe(202);
    }
    expect((await enter(devices[8]!, 'Honning', '40699999', { website: 'http://spam.example' })).status).toBe(202);
    const again = await enter(devices[9]!, 'Lytter web 1 igjen', '406 00 000');
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'already_entered', message: S.alreadyEntered });

    // ── SMS: eight phones (one the recent winner), a repeat from one of them, and a keyword that is not ours.
    const smsEntry = sponsorEvent<{ entry: CompetitionEntry }>(techSocket, SPONSOR_EVENTS.entryCreated, (p) => p.entry.channel === 'sms');
    for (let i = 0; i < 8; i++) {
      expect(await sms(server, `sms-${i}`, `+47910000${String(i).padStart(2, '0')}`, `${i % 2 ? 'joker' : 'JOKER'} Ingrid`)).toMatchObject({ routed: 'entry' });
    }
    const event = (await smsEntry).payload.entry;
    expect(masked(event.phone)).toBe(true);
    expect(JSON.stringify(event)).not.toContain('91000000');
    expect(await sms(server, 'sms-repeat', '+4791000001', 'JOKER Emil')).toMatchObject({ routed: 'duplicate' });
    expect(await sms(server, 'sms-other', '+4791000009', 'HEI fra Senja')).toMatchObject({ routed: 'message' });

    // ── Callers typed in by a Tekniker.
    for (let i = 0; i < 4; i++) {
      const res = await tech.post(`/api/sponsors/competitions/${id}/entries`, { name: `Innringer ${i + 1}`, phone: `9220000${i}`, answer: 'Ingrid' });
      expect(res.status).toBe(201);
      expect(res.body.entry).toMatchObject({ channel: 'phone', entered_by: { full_name: 'Tor Tekniker' } });
      expect(masked(res.body.entry.phone)).toBe(true);
    }
    expect((await tech.post(`/api/sponsors/competitions/${id}/entries`, { name: 'Innringer 1 igjen', phone: '92200000' })).status).toBe(409);

    // 20 entries, each one a message in the listener queue; nothing from the bot.
    expect(await count('SELECT count(*)::int AS n FROM competition_entries WHERE competition_id = $1', [id])).toBe(20);
    expect(await count("SELECT count(*)::int AS n FROM messages m JOIN competition_entries e ON e.message_id = m.id WHERE m.source = 'konkurranse' AND e.competition_id = $1", [id])).toBe(20);
    expect(await count("SELECT count(*)::int AS n FROM competition_entries WHERE name = 'Honning'")).toBe(0);

    // ── Phones: masked to a Tekniker, whole to a Programleder.
    const techView = (await tech.get(`/api/sponsors/competitions/${id}`)).body as CompetitionDetail;
    expect(techView.entries).toHaveLength(20);
    expect(techView.entries.every((e) => masked(e.phone))).toBe(true);
    const hostView = (await host.get(`/api/sponsors/competitions/${id}`)).body as CompetitionDetail;
    expect(hostView.entries.map((e) => e.phone)).toContain('+4740600000');
    expect(hostView.competition).toMatchObject({ entries: 20, late_entries: 0, status: 'open' });

    // ── One entry invalidated (before the draw only); the draw waits for the close.
    const web2 = hostView.entries.find((e) => e.name === 'Lytter web 2')!;
    expect((await tech.post(`/api/sponsors/competitions/${id}/entries/${web2.id}/invalidate`, { reason: 'Samme person' })).status).toBe(403);
    const invalid = await host.post(`/api/sponsors/competitions/${id}/entries/${web2.id}/invalidate`, { reason: 'Samme person som Lytter web 1' });
    expect(invalid.status).toBe(200);
    expect(invalid.body.entry.invalid_reason).toBe('Samme person som Lytter web 1');
    const early = await host.post(`/api/sponsors/competitions/${id}/draw`);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: 'still_open', message: S.stillOpen });

    expect((await host.post(`/api/sponsors/competitions/${id}/close`)).body.competition.status).toBe('closed');
    // After the close: an SMS is kept as late, the page and callers are refused.
    expect(await sms(server, 'sms-late', '+4791000077', 'JOKER Ingrid')).toMatchObject({ routed: 'entry' });
    const lateCaller = await tech.post(`/api/sponsors/competitions/${id}/entries`, { name: 'For sen', phone: '92299999' });
    expect(lateCaller.body.error).toMatchObject({ code: 'closed_for_entries', message: S.closedForEntries });

    // ── The draw, and what its audit row says.
    const drawn = sponsorEvent<{ draw: { id: string }; winner: { phone: string | null } }>(techSocket, SPONSOR_EVENTS.drawMade);
    const draw = await host.post(`/api/sponsors/competitions/${id}/draw`);
    expect(draw.status).toBe(201);
    expect(masked((await drawn).payload.winner.phone)).toBe(true);
    const detail = (await host.get(`/api/sponsors/competitions/${id}`)).body as CompetitionDetail;
    expect(detail.competition).toMatchObject({ status: 'drawn', entries: 20, late_entries: 1 });
    const audit = detail.draws[0]!;
    const byName = (name: string) => detail.entries.find((e) => e.name === name)!;
    const recentEntry = detail.entries.find((e) => e.phone === recent)!;
    const lateEntry = detail.entries.find((e) => e.late)!;
    expect(audit).toMatchObject({
      total_entries: 20,
      valid_entries: 18,
      excluded: [
        { entry_id: web2.id, name: 'Lytter web 2', reason: S.excludedInvalid('Samme person som Lytter web 1') },
        { entry_id: recentEntry.id, name: recentEntry.name, reason: S.excludedRecentWinner(30) },
      ],
      late: [{ entry_id: lateEntry.id, name: lateEntry.name, received_at: lateEntry.received_at }],
      random_source: S.randomSource,
      redraw_of: null,
      reason: null,
      drawn_by: { full_name: 'Pia Programleder' },
    });
    expect(byName('Lytter web 4').phone).toBe(longAgo); // the 40-day-old winner is in the draw
    const excludedIds = new Set(audit.excluded.map((e) => e.entry_id));
    const eligible = detail.entries
      .filter((e) => !e.late && !excludedIds.has(e.id))
      .sort((a, b) => a.received_at.localeCompare(b.received_at) || (a.id < b.id ? -1 : 1))
      .map((e) => e.id);
    expect(eligible).toHaveLength(18);
    expect(audit.entries_hash).toBe(createHash('sha256').update(eligible.join('\n')).digest('hex'));
    expect(audit.winner_entry_id).toBe(eligible[audit.winner_index]);
    expect(audit.winner_name).toBe(detail.entries.find((e) => e.id === audit.winner_entry_id)!.name);
    const stored = (await server.database.query<{ eligible_ids: string[] | string }>('SELECT eligible_ids FROM competition_draws WHERE id = $1', [audit.id]))[0]!.eligible_ids;
    expect(typeof stored === 'string' ? JSON.parse(stored) : stored).toEqual(eligible);
    expect(audit.exclusion_window.days).toBe(30);
    expect(Date.parse(audit.exclusion_window.to) - Date.parse(audit.exclusion_window.from)).toBe(30 * DAY);
    expect(audit.entry_window).toEqual({ from: detail.competition.opens_at, to: detail.competition.closes_at });
    expect(audit.rule_text).toBe(
      drawRuleText({
        entryFrom: stamp(audit.entry_window.from),
        entryTo: stamp(audit.entry_window.to),
        excludeDays: 30,
        excludeFrom: stamp(audit.exclusion_window.from),
        excludeTo: stamp(audit.exclusion_window.to),
      }),
    );
    expect(draw.body.draw).toEqual(audit);
    expect(draw.body.winner).toMatchObject({ competition_id: id, draw_id: audit.id, name: audit.winner_name, handover: 'ikke_levert', replaced_at: null });
    expect(draw.body.winner.phone).toMatch(/^\+47\d{8}$/);

    // ── Once drawn: no second draw, no changed entries or terms, no deletion.
    expect((await host.post(`/api/sponsors/competitions/${id}/draw`)).body.error).toMatchObject({ code: 'already_drawn', message: S.alreadyDrawn });
    expect((await host.post(`/api/sponsors/competitions/${id}/entries/${byName('Lytter web 1').id}/invalidate`, { reason: 'For sent' })).body.error.code).toBe('entry_after_draw');
    expect((await host.request('PUT', `/api/sponsors/competitions/${id}`, { ...competitionInput(sponsor.id), version: detail.competition.version })).status).toBe(409);
    expect((await host.request('DELETE', `/api/sponsors/competitions/${id}`)).status).toBe(409);

    // ── A redraw only with a reason; the earlier winner is replaced and never drawn again.
    expect((await host.post(`/api/sponsors/competitions/${id}/redraw`, {})).status).toBe(400);
    const short = await host.post(`/api/sponsors/competitions/${id}/redraw`, { reason: 'kort' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe(S.reasonRequired);
    const redraw = await host.post(`/api/sponsors/competitions/${id}/redraw`, { reason: 'Vinneren svarte ikke på telefonen' });
    expect(redraw.status).toBe(201);
    expect(redraw.body.draw).toMatchObject({ redraw_of: audit.id, reason: 'Vinneren svarte ikke på telefonen', total_entries: 20, valid_entries: 17 });
    expect(redraw.body.draw.excluded).toContainEqual({ entry_id: audit.winner_entry_id, name: audit.winner_name, reason: S.excludedEarlierWinner });
    expect(redraw.body.draw.winner_entry_id).not.toBe(audit.winner_entry_id);

    // ── The winners log: masked to a Tekniker, whole to a Programleder; the hand-over.
    const techWinners = (await tech.get('/api/sponsors/winners')).body.winners;
    expect(techWinners.filter((w: { competition_id: string }) => w.competition_id === id)).toHaveLength(2);
    expect(techWinners.every((w: { phone: string }) => masked(w.phone))).toBe(true);
    const hostWinners = (await host.get('/api/sponsors/winners')).body.winners.filter((w: { competition_id: string }) => w.competition_id === id);
    expect(hostWinners.map((w: { replaced_at: string | null }) => w.replaced_at === null)).toEqual([true, false]);
    expect(hostWinners[0].phone).toMatch(/^\+47\d{8}$/);
    expect((await tech.request('PATCH', `/api/sponsors/winners/${hostWinners[0].id}`, { handover: 'levert' })).status).toBe(403);
    const handed = await host.request('PATCH', `/api/sponsors/winners/${hostWinners[0].id}`, { handover: 'levert', note: 'Hentet i butikken' });
    expect(handed.body.winner).toMatchObject({ handover: 'levert', handover_note: 'Hentet i butikken' });
  });

  it('never changes a draw: no route for it, and the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const team = await podcastTeam(server);
    const sponsor = (await team.host.post('/api/sponsors', sponsorInput())).body.sponsor;
    await pastWinner(team, sponsor.id, '+4791234567', 0);
    const [draw] = await server.database.query<{ id: string; competition_id: string; winner_name: string }>('SELECT id, competition_id, winner_name FROM competition_draws');
    const { id: drawId, competition_id: competitionId } = draw!;

    // Only the draw and the redraw routes touch draws, and both make new rows.
    const drawRoutes = registeredRoutes(server.app).filter((r) => /draw/.test(r.url) && r.method !== 'HEAD');
    expect(drawRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(['POST /api/sponsors/competitions/:id/draw', 'POST /api/sponsors/competitions/:id/redraw']);
    for (const path of [
      `/api/sponsors/competitions/${competitionId}/draws`,
      `/api/sponsors/competitions/${competitionId}/draws/${drawId}`,
      `/api/sponsors/competitions/${competitionId}/draw/${drawId}`,
      `/api/sponsors/draws/${drawId}`,
      `/api/sponsors/competitions/draws/${drawId}`,
    ]) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        const res = await team.admin.request(method, path, method === 'GET' ? undefined : { winner_name: 'Meg' });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
      expect((await team.admin.request(method, `/api/sponsors/competitions/${competitionId}/draw`, method === 'GET' ? undefined : {})).status, method).toBe(404);
    }

    await expect(server.database.query(`UPDATE competition_draws SET winner_name = 'Meg' WHERE id = $1`, [drawId])).rejects.toThrow(/audit record/);
    await expect(server.database.query('DELETE FROM competition_draws WHERE id = $1', [drawId])).rejects.toThrow(/audit record/);
    await expect(server.database.query('TRUNCATE competition_draws CASCADE')).rejects.toThrow(/audit record/);
    const after = await server.database.query<{ winner_name: string }>('SELECT winner_name FROM competition_draws WHERE id = $1', [drawId]);
    expect(after).toEqual([{ winner_name: draw!.winner_name }]);
  });

  it('records "nevnt på lufta" (taken back only by its marker within ten minutes) and sent sponsor clock elements once, and reports them as JSON and CSV', async () => {
    const { admin, host, tech } = await podcastTeam(server);
    const sponsor = (await host.post('/api/sponsors', sponsorInput())).body.sponsor;
    const other = (await host.post('/api/sponsors', sponsorInput({ name: 'Bakeriet' }))).body.sponsor;
    const techSocket = await subscribed(tech);
    sockets.push(techSocket);

    // A studio mark by anyone on the staff; the mark is theirs to take back for ten minutes.
    const created = sponsorEvent<{ mention: { sponsor_id: string } }>(techSocket, SPONSOR_EVENTS.mentionCreated);
    const mark = await tech.post(`/api/sponsors/${sponsor.id}/mentions`, { note: 'Lest av Ingrid kl. 07.10' });
    expect(mark.status).toBe(201);
    expect(mark.body.mention).toMatchObject({ sponsor_id: sponsor.id, source: 'studio', detail: 'Lest av Ingrid kl. 07.10', marked_by: { full_name: 'Tor Tekniker' } });
    expect((await created).payload.mention.sponsor_id).toBe(sponsor.id);
    const notMine = await host.request('DELETE', `/api/sponsors/mentions/${mark.body.mention.id}`);
    expect(notMine.status).toBe(403);
    expect(notMine.body.error.message).toBe(S.mentionUndoTooLate);
    expect((await tech.request('DELETE', `/api/sponsors/mentions/${mark.body.mention.id}`)).status).toBe(204);
    const kept = (await tech.post(`/api/sponsors/${sponsor.id}/mentions`, {})).body.mention;
    await server.database.query(`UPDATE sponsor_mentions SET aired_at = now() - interval '11 minutes' WHERE id = $1`, [kept.id]);
    expect((await tech.request('DELETE', `/api/sponsors/mentions/${kept.id}`)).status).toBe(409);

    // A clock element of type sponsor, marked sent: a clock mention of the sponsor its title names.
    const now = new Date();
    const template = await host.post('/api/clock-templates', {
      name: 'Sponsorklokke',
      weekday: zonedWeekday(now),
      start_hour: 0,
      color: '#84CC16',
      is_active: true,
      elements: [
        { type: 'sponsor', title: 'Sponsorplakat Joker Nord', start_offset_s: 0, duration_s: 15, hard_start: false },
        { type: 'sponsor', title: 'Sponsorplakat Bakeriet', start_offset_s: 15, duration_s: 15, hard_start: false },
        { type: 'music', title: 'Musikk', start_offset_s: 30, duration_s: 600, hard_start: false },
      ],
    });
    expect(template.status).toBe(201);
    const clock = (await tech.get(`/api/active-clocks?date=${zonedDateKey(now)}`)).body.clocks[0];
    for (const element of clock.elements) expect((await tech.post('/api/rpc/mark_clock_element_sent', { element_id: element.id, sent: true })).status).toBe(200);
    const listed = async () => (await tech.get('/api/sponsors')).body.sponsors.find((s: { id: string }) => s.id === sponsor.id);
    expect(await listed()).toMatchObject({ mentions_today: 2 });
    expect((await listed()).mentions_today).toBe(2); // counted once, however often it is read
    expect(await count("SELECT count(*)::int AS n FROM sponsor_mentions WHERE source = 'clock'")).toBe(2);
    expect(await count("SELECT count(*)::int AS n FROM sponsor_mentions WHERE source = 'clock' AND sponsor_id = $1", [other.id])).toBe(1);

    // ── The report for today: JSON with every mention and the competition, and the CSV.
    const competition = (await host.post('/api/sponsors/competitions', competitionInput(sponsor.id, { channels: ['phone'], sms_keyword: null }))).body.competition;
    await tech.post(`/api/sponsors/competitions/${competition.id}/entries`, { name: 'Innringer «Per»; "Pål"', phone: '92200001' });
    await host.post(`/api/sponsors/competitions/${competition.id}/close`);
    await host.post(`/api/sponsors/competitions/${competition.id}/draw`);
    const today = zonedDateKey(now);
    const report = await tech.get(`/api/sponsors/${sponsor.id}/report?from=${today}&to=${today}`);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ from: today, to: today, totals: { mentions: 2, competitions: 1, entries: 1, winners: 1 } });
    expect(report.body.mentions.map((m: { source: string; detail: string | null }) => [m.source, m.detail])).toEqual(
      expect.arrayContaining([
        ['studio', null],
        ['clock', 'Sponsorplakat Joker Nord'],
      ]),
    );
    expect(report.body.competitions[0]).toMatchObject({ id: competition.id, valid_entries: 1, winners: [expect.objectContaining({ name: 'Innringer «Per»; "Pål"' })] });
    expect(masked(report.body.competitions[0].winners[0].phone)).toBe(true);

    const csv = await fetch(`${server.url}/api/sponsors/${sponsor.id}/report.csv?from=${today}&to=${today}`, { headers: { cookie: host.cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="sponsorrapport-joker-nord-${today}-${today}.csv"`);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Type";"Tidspunkt";"Slutt";"Beskrivelse";"Kilde";"Bidrag";"Gyldige bidrag";"Premie";"Vinner";"Telefon";"Utlevering"');
    expect(lines.filter((l) => l.startsWith('"Omtale"'))).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('"Konkurranse"'))).toHaveLength(1);
    const winnerLine = lines.find((l) => l.startsWith('"Vinner"'))!;
    expect(winnerLine).toContain('"Innringer «Per»; ""Pål"""');
    expect(winnerLine).toContain('"+4792200001"'); // whole to a Programleder
    expect(winnerLine).toContain('"Ikke levert"');

    // ── An undone clock mark is no mention after all; a range over a year, or backwards, is refused.
    const jokerElement = clock.elements.find((e: { title: string }) => e.title === 'Sponsorplakat Joker Nord');
    await tech.post('/api/rpc/mark_clock_element_sent', { element_id: jokerElement.id, sent: false });
    expect((await tech.get(`/api/sponsors/${sponsor.id}/report?from=${today}&to=${today}`)).body.totals.mentions).toBe(1);
    for (const [from, to] of [
      ['2025-01-01', '2026-01-02'],
      ['2025-02-01', '2025-01-01'],
      ['2025-02-30', '2025-03-01'],
    ]) {
      const refused = await admin.get(`/api/sponsors/${sponsor.id}/report?from=${from}&to=${to}`);
      expect(refused.status, `${from} ${to}`).toBe(400);
      expect(refused.body.error.message).toBe(S.rangeInvalid);
    }
    expect((await admin.get(`/api/sponsors/${sponsor.id}/report?from=2025-01-01&to=2026-01-01`)).status).toBe(200);
  });
});
